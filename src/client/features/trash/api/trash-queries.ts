import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrashItem } from '@shared/schemas/trash';
import { api } from '@client/lib/api-client';
import { sessionQueryKey } from '@client/lib/query-client';
import { invalidateLists, queryKeys } from '@client/lib/query-keys';

/** What deletions put in the trash, newest first; read again each time the page opens. */
export function useTrash(enabled = true) {
  return useQuery<TrashItem[]>({ queryKey: queryKeys.trash, enabled, staleTime: 0 });
}

/**
 * Brings an item back. A language comes back with its words and expressions, which every list,
 * count and dictionary page may show: every read but the session's is done again.
 */
export function useRestoreTrashItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: TrashItem) => api.post(`/api/trash/${item.id}/restore`),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
      }),
  });
}

/** Deletes an item for good, ahead of the daily purge. */
export function usePurgeTrashItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: TrashItem) => api.delete(`/api/trash/${item.id}`),
    onSuccess: () => invalidateLists(queryClient, ['trash']),
  });
}
