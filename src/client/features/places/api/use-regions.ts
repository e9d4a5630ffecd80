import { useQuery } from '@tanstack/react-query';
import type { Region } from '@shared/schemas/places';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** The regions of one country (nothing is read until a country is chosen). */
export function useRegions(countryId: number | null | undefined) {
  return useQuery<Region[]>({
    queryKey: [...queryKeys.regions, { countryId }],
    queryFn: ({ signal }) => api.get(`/api/regions?countryId=${countryId}`, { signal }),
    enabled: countryId != null,
  });
}
