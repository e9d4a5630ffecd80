import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DeleteWordResult, PaginatedWords, WordEntry } from '@shared/schemas/words';
import { api } from '@client/lib/api-client';
import { invalidateLists } from '@client/lib/query-keys';
import { usePagedQuery, type PageParams } from '@client/lib/use-paged-query';

/**
 * Every words read starts with '/api/words', so invalidating that prefix refreshes the lists, the
 * pending list and single words at once (the moderation feature relies on the same prefix).
 */
export const wordKeys = {
  all: ['/api/words'] as const,
  detail: (id: number) => ['/api/words', id] as const,
};

/**
 * After any change to a word: the word lists, global searches, the dashboard and home counts, and
 * the reference dictionary's reads (its entries list the local words that use them).
 */
export async function invalidateWords(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: wordKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['/api/search/words'] }),
    invalidateLists(queryClient, ['dashboardStats', 'publicStats', 'dictionary']),
  ]);
}

/** One page of words (GET /api/words/paginated). */
export const useWordsPage = (params: PageParams) =>
  usePagedQuery<PaginatedWords>('/api/words', params);

/**
 * DELETE /api/words/{id}: without `force` the server may answer that confirmation is
 * needed (expressions would be deleted or unlinked) and deletes nothing; with it, it deletes.
 */
export function useDeleteWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, force }: { id: number; force: boolean }) =>
      api.delete<DeleteWordResult>(`/api/words/${id}${force ? '?forceDelete=true' : ''}`),
    onSuccess: async (result) => {
      if (!('requiresConfirmation' in result)) await invalidateWords(queryClient);
    },
  });
}

/**
 * POST /api/words/{id}/reopen: a rejected word back in the moderation queue (moderators only).
 * Afterwards the lists, the pending list and the counts are read again.
 */
export function useReopenWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<WordEntry>(`/api/words/${id}/reopen`),
    onSuccess: () => invalidateWords(queryClient),
  });
}
