import { useQuery } from '@tanstack/react-query';
import type { Locality } from '@shared/schemas/places';
import { queryKeys } from './query-keys';

/** The localities a form offers (GET /api/localities, the localities page's cache). */
export function useLocalityOptions() {
  return useQuery<Locality[]>({ queryKey: queryKeys.localities });
}
