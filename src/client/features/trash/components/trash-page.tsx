import { useState } from 'react';
import { RotateCcw, ShieldAlert, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TRASH_RETENTION_DAYS, type TrashItem } from '@shared/schemas/trash';
import { ConfirmDialog, ConfirmSubject } from '@client/components/confirm-dialog';
import { EmptyState } from '@client/components/layout/empty-state';
import { LoadError } from '@client/components/layout/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import { useFormatNumber } from '@client/lib/use-format-number';
import { useImpactCounts } from '@client/lib/use-impact-counts';
import { useLastDefined } from '@client/lib/use-last-defined';
import { usePurgeTrashItem, useRestoreTrashItem, useTrash } from '../api/trash-queries';

const DAY_MS = 24 * 60 * 60 * 1000;
const SKELETON_ROWS = 3;

/** Whole days until the purge, rounded up: 0 on its last day. */
export const daysLeft = (purgeAt: number, now = Date.now()) =>
  Math.max(0, Math.ceil((purgeAt - now) / DAY_MS));

/**
 * /trash: what deletions put in the trash, with what went with each, who deleted it, when, and
 * how long before the daily purge erases it. Admins restore an item or delete it for good; editors
 * read. Other roles are told the page is not theirs (the API refuses them too).
 */
export function TrashPage({ canView, canManage }: { canView: boolean; canManage: boolean }) {
  const { t } = useTranslation();
  if (!canView) {
    return (
      <div className="mx-auto grid max-w-7xl gap-6">
        <PageHeader title={t('trash.title')} />
        <EmptyState
          icon={ShieldAlert}
          title={t('trash.forbidden')}
          description={t('trash.forbiddenHint')}
        />
      </div>
    );
  }
  return <TrashList canManage={canManage} />;
}

