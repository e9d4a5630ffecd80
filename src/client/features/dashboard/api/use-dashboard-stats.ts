import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@shared/schemas/dashboard';

/** The six dashboard counts, read with the default query function. */
export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: ['/api/dashboard/stats'] });
}
