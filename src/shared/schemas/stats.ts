import { z } from 'zod';

/**
 * The public statistics strip: what a visitor can reach. Approved words of live languages, the
 * expressions their pages list, and the localities and countries where live languages are spoken.
 */
export const PublicStatsSchema = z.object({
  countriesCount: z.number().int(),
  languagesCount: z.number().int(),
  localitiesCount: z.number().int(),
  wordsCount: z.number().int(),
  expressionsCount: z.number().int(),
});
export type PublicStats = z.infer<typeof PublicStatsSchema>;
