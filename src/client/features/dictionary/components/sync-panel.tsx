import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@client/components/form/form-section';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useFormatNumber } from '@client/lib/use-format-number';
import {
  isJobRunning,
  jobStatusKeys,
  startSyncBoth,
  useBackgroundJob,
} from '../api/dictionary-jobs';
import { useSyncDiscrepancies } from '../api/dictionary-queries';
import { JobProgress } from './job-progress';
import { useJobToasts } from './use-job-toasts';

/**
 * The synchronisation of both dictionaries: the discrepancies, read every 5 s; the
 * button that starts it (admins and editors); its progress, read every 2 s while it runs; then
 * the counts are read again and 'Synchronisation terminée' says how many words were added and
 * relations created.
 */
export function SyncPanel({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const toasts = useJobToasts();
  const job = useBackgroundJob({
    statusKey: jobStatusKeys.syncBoth,
    start: startSyncBoth,
    onFinished: (finished) =>
      void toasts.finished(
        finished,
        {
          success: t('referenceDictionary.toast.syncFinished'),
          failure: t('referenceDictionary.toast.syncError'),
        },
        toasts.summaries.syncBoth,
      ),
  });
  const status = job.status.data;

  const start = () =>
    job.start.mutate(undefined, {
      onSuccess: () =>
        toasts.started(
          t('referenceDictionary.toast.syncStarted'),
          t('referenceDictionary.toast.syncStartedDescription'),
        ),
      onError: toasts.startFailed(t('referenceDictionary.toast.syncError')),
    });

  return (
    <FormSection
      title={t('referenceDictionary.sync.title')}
      description={t('referenceDictionary.sync.description')}
    >
      <Discrepancies />
      {status && isJobRunning(status) && (
        <JobProgress job={status} label={t('referenceDictionary.sync.running')} showRelations />
      )}
      {canManage ? (
        <div>
          <Button onClick={start} disabled={job.running}>
            {job.running ? <Spinner /> : <RefreshCw aria-hidden="true" />}
            {job.start.isPending
              ? t('referenceDictionary.sync.starting')
              : job.running
                ? t('referenceDictionary.sync.running')
                : t('referenceDictionary.sync.start')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('referenceDictionary.readOnly')}</p>
      )}
    </FormSection>
  );
}

/** needsSync and totalDiscrepancies, as they are every 5 s. */
function Discrepancies() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const discrepancies = useSyncDiscrepancies();
  const data = discrepancies.data;
  let text: string;
  if (data) {
    text = data.needsSync
      ? t('referenceDictionary.sync.needsSync', {
          count: data.totalDiscrepancies,
          formatted: formatNumber(data.totalDiscrepancies),
        })
      : t('referenceDictionary.sync.upToDate');
  } else if (discrepancies.isError) {
    text = t('referenceDictionary.sync.discrepanciesError');
  } else {
    text = t('referenceDictionary.sync.checking');
  }
  return (
    <p
      role="status"
      data-testid="sync-discrepancies"
      className={data?.needsSync ? 'font-medium text-foreground' : 'text-sm text-muted-foreground'}
    >
      {text}
    </p>
  );
}
