import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Count,
  DefinitionsCheck,
  DictionarySide,
  DictionarySourceInfo,
  DictionaryStats,
  DictionaryWord,
  SyncDiscrepancies,
} from '@shared/schemas/dictionary';
import type { DictionarySearchHit } from '@shared/schemas/words';
import { api } from '@client/lib/api-client';
import { invalidateLists, queryKeys } from '@client/lib/query-keys';
import { searchTerm } from '@client/lib/search-term';

/** The sync discrepancies are read again every 5 s while they are on screen. */
export const DISCREPANCIES_POLL_MS = 5000;

/**
 * The reference dictionary's reads, all under '/api/dictionary' (queryKeys.dictionary), so a change
 * to a local word or a finished job refreshes them at once. The default query function GETs the
 * key joined with '/'.
 */
export const dictionaryKeys = {
  all: queryKeys.dictionary,
  stats: [...queryKeys.dictionary, 'stats'] as const,
  count: (side: DictionarySide) => [...queryKeys.dictionary, side, 'count'] as const,
  missingDefinitions: (side: DictionarySide) =>
    [...queryKeys.dictionary, side, 'missing-definitions-count'] as const,
  checkDefinitions: [...queryKeys.dictionary, 'french', 'check-definitions'] as const,
  discrepancies: [...queryKeys.dictionary, 'sync-discrepancies'] as const,
  sources: [...queryKeys.dictionary, 'sources'] as const,
  word: (side: DictionarySide, id: number) => [...queryKeys.dictionary, side, 'word', id] as const,
  /** The same key as the word form's dictionary search: one cache for both. */
  search: (side: DictionarySide, q: string) =>
    [...queryKeys.dictionary, side, 'search', q] as const,
};

/** GET /api/dictionary/stats: frenchWordsCount, englishWordsCount. */
export const useDictionaryStats = () =>
  useQuery<DictionaryStats>({ queryKey: dictionaryKeys.stats });

/** GET /api/dictionary/{side}/count. */
export const useDictionaryCount = (side: DictionarySide) =>
  useQuery<Count>({ queryKey: dictionaryKeys.count(side) });

/** GET /api/dictionary/{side}/missing-definitions-count. */
export const useMissingDefinitionsCount = (side: DictionarySide) =>
  useQuery<Count>({ queryKey: dictionaryKeys.missingDefinitions(side) });

/** GET /api/dictionary/sources: each source, its licence, and whether this server can read it. */
export const useDictionarySources = () =>
  useQuery<DictionarySourceInfo[]>({ queryKey: dictionaryKeys.sources });

/**
 * GET /api/dictionary/sync-discrepancies, read again every 5 s while shown: whether the
 * two dictionaries need a synchronisation.
 */
export const useSyncDiscrepancies = () =>
  useQuery<SyncDiscrepancies>({
    queryKey: dictionaryKeys.discrepancies,
    refetchInterval: DISCREPANCIES_POLL_MS,
  });

/**
 * GET /api/dictionary/french/check-definitions, on demand (the check button): the French entries
 * whose definition needs fixing.
 */
export const useDefinitionsCheck = (enabled: boolean) =>
  useQuery<DefinitionsCheck>({ queryKey: dictionaryKeys.checkDefinitions, enabled });

/** GET /api/dictionary/{side}/word/{id}: one entry, its equivalent and its local equivalents. */
export const useDictionaryWord = (side: DictionarySide, id: number) =>
  useQuery<DictionaryWord>({ queryKey: dictionaryKeys.word(side, id) });

/**
 * GET /api/dictionary/{side}/search?q=, from 2 characters (pass the debounced text). A
 * failed search is an empty list, silently.
 */
export function useDictionarySearch(side: DictionarySide, text: string) {
  const q = searchTerm(text);
  return useQuery({
    queryKey: dictionaryKeys.search(side, q),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<DictionarySearchHit[]>(
          `/api/dictionary/${side}/search?${new URLSearchParams({ q })}`,
          { signal },
        );
      } catch (error) {
        if (signal.aborted) throw error;
        return [];
      }
    },
    enabled: q !== '',
  });
}

/**
 * Reads the dictionary's figures again: the ones on screen now (rejecting when one fails, for the
 * 'Impossible d'actualiser les données' toast), the others when next shown. The dashboard's
 * counts (its 'Équivalences' card) follow.
 */
export async function refreshDictionary(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: dictionaryKeys.all, refetchType: 'none' }),
    invalidateLists(queryClient, ['dashboardStats']),
  ]);
  await queryClient.refetchQueries(
    {
      queryKey: dictionaryKeys.all,
      type: 'active',
      // A search that failed answers [] anyway; the job statuses poll on their own.
      predicate: (query) =>
        !query.queryKey.some(
          (part) => part === 'search' || (typeof part === 'string' && part.endsWith('-status')),
        ),
    },
    { throwOnError: true },
  );
}

export function useRefreshDictionary() {
  const queryClient = useQueryClient();
  return () => refreshDictionary(queryClient);
}
