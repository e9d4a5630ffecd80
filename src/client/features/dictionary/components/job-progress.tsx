import { useTranslation } from 'react-i18next';
import type { JobStatus } from '@shared/schemas/dictionary';
import { Progress } from '@client/components/ui/progress';
import { Spinner } from '@client/components/ui/spinner';
import { useFormatNumber } from '@client/lib/use-format-number';
import { jobProgress } from '../api/dictionary-jobs';
import { JobNotes } from './diagnostics';

/**
 * A running job: what it is, imported of total as a bar and in figures, the word being
 * read (in its language), the errors so far and, for synchronisations, the relations created.
 */
export function JobProgress({
  job,
  label,
  lang,
  showRelations = false,
}: {
  job: JobStatus;
  label: string;
  /** The language of `currentWord` ('fr', 'en'), when the job reads one dictionary. */
  lang?: string;
  showRelations?: boolean;
}) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const queued = job.state === 'queued';
  const figures = t('referenceDictionary.job.progress', {
    imported: formatNumber(job.imported),
    total: formatNumber(job.total),
  });
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3" data-testid="job-progress">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span className="flex items-center gap-2 font-medium">
          <Spinner />
          {label}
        </span>
        <span className="text-muted-foreground tabular-nums">
          {queued ? t('referenceDictionary.job.queued') : figures}
        </span>
      </div>
      <Progress
        value={queued ? undefined : jobProgress(job)}
        aria-label={`${label} — ${t('referenceDictionary.job.progressLabel')}`}
        valueText={queued ? t('referenceDictionary.job.queued') : figures}
      />
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {job.currentWord && (
          <span className="min-w-0 break-words">
            {t('referenceDictionary.job.currentWord')}{' '}
            <span lang={lang} className="font-medium text-foreground">
              {job.currentWord}
            </span>
          </span>
        )}
        <span className="tabular-nums">
          {t('referenceDictionary.job.errors', {
            count: job.errors,
            formatted: formatNumber(job.errors),
          })}
        </span>
        {showRelations && (
          <span className="tabular-nums">
            {t('referenceDictionary.job.relations', {
              count: job.relationsCreated,
              formatted: formatNumber(job.relationsCreated),
            })}
          </span>
        )}
      </div>
      <JobNotes job={job} />
    </div>
  );
}
