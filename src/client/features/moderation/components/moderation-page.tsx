import { ShieldAlert, ShieldCheck, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '@shared/pages';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@client/components/layout/empty-state';
import { LoadError } from '@client/components/layout/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { useFormatNumber } from '@client/lib/use-format-number';
import { usePendingWords } from '../api/moderation-queries';
import { PendingWordCard, PendingWordCardSkeleton } from './pending-word-card';

const SKELETON_CARDS = 3;
const GRID = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';

/**
 * /moderation: the pending submissions with approve and reject, for admins and
 * editors, and the way to the rejected words (to reopen one); anyone else is told the page is
 * theirs only (the API refuses them too).
 */
export function ModerationPage({ canModerate }: { canModerate: boolean }) {
  const { t } = useTranslation();
  if (!canModerate) {
    return (
      <div className="mx-auto grid max-w-7xl gap-6">
        <PageHeader title={t('moderation.title')} />
        <EmptyState
          icon={ShieldAlert}
          title={t('moderation.forbidden')}
          description={t('moderation.forbiddenHint')}
        />
      </div>
    );
  }
  return <PendingWords />;
}

function PendingWords() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const pending = usePendingWords();
  const count = pending.data?.length;
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title={t('moderation.title')}
        description={
          <>
            {t('moderation.subtitle')}{' '}
            {count !== undefined && (
              <span className="font-medium text-foreground">
                {t('moderation.count', { count, formatted: formatNumber(count) })}
              </span>
            )}
          </>
        }
      />
      {/* Rejected words are reopened from the words list, filtered to them. */}
      <Button variant="outline" className="justify-self-start" asChild>
        <Link to={`${PAGES.words.path}?status=rejected`}>
          <Undo2 aria-hidden="true" />
          {t('moderation.rejectedWords')}
        </Link>
      </Button>
      {pending.isError ? (
        <LoadError
          title={t('moderation.loadError')}
          error={pending.error}
          onRetry={() => void pending.refetch()}
        />
      ) : !pending.data ? (
        <div className={GRID} aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <PendingWordCardSkeleton key={i} />
          ))}
        </div>
      ) : pending.data.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title={t('moderation.empty')}
          description={t('moderation.emptyHint')}
        />
      ) : (
        <ul aria-label={t('moderation.listLabel')} className={GRID}>
          {pending.data.map((entry) => (
            <li key={entry.localWord.id}>
              <PendingWordCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
