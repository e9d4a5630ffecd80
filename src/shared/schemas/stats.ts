import { z } from 'zod';

/** The public statistics strip: live content only, approved words only. */
export const PublicStatsSchema = z.object({
  countriesCount: z.number().int(),
  languagesCount: z.number().int(),
  localitiesCount: z.number().int(),
  wordsCount: z.number().int(),
  expressionsCount: z.number().int(),
});
export type PublicStats = z.infer<typeof PublicStatsSchema>;
