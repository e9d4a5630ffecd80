import { useQuery } from '@tanstack/react-query';
import type { WordSearchResult } from '@shared/schemas/words';
import { api } from '@client/lib/api-client';
import { searchTerm } from '@client/lib/search-term';

/**
 * GET /api/search/words?q=: local words matched by their text or their French/English gloss. Word
 * changes invalidate the '/api/search/words' prefix so a cached search never shows a deleted word.
 * Runs only for text the server searches (searchTerm).
 */
export function useGlobalWordSearch(query: string) {
  const q = searchTerm(query);
  return useQuery({
    queryKey: ['/api/search/words', q],
    queryFn: ({ signal }) =>
      api.get<WordSearchResult[]>(`/api/search/words?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q !== '',
  });
}
