import { useTranslation } from 'react-i18next';
import type { JobStatus } from '@shared/schemas/dictionary';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import { useFormatNumber } from '@client/lib/use-format-number';
import { useRefreshDictionary } from '../api/dictionary-queries';

type CountKey = 'wordsImported' | 'wordsAdded' | 'definitionsUpdated' | 'processed';

/**
 * The toasts of the background jobs: started, could not start (the server's reason,
 * e.g. the 409 of a job already running), and finished, once the figures on screen are read again
 * ('Impossible d'actualiser les données' if that fails).
 */
export function useJobToasts() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const errorMessage = useErrorMessage();
  const refresh = useRefreshDictionary();

  const counted = (key: CountKey, count: number, total?: number) =>
    t(`referenceDictionary.toast.${key}`, {
      count,
      formatted: formatNumber(count),
      total: total === undefined ? undefined : formatNumber(total),
    });
  const errors = (count: number) =>
    t('referenceDictionary.job.errors', { count, formatted: formatNumber(count) });
  const relations = (count: number) =>
    t('referenceDictionary.job.relations', { count, formatted: formatNumber(count) });

  /** What each job's completion toast says: its counts. */
  const summaries = {
    import: (job: JobStatus) =>
      `${counted('wordsImported', job.imported, job.total)} · ${errors(job.errors)}`,
    syncBoth: (job: JobStatus) =>
      `${counted('wordsAdded', job.wordsAdded)} · ${relations(job.relationsCreated)}`,
    syncDefinitions: (job: JobStatus) =>
      `${counted('definitionsUpdated', job.updatedCount)} · ${errors(job.errors)}`,
    fixDefinitions: (job: JobStatus) =>
      `${counted('processed', job.imported)} · ${errors(job.errors)}`,
  };

  return {
    summaries,
    started: (title: string, description?: string) => toast({ title, description }),
    startFailed: (title: string) => (error: unknown) =>
      toast({ variant: 'destructive', title, description: errorMessage(error) }),
    /** A job ended: the figures are read again, then its outcome is said. */
    finished: async (
      job: JobStatus,
      titles: { success: string; failure: string },
      summary: (job: JobStatus) => string,
    ) => {
      try {
        await refresh();
      } catch (error) {
        toast({
          variant: 'destructive',
          title: t('referenceDictionary.toast.refreshError'),
          description: errorMessage(error),
        });
        return;
      }
      if (job.state === 'failed' || job.state === 'interrupted') {
        toast({
          variant: 'destructive',
          title: titles.failure,
          description: job.message ?? t('referenceDictionary.toast.jobStopped'),
        });
      } else {
        toast({ title: titles.success, description: summary(job) });
      }
    },
  };
}
