import { z } from 'zod';
import { PublicStatsSchema } from './stats';

export const DashboardStatsSchema = PublicStatsSchema.extend({
  /** French entries that have approved local words (the spec's fixed 0 was a placeholder). */
  equivalencesCount: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
