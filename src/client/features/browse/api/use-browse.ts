import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/schemas/languages';
import type { PaginatedWords, WordLetters } from '@shared/schemas/words';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** Words per request: a phone shows a screenful or two; "more" fetches the next ones. */
export const BROWSE_PAGE_SIZE = 20;

export interface BrowseParams {
  /** The search text (2+ characters, folded by the server), or ''. */
  q: string;
  languageId?: number;
  /** First letter, folded as the server files words (ŋ under n). */
  letter?: string;
}

/**
 * The words of a browse or a search, loaded progressively: a 200,000-word dictionary never sends
 * more than what the visitor scrolled to.
 */
export function useBrowseWords({ q, languageId, letter }: BrowseParams) {
  return useInfiniteQuery({
    queryKey: ['/api/words/paginated', 'browse', { q, languageId, letter }],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({
        page: String(pageParam),
        limit: String(BROWSE_PAGE_SIZE),
      });
      if (q) params.set('search', q);
      if (languageId !== undefined) params.set('languageId', String(languageId));
      if (letter) params.set('letter', letter);
      return api.get<PaginatedWords>(`/api/words/paginated?${params}`, { signal });
    },
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });
}

/** The first letters a browse can offer, for one language or all. */
export function useWordLetters(languageId?: number) {
  return useQuery({
    queryKey: ['/api/words/letters', { languageId }],
    queryFn: ({ signal }) =>
      api.get<WordLetters>(
        `/api/words/letters${languageId === undefined ? '' : `?languageId=${languageId}`}`,
        { signal },
      ),
  });
}

/** The languages, for the filter (the same cache as the home page's grid). */
export function useLanguages() {
  return useQuery<Language[]>({ queryKey: queryKeys.languages });
}