function TrashList({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const errorMessage = useErrorMessage();
  const items = useTrash();
  const restore = useRestoreTrashItem();
  const purge = usePurgeTrashItem();
  const [toPurge, setToPurge] = useState<TrashItem | null>(null);
  const shownPurge = useLastDefined(toPurge);
  const counts = useImpactCounts();
  const count = items.data?.length;

  const restoreItem = (item: TrashItem) =>
    restore.mutate(item, {
      onSuccess: () =>
        toast({
          title: t('trash.toast.restored'),
          description: t(`trash.toast.restoredDescription.${item.kind}`, { label: item.label }),
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('trash.toast.restoreError'),
          description: errorMessage(error),
        }),
    });

  const purgeItem = async () => {
    if (!toPurge) return;
    await purge.mutateAsync(toPurge);
    toast({
      title: t('trash.toast.purged'),
      description: t('trash.toast.purgedDescription', { label: toPurge.label }),
    });
    setToPurge(null);
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title={t('trash.title')}
        description={
          count === undefined
            ? undefined
            : t('trash.count', { count, formatted: formatNumber(count) })
        }
      />
      <p className="-mt-4 text-sm text-muted-foreground">
        {t('trash.subtitle', { days: TRASH_RETENTION_DAYS })}
      </p>
      {!canManage && <p className="text-sm font-medium">{t('trash.readOnly')}</p>}

      {items.isError ? (
        <LoadError
          title={t('trash.loadError')}
          error={items.error}
          onRetry={() => void items.refetch()}
        />
      ) : !items.data ? (
        <div className="grid gap-2 rounded-md border p-3" aria-busy="true">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : items.data.length === 0 ? (
        <EmptyState
          icon={Trash2}
          title={t('trash.empty')}
          description={t('trash.emptyHint', { days: TRASH_RETENTION_DAYS })}
        />
      ) : (
        <TrashTable
          items={items.data}
          canManage={canManage}
          restoring={restore.isPending ? restore.variables?.id : undefined}
          onRestore={restoreItem}
          onPurge={setToPurge}
          contents={(item) => t('trash.contents', counts(item))}
          now={items.dataUpdatedAt}
        />
      )}

      {canManage && (
        <ConfirmDialog
          open={toPurge !== null}
          onClose={() => setToPurge(null)}
          title={t('trash.purgeDialog.title')}
          description={
            shownPurge
              ? t(`trash.purgeDialog.description.${shownPurge.kind}`, {
                  label: shownPurge.label,
                  contents: t('trash.contents', counts(shownPurge)),
                })
              : ''
          }
          cancelLabel={t('trash.purgeDialog.cancel')}
          confirmLabel={t('trash.purgeDialog.confirm')}
          pendingLabel={t('trash.purgeDialog.deleting')}
          destructive
          onConfirm={purgeItem}
          errorTitle={t('trash.toast.purgeError')}
        >
          {shownPurge && <ConfirmSubject>{shownPurge.label}</ConfirmSubject>}
        </ConfirmDialog>
      )}
    </div>
  );
}

function TrashTable({
  items,
  canManage,
  restoring,
  onRestore,
  onPurge,
  contents,
  now,
}: {
  items: TrashItem[];
  canManage: boolean;
  /** The item being restored, whose button spins. */
  restoring: number | undefined;
  onRestore: (item: TrashItem) => void;
  onPurge: (item: TrashItem) => void;
  contents: (item: TrashItem) => string;
  /** When the list was read: the days left count from then. */
  now: number;
}) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const day = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  const th = 'px-3 py-2 font-medium';
  return (
    <div
      role="region"
      aria-label={t('trash.listLabel')}
      // Scrollable by keyboard on a narrow screen.
      tabIndex={0}
      className="overflow-x-auto rounded-md border bg-card"
    >
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">{t('trash.listLabel')}</caption>
        <thead className="border-b bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className={th}>
              {t('trash.columns.item')}
            </th>
            <th scope="col" className={th}>
              {t('trash.columns.contents')}
            </th>
            <th scope="col" className={th}>
              {t('trash.columns.deletedBy')}
            </th>
            <th scope="col" className={th}>
              {t('trash.columns.deletedAt')}
            </th>
            <th scope="col" className={th}>
              {t('trash.columns.purge')}
            </th>
            {canManage && (
              <th scope="col" className={th}>
                <span className="sr-only">{t('trash.columns.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const left = daysLeft(item.purgeAt, now);
            return (
              <tr key={item.id} className="border-b align-top last:border-b-0">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <div className="grid justify-items-start gap-1">
                    <Badge variant="outline">{t(`trash.kinds.${item.kind}`)}</Badge>
                    <span className="font-medium break-words">{item.label}</span>
                  </div>
                </th>
                <td className="px-3 py-2">{item.kind === 'language' ? contents(item) : '—'}</td>
                <td className="px-3 py-2 break-all">
                  {item.deletedBy ?? (
                    <span className="text-muted-foreground italic">{t('trash.unknownUser')}</span>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                  <time dateTime={new Date(item.deletedAt).toISOString()}>
                    {when.format(item.deletedAt)}
                  </time>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <span className={left <= 7 ? 'font-medium text-destructive' : undefined}>
                    {t('trash.purgeIn', { count: left })}
                  </span>
                  <br />
                  <time
                    className="text-xs text-muted-foreground tabular-nums"
                    dateTime={new Date(item.purgeAt).toISOString()}
                  >
                    {day.format(item.purgeAt)}
                  </time>
                </td>
                {canManage && (
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t('trash.restoreLabel', { label: item.label })}
                        disabled={restoring !== undefined}
                        onClick={() => onRestore(item)}
                      >
                        {restoring === item.id ? <Spinner /> : <RotateCcw aria-hidden="true" />}
                        {restoring === item.id ? t('trash.restoring') : t('trash.restore')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive hover:text-destructive"
                        aria-label={t('trash.purgeLabel', { label: item.label })}
                        disabled={restoring === item.id}
                        onClick={() => onPurge(item)}
                      >
                        <Trash2 aria-hidden="true" />
                        {t('trash.purge')}
                      </Button>
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
