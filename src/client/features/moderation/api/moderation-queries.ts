import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WordEntry, WordStatus, WordStatusInput } from '@shared/schemas/words';
import { api } from '@client/lib/api-client';
import { invalidateLists } from '@client/lib/query-keys';

/**
 * Words reads all start with '/api/words' (the words feature uses the same prefix), so
 * invalidating it refreshes the pending list and the words list together.
 */
const WORDS_KEY = ['/api/words'] as const;
const PENDING_KEY = ['/api/words', 'pending'] as const;

/** GET /api/words/pending: the submissions waiting for review. */
export function usePendingWords() {
  return useQuery<WordEntry[]>({ queryKey: PENDING_KEY });
}

/**
 * PATCH /api/words/{id}/status: the server records the reviewer from the session; a rejection may
 * carry a reason.
 * Afterwards the pending list, the words list and the counts are read again.
 */
export function useSetWordStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      status,
      reason,
    }: {
      id: number;
      status: Exclude<WordStatus, 'pending'>;
      /** With a rejection: why, for the word's submitter. Sent only when given. */
      reason?: string;
    }) => {
      const body: WordStatusInput = reason ? { status, reason } : { status };
      return api.patch<WordEntry>(`/api/words/${id}/status`, body);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WORDS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/search/words'] }),
        invalidateLists(queryClient, ['dashboardStats', 'publicStats', 'dictionary']),
      ]),
  });
}
