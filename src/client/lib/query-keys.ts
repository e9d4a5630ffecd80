import type { QueryClient } from '@tanstack/react-query';

/**
 * Cache keys of the reference data (the default query function GETs the key joined with '/').
 * Kept here, outside the features, because a change in one list affects the others: languages
 * embed their localities, localities name their country and region, and the dashboard counts them.
 */
export const queryKeys = {
  languages: ['/api/languages'],
  localities: ['/api/localities'],
  localitySearch: ['/api/localities/search'],
  countries: ['/api/countries'],
  regions: ['/api/regions'],
  dashboardStats: ['/api/dashboard/stats'],
  publicStats: ['/api/public/stats'],
  /**
   * Every read of the French/English reference dictionary (counts, searches, word pages with their
   * local equivalents, cross-language groups): a local word's change shows there too.
   */
  dictionary: ['/api/dictionary'],
  /** What deletions put in the trash (a language deleted goes there). */
  trash: ['/api/trash'],
} as const;

export type ReferenceList = keyof typeof queryKeys;

/** Marks the given lists stale; the ones on screen are read again at once. */
export function invalidateLists(queryClient: QueryClient, lists: readonly ReferenceList[]) {
  return Promise.all(
    lists.map((list) => queryClient.invalidateQueries({ queryKey: queryKeys[list] })),
  );
}
