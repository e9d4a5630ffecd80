import { useState } from 'react';
import { BookA, Plus, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@shared/schemas/auth';
import { canAccess } from '@shared/roles';
import { WORD_DEFAULT_PAGE_SIZE, WORD_PAGE_SIZES, type WordEntry } from '@shared/schemas/words';
import { ListToolbar } from '@client/components/list/list-toolbar';
import { Pager } from '@client/components/list/pager';
import { EmptyState } from '@client/components/layout/empty-state';
import { LoadError } from '@client/components/layout/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { useFormatNumber } from '@client/lib/use-format-number';
import { usePagedList, usePageInRange } from '@client/lib/use-paged-list';
import { useWordsPage } from '../api/words-queries';
import { DeleteWordDialog } from './delete-word-dialog';
import { WordList, WordListSkeleton } from './word-list';

/** Admins and editors change any word; a contributor only their own words still pending (§6). */
function canManageWord(user: SessionUser, entry: WordEntry) {
  if (canAccess(user.role, 'moderation')) return true;
  const word = entry.localWord;
  return (
    word.status === 'pending' && word.submitterEmail?.toLowerCase() === user.email.toLowerCase()
  );
}

/**
 * /words (spec §2 "Words list"): 'Dictionnaire des mots', the count, a search box (300 ms, from 2
 * characters, back to page 1), list or card view, page size, pager, audio, edit and delete.
 */
export function WordsPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const list = usePagedList({ sizes: WORD_PAGE_SIZES, defaultSize: WORD_DEFAULT_PAGE_SIZE });
  const { state, update, search, hrefFor } = list;
  const words = useWordsPage({ page: state.page, limit: state.limit, search: state.q });
  const [toDelete, setToDelete] = useState<WordEntry | null>(null);

  usePageInRange(list, words.data?.pagination.totalPages, words.isPlaceholderData);

  const total = words.data?.pagination.total;
  const newWordButton = (label: string) => (
    <Button asChild>
      <Link to="/words/new">
        <Plus aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title={t('words.title')}
          description={
            total === undefined ? (
              <span
                aria-hidden="true"
                className="inline-block h-4 w-20 animate-pulse rounded-md bg-muted align-middle"
              />
            ) : (
              t('words.count', { count: total, formatted: formatNumber(total) })
            )
          }
        />
        {newWordButton(t('words.new'))}
      </div>

      <ListToolbar
        labels={{
          search: t('words.searchLabel'),
          searchPlaceholder: t('words.searchPlaceholder'),
          searchHint: t('words.searchHint'),
          view: t('words.view.label'),
          list: t('words.view.list'),
          cards: t('words.view.cards'),
          pageSize: t('words.pageSize'),
        }}
        query={state.q}
        onSearch={search}
        view={state.view}
        onViewChange={(view) => update({ view })}
        pageSize={state.limit}
        pageSizes={WORD_PAGE_SIZES}
        onPageSizeChange={(limit) => update({ limit, page: 1 })}
      />

      {words.isError ? (
        <LoadError
          title={t('words.loadError')}
          error={words.error}
          onRetry={() => void words.refetch()}
        />
      ) : !words.data ? (
        <WordListSkeleton layout={state.view} />
      ) : words.data.data.length === 0 ? (
        state.q ? (
          <EmptyState
            icon={SearchX}
            title={t('words.empty.noMatch', { query: state.q })}
            description={t('words.empty.noMatchHint')}
          />
        ) : (
          <EmptyState
            icon={BookA}
            title={t('words.empty.none')}
            description={t('words.empty.noneHint')}
            action={newWordButton(t('words.empty.addFirst'))}
          />
        )
      ) : (
        <>
          <WordList
            entries={words.data.data}
            layout={state.view}
            canManage={(entry) => canManageWord(user, entry)}
            onDelete={setToDelete}
            stale={words.isPlaceholderData}
          />
          <Pager
            page={words.data.pagination.page}
            totalPages={words.data.pagination.totalPages}
            total={words.data.pagination.total}
            limit={words.data.pagination.limit}
            hrefFor={hrefFor}
          />
        </>
      )}

      <DeleteWordDialog entry={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
