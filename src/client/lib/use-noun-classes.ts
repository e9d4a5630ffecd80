import { useQuery } from '@tanstack/react-query';
import type { NounClass } from '@shared/schemas/lexicon';
import { queryKeys } from './query-keys';

/** Under the languages' key, so a change to the languages reads a language's classes again. */
export const nounClassesKey = (languageId: number) =>
  [...queryKeys.languages, languageId, 'noun-classes'] as const;

/**
 * A language's noun classes, in order (GET /api/languages/{id}/noun-classes); nothing is asked
 * without a language or while `enabled` is false.
 */
export function useNounClasses(languageId: number | null, { enabled = true } = {}) {
  return useQuery<NounClass[]>({
    queryKey: nounClassesKey(languageId ?? 0),
    enabled: enabled && languageId !== null,
  });
}
