import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH } from '@shared/search-text';
import type { Locality } from '@shared/schemas/places';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export function useLocalities() {
  return useQuery<Locality[]>({ queryKey: queryKeys.localities });
}

/**
 * Localities whose name matches (tones and accents ignored, server side). Nothing is asked below
 * 2 characters; the previous answer stays shown while the next one loads.
 */
export function useLocalitySearch(query: string) {
  const q = query.trim();
  return useQuery<Locality[]>({
    queryKey: [...queryKeys.localitySearch, q],
    queryFn: ({ signal }) =>
      api.get(`/api/localities/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
