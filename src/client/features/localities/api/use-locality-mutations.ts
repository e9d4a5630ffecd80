import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locality, LocalityInput } from '@shared/schemas/places';
import { api } from '@client/lib/api-client';
import { invalidateLists, type ReferenceList } from '@client/lib/query-keys';

/**
 * What a locality change touches: the lists and searches of localities, the languages (which
 * embed their localities), the regions (a custom region name creates one) and the counts.
 */
const AFFECTED: readonly ReferenceList[] = [
  'localities',
  'localitySearch',
  'languages',
  'regions',
  'dashboardStats',
  'publicStats',
];

export function useSaveLocality() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: LocalityInput }) =>
      id === undefined
        ? api.post<Locality>('/api/localities', input)
        : api.put<Locality>(`/api/localities/${id}`, input),
    onSuccess: () => invalidateLists(queryClient, AFFECTED),
  });
}

/** Refused (409, the message says which languages or expressions use it) while it is in use. */
export function useDeleteLocality() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locality: Locality) => api.delete(`/api/localities/${locality.id}`),
    onSuccess: () => invalidateLists(queryClient, AFFECTED),
  });
}
