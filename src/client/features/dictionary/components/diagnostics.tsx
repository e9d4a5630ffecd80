import { useTranslation } from 'react-i18next';
import type { JobStatus, SourceProblemCode } from '@shared/schemas/dictionary';

/**
 * The technical detail behind a message (paths, packages, settings), folded away: the server
 * sends it to admins only, so other roles never see the disclosure.
 */
export function Diagnostics({ detail }: { detail: string | null | undefined }) {
  const { t } = useTranslation();
  if (!detail) return null;
  return (
    <details className="text-sm text-muted-foreground">
      <summary className="cursor-pointer">{t('referenceDictionary.diagnostics')}</summary>
      <pre className="mt-1 font-mono text-xs break-words whitespace-pre-wrap">{detail}</pre>
    </details>
  );
}

/** Why a source cannot be read here, in the reader's language. */
export function useSourceProblem() {
  const { t } = useTranslation();
  return (code: SourceProblemCode | null) =>
    code ? t(`referenceDictionary.sourceProblem.${code}`) : '';
}

/** A job's messages (a source it could not read, a restart...) and, for admins, their detail. */
export function JobNotes({ job }: { job: Pick<JobStatus, 'message' | 'detail'> }) {
  if (!job.message && !job.detail) return null;
  return (
    <div className="grid gap-1" data-testid="job-notes">
      {job.message && <p className="text-sm text-muted-foreground">{job.message}</p>}
      <Diagnostics detail={job.detail} />
    </div>
  );
}
