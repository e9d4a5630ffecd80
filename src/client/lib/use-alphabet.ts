import { useMemo } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { toAlphabet, type Alphabet } from '@shared/alphabet';
import type { AlphabetView } from '@shared/schemas/alphabets';
import { queryKeys } from './query-keys';

/** Under the languages' key, so a change to the languages reads a language's alphabet again. */
export const alphabetKey = (languageId: number) =>
  [...queryKeys.languages, languageId, 'alphabet'] as const;

/** While a language's keys are recomputed, its alphabet (and the progress) is read this often. */
export const ALPHABET_POLL_MS = 1500;

/**
 * A language's alphabet as the API gives it (GET /api/languages/{id}/alphabet); nothing is asked
 * without a language. With `poll`, it is read again every 1.5 s while its words' order is being
 * recomputed, until the answer says it is done.
 */
export function useAlphabet(languageId: number | null | undefined, { poll = false } = {}) {
  return useQuery<AlphabetView>({
    queryKey: alphabetKey(languageId ?? 0),
    enabled: languageId != null,
    refetchInterval: poll
      ? (query) => (query.state.data?.recompute ? ALPHABET_POLL_MS : false)
      : false,
  });
}

/** The alphabet to read spellings with, or null (none defined: folded Latin order). */
export const alphabetOf = (view: AlphabetView | undefined): Alphabet | null =>
  view?.defined ? toAlphabet(view) : null;

/**
 * The alphabet a language's spellings are read with (null: none, or not read yet), the same object
 * while the cache holds the same answer, so its compiled form is reused.
 */
export function useLanguageAlphabet(languageId: number | null | undefined): Alphabet | null {
  const { data } = useAlphabet(languageId);
  return useMemo(() => alphabetOf(data), [data]);
}

/**
 * After an alphabet changes, every list of words may be in another order and the letter bars
 * offer other letters: the admin list, the browse pages and the letters under `/api/words...`,
 * and the public language pages under `/api/public`.
 */
export const invalidateWordOrder = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' &&
      (path.startsWith('/api/words') || path.startsWith('/api/public/languages')),
  });
