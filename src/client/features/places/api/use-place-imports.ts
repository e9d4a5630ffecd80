import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '@shared/schemas/common';
import { api } from '@client/lib/api-client';
import { invalidateLists } from '@client/lib/query-keys';

/** Imports the countries from the bundled geography data (those already there are skipped). */
export function usePopulateCountries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ImportResult>('/api/countries/populate'),
    onSuccess: () => invalidateLists(queryClient, ['countries', 'dashboardStats', 'publicStats']),
  });
}

/** Imports the first-level regions of one country. */
export function usePopulateRegions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (countryId: number) =>
      api.post<ImportResult>(`/api/countries/${countryId}/populate-regions`),
    onSuccess: () => invalidateLists(queryClient, ['regions']),
  });
}

/** Imports the regions of every country at once. */
export function usePopulateAllRegions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ImportResult>('/api/regions/populate-all'),
    onSuccess: () => invalidateLists(queryClient, ['regions']),
  });
}
