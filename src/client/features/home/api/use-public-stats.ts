import { useQuery } from '@tanstack/react-query';
import type { PublicStats } from '@shared/schemas/stats';

/** The anonymous statistics strip, read with the default query function. */
export function usePublicStats() {
  return useQuery<PublicStats>({ queryKey: ['/api/public/stats'] });
}
