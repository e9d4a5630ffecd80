import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicStats } from '@shared/schemas/stats';
import { queryKeys } from '@client/lib/query-keys';

/** The anonymous statistics strip, read with the default query function. */
export const publicStatsQuery = queryOptions<PublicStats>({ queryKey: queryKeys.publicStats });

export const usePublicStats = () => useQuery(publicStatsQuery);
