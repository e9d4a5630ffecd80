import { z } from 'zod';
import { PublicStatsSchema } from './stats';

export const DashboardStatsSchema = PublicStatsSchema.extend({
  /** French entries that have approved local words (once a fixed 0, a placeholder). */
  equivalencesCount: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
