import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InterchangeFormat,
  InterchangeImportRequest,
  InterchangeJob,
  InterchangePreview,
} from '@shared/schemas/interchange';
import { api, apiUpload } from '@client/lib/api-client';

/** An import that is queued or running is read again every second. */
export const JOB_POLL_MS = 1000;

export const isJobActive = (job: InterchangeJob | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

const jobKey = (jobId: string) => ['/api/interchange/jobs', jobId] as const;

export interface PreviewInput {
  file: File;
  languageId: number;
  format: InterchangeFormat;
}

/**
 * POST /api/interchange/preview (multipart): the file read, nothing written. `onProgress` follows
 * the upload (0 to 1); `signal` abandons it.
 */
export function requestPreview(
  { file, languageId, format }: PreviewInput,
  options: { onProgress?: (sent: number) => void; signal?: AbortSignal } = {},
) {
  const body = new FormData();
  // The fields first: the server knows what to read before the file's bytes arrive.
  body.set('languageId', String(languageId));
  body.set('format', format);
  body.set('file', file, file.name);
  return apiUpload<InterchangePreview>('/api/interchange/preview', body, options);
}

/** POST /api/interchange/import: the previewed file imported by a background job. */
export function useStartImport() {
  return useMutation({
    mutationFn: (request: InterchangeImportRequest) =>
      api.post<{ jobId: string }>('/api/interchange/import', request),
  });
}

/** GET /api/interchange/jobs/{jobId}, read every second while the job is queued or running. */
export function useImportJob(jobId: string) {
  return useQuery<InterchangeJob>({
    queryKey: jobKey(jobId),
    refetchInterval: (query) => (isJobActive(query.state.data) ? JOB_POLL_MS : false),
  });
}

/** DELETE /api/interchange/jobs/{jobId}: cancels the job; its answer is the job as it stands. */
export function useCancelImport(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<InterchangeJob>(`/api/interchange/jobs/${encodeURIComponent(jobId)}`),
    onSuccess: async (job) => {
      // A poll sent before the cancel would answer the job as it was: drop it.
      await queryClient.cancelQueries({ queryKey: jobKey(jobId) });
      queryClient.setQueryData(jobKey(jobId), job);
    },
  });
}
