import { useEffect, useEffectEvent, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DictionarySide, DictionarySourceName, JobStatus } from '@shared/schemas/dictionary';
import { api, ApiError } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** A running import or synchronisation is read again every 2 s. */
export const JOB_POLL_MS = 2000;

/** Where each job's status is read (GET, the key joined with '/'). */
export const jobStatusKeys = {
  import: (side: DictionarySide) => [...queryKeys.dictionary, 'import-status', side] as const,
  syncBoth: [...queryKeys.dictionary, 'sync-status'] as const,
  /** sync-definitions has a status route of its own too (decision 017). */
  syncDefinitions: (side: DictionarySide) =>
    [...queryKeys.dictionary, side, 'sync-definitions-status'] as const,
  fixDefinitions: [...queryKeys.dictionary, 'fix-definitions-status'] as const,
};

/** Queued or running: its status is worth reading again. */
export const isJobRunning = (job: JobStatus | undefined): boolean =>
  job !== undefined && (job.isImporting || job.state === 'queued' || job.state === 'running');

/** Whether a start's answer is the JobStatus the contract promises. */
const isJobStatus = (value: unknown): value is JobStatus =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as JobStatus).isImporting === 'boolean' &&
  'jobId' in value;

/** The share done, 0 to 1, or undefined while the total is unknown. */
export const jobProgress = (job: JobStatus) =>
  job.total > 0 ? Math.min(1, job.imported / job.total) : undefined;

interface BackgroundJobOptions<TInput> {
  statusKey: readonly unknown[];
  /** Starts the job (a POST answering its JobStatus; a second start while one runs: 409). */
  start: (input: TInput) => Promise<JobStatus>;
  /** Once the job this screen started, or saw running, has finished (completed, failed...). */
  onFinished: (job: JobStatus) => void;
}

/**
 * One kind of background job (idle, importing, finished): its status, read every 2 s
 * while it runs, and the start button's mutation. `onFinished` runs once for a job this page
 * started or saw running, when its status says it has stopped; a job that had already finished
 * when the page opened says nothing.
 */
export function useBackgroundJob<TInput>({
  statusKey,
  start,
  onFinished,
}: BackgroundJobOptions<TInput>) {
  const queryClient = useQueryClient();
  const status = useQuery<JobStatus>({
    queryKey: statusKey,
    refetchInterval: (query) => (isJobRunning(query.state.data) ? JOB_POLL_MS : false),
  });

  // The job whose end is awaited ({ jobId } rather than the id, which may be null).
  const awaited = useRef<{ jobId: number | null } | null>(null);
  const finished = useEffectEvent(onFinished);
  const job = status.data;
  useEffect(() => {
    if (!job) return;
    if (isJobRunning(job)) {
      awaited.current = { jobId: job.jobId };
    } else if (awaited.current && awaited.current.jobId === job.jobId) {
      awaited.current = null;
      finished(job);
    }
  }, [job]);

  const mutation = useMutation({
    mutationFn: start,
    onSuccess: async (started) => {
      // A poll sent before the start would answer the previous job: drop it.
      await queryClient.cancelQueries({ queryKey: statusKey });
      if (isJobStatus(started)) {
        awaited.current = { jobId: started.jobId };
        queryClient.setQueryData(statusKey, started);
      } else {
        // Not the contract's answer: follow whatever job the status says runs.
        await queryClient.invalidateQueries({ queryKey: statusKey });
      }
    },
    onError: (error) => {
      // Already running (409): show that job's progress.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: statusKey });
      }
    },
  });

  return { status, start: mutation, running: isJobRunning(job) || mutation.isPending };
}

export interface ImportInput {
  maxWords: number;
  /** Omitted: the server's default, the offline sources available there. */
  sources?: DictionarySourceName[];
}

/** POST /api/dictionary/{side}/import-background {maxWords, sources?}. */
export const startImport = (side: DictionarySide) => (input: ImportInput) =>
  api.post<JobStatus>(`/api/dictionary/${side}/import-background`, input);

/** POST /api/dictionary/sync-both: links and completes the two dictionaries from each other. */
export const startSyncBoth = () => api.post<JobStatus>('/api/dictionary/sync-both');

/** POST /api/dictionary/{side}/sync-definitions: fills missing definitions. */
export const startSyncDefinitions = (side: DictionarySide) => () =>
  api.post<JobStatus>(`/api/dictionary/${side}/sync-definitions`);

/** POST /api/dictionary/french/fix-definitions {wordIds}: the entries the check found. */
export const startFixDefinitions = (wordIds: number[]) =>
  api.post<JobStatus>('/api/dictionary/french/fix-definitions', { wordIds });
