import { useQuery } from '@tanstack/react-query';
import type { WordSearchResult } from '@shared/schemas/words';
import { api } from '@client/lib/api-client';

/** Spec §9: the search runs from 2 characters. */
export const MIN_SEARCH_LENGTH = 2;

/**
 * GET /api/search/words?q=: local words matched by their text or their French/English gloss. Word
 * changes invalidate the '/api/search/words' prefix so a cached search never shows a deleted word.
 */
export function useGlobalWordSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['/api/search/words', q],
    queryFn: ({ signal }) =>
      api.get<WordSearchResult[]>(`/api/search/words?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length >= MIN_SEARCH_LENGTH,
  });
}
