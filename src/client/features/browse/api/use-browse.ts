import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { Language } from '@shared/schemas/languages';
import type { PaginatedWords, WordLetters } from '@shared/schemas/words';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { searchTerm } from '@client/lib/search-term';

/** Words per request: a phone shows a screenful or two; "more" fetches the next ones. */
export const BROWSE_PAGE_SIZE = 20;

export interface BrowseParams {
  /** The search text (2+ characters, folded by the server), or ''. */
  q: string;
  languageId?: number;
  /** First letter, folded as the server files words (ŋ under n). */
  letter?: string;
}

/** A positive integer from the address or a form field, or undefined. */
export const idParam = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** What /browse?q=&language=&letter= asks for; `rawQ` is the text as typed, for the search box. */
export function parseBrowseParams(params: URLSearchParams): BrowseParams & { rawQ: string } {
  const rawQ = params.get('q')?.trim() ?? '';
  const q = searchTerm(rawQ);
  return {
    rawQ,
    q,
    languageId: idParam(params.get('language')),
    letter: q ? undefined : (params.get('letter') ?? undefined),
  };
}

/**
 * The words of a browse or a search, loaded progressively: a 200,000-word dictionary never sends
 * more than what the visitor scrolled to.
 */
export const browseWordsQuery = ({ q, languageId, letter }: BrowseParams) =>
  infiniteQueryOptions({
    queryKey: ['/api/words/paginated', 'browse', { q, languageId, letter }],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({
        page: String(pageParam),
        limit: String(BROWSE_PAGE_SIZE),
        // A public page shows what visitors see, even to a signed-in editor.
        published: 'true',
      });
      if (q) params.set('search', q);
      if (languageId !== undefined) params.set('languageId', String(languageId));
      if (letter) params.set('letter', letter);
      return api.get<PaginatedWords>(`/api/words/paginated?${params}`, { signal });
    },
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });

export const useBrowseWords = (params: BrowseParams) => useInfiniteQuery(browseWordsQuery(params));

/** The first letters a browse can offer, for one language or all. */
export const wordLettersQuery = (languageId?: number) =>
  queryOptions({
    queryKey: ['/api/words/letters', { languageId }],
    queryFn: ({ signal }) =>
      api.get<WordLetters>(
        `/api/words/letters?published=true${languageId === undefined ? '' : `&languageId=${languageId}`}`,
        { signal },
      ),
  });

export const useWordLetters = (languageId?: number) => useQuery(wordLettersQuery(languageId));

/** The languages, for the filter (the same cache as the home page's grid). */
export function useLanguages() {
  return useQuery<Language[]>({ queryKey: queryKeys.languages });
}
