import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Region, RegionInput } from '@shared/schemas/places';
import { api } from '@client/lib/api-client';
import { invalidateLists } from '@client/lib/query-keys';

export function useCreateRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegionInput) => api.post<Region>('/api/regions', input),
    onSuccess: () => invalidateLists(queryClient, ['regions']),
  });
}

/** Refused (409, with a message) while a locality uses the region. */
export function useDeleteRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (region: Region) => api.delete(`/api/regions/${region.id}`),
    // Localities show their region's name.
    onSuccess: () => invalidateLists(queryClient, ['regions', 'localities', 'localitySearch']),
  });
}
