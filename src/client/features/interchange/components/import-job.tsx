import { useEffect, useRef, useState } from 'react';
import { CircleAlert, CircleCheck, CircleSlash, Download, FileUp, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InterchangeJob } from '@shared/schemas/interchange';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { LoadError } from '@client/components/layout/load-error';
import { FormLoading } from '@client/components/form/form-page';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { useFormatNumber } from '@client/lib/use-format-number';
import { isJobActive, useCancelImport, useImportJob } from '../api/interchange-api';

/**
 * An import job, read every second while it is queued or running: its progress as a bar and in
 * figures (created, updated, skipped), and a cancel button that asks first. Once it has ended:
 * how (completed, failed and why, cancelled), its report, and the way to import another file.
 * Its address carries the job, so a reload comes back here.
 */
export function ImportJobView({
  jobId,
  onAnother,
}: {
  jobId: string;
  onAnother: (languageId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const job = useImportJob(jobId);

  if (job.isError && !job.data) {
    if (job.error instanceof ApiError && job.error.status === 404) {
      return (
        <Card role="alert">
          <CardContent className="grid gap-3 p-6">
            <p className="font-medium">{t('interchange.job.notFound')}</p>
            <div>
              <AnotherButton onClick={() => onAnother(undefined)} />
            </div>
          </CardContent>
        </Card>
      );
    }
    return (
      <LoadError
        title={t('interchange.job.loadError')}
        error={job.error}
        onRetry={() => void job.refetch()}
      />
    );
  }
  if (!job.data) return <FormLoading label={t('interchange.job.loading')} />;
  return <JobCard job={job.data} onAnother={() => onAnother(job.data.languageId)} />;
}

function AnotherButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" onClick={onClick}>
      <FileUp aria-hidden="true" />
      {t('interchange.job.another')}
    </Button>
  );
}

const OUTCOME_ICONS = {
  completed: CircleCheck,
  failed: CircleAlert,
  cancelled: CircleSlash,
} as const;

function JobCard({ job, onAnother }: { job: InterchangeJob; onAnother: () => void }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const cancel = useCancelImport(job.jobId);
  const [confirming, setConfirming] = useState(false);
  const active = isJobActive(job);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasActive = useRef(active);

  // The card's heading takes the focus when it arrives (the start button that led here is gone,
  // and a small file may have ended already), and again at the end of a job followed here.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (wasActive.current && !active) heading.current?.focus();
    wasActive.current = active;
  }, [active]);

  const figures = t('interchange.job.figures', {
    processed: formatNumber(job.processed),
    total: formatNumber(job.total),
  });
  const counts = (['created', 'updated', 'skipped'] as const).map((key) => ({
    key,
    value: job[key],
  }));
  const Icon = active ? null : OUTCOME_ICONS[job.status as keyof typeof OUTCOME_ICONS];

  return (
    <Card>
      <CardContent className="grid gap-4 p-6">
        <div className="grid gap-1">
          <h2
            ref={heading}
            tabIndex={-1}
            className="flex items-center gap-2 text-xl font-semibold outline-none"
          >
            {active ? (
              <Spinner />
            ) : (
              Icon && (
                <Icon
                  aria-hidden="true"
                  className={job.status === 'failed' ? 'text-destructive' : undefined}
                />
              )
            )}
            {t(`interchange.job.status.${job.status}`)}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('interchange.job.file', {
              file: job.fileName,
              format: t(`interchange.formats.${job.format}.name`),
            })}
          </p>
        </div>

        <div role="status" aria-live="polite" className="grid gap-1">
          {job.status === 'failed' && job.message && (
            <p className="text-sm font-medium text-destructive">{job.message}</p>
          )}
        </div>

        <div className="grid gap-2">
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <span>{t('interchange.job.progress')}</span>
            <span className="text-muted-foreground tabular-nums">
              {job.status === 'queued' ? t('interchange.job.queued') : figures}
            </span>
          </div>
          <Progress
            value={
              job.status === 'queued' || job.total === 0
                ? undefined
                : Math.min(1, job.processed / job.total)
            }
            aria-label={t('interchange.job.progress')}
            valueText={job.status === 'queued' ? t('interchange.job.queued') : figures}
          />
        </div>

        <dl className="grid grid-cols-3 gap-3">
          {counts.map(({ key, value }) => (
            <div key={key} className="rounded-md border p-3">
              <dt className="text-sm text-muted-foreground">{t(`interchange.job.${key}`)}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{formatNumber(value)}</dd>
            </div>
          ))}
        </dl>

        <div className="flex flex-wrap gap-2">
          {active && (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              <Square aria-hidden="true" />
              {t('interchange.job.cancel')}
            </Button>
          )}
          {!active && job.reportUrl && (
            <Button asChild>
              <a href={job.reportUrl} download>
                <Download aria-hidden="true" />
                {t('interchange.job.report')}
              </a>
            </Button>
          )}
          {!active && <AnotherButton onClick={onAnother} />}
        </div>
      </CardContent>

      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('interchange.cancelDialog.title')}
        description={t('interchange.cancelDialog.description')}
        cancelLabel={t('interchange.cancelDialog.keepGoing')}
        confirmLabel={t('interchange.cancelDialog.confirm')}
        pendingLabel={t('interchange.cancelDialog.pending')}
        destructive
        errorTitle={t('interchange.cancelDialog.error')}
        onConfirm={async () => {
          await cancel.mutateAsync();
          setConfirming(false);
        }}
      />
    </Card>
  );
}
