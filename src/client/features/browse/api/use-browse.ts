import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { LetterCount } from '@shared/schemas/alphabets';
import type { Language } from '@shared/schemas/languages';
import type { PaginatedWords, WordLetters } from '@shared/schemas/words';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { searchTerm } from '@client/lib/search-term';

/** Words per request: a phone shows a screenful or two; "more" fetches the next ones. */
export const BROWSE_PAGE_SIZE = 20;

/**
 * The most requests of BROWSE_PAGE_SIZE words an address brings back at once (`shown`, the
 * results a visitor had loaded with "more"), on the server as in the browser: 200 words. Past
 * that, "more" still loads further, but a reload or a shared link stops there.
 */
export const BROWSE_MAX_PAGES = 10;

/** The requests that bring back `shown` results (from the address), at least one. */
export const browsePages = (shown: number | undefined) =>
  Math.min(BROWSE_MAX_PAGES, Math.max(1, Math.ceil((shown ?? 0) / BROWSE_PAGE_SIZE)));

export interface BrowseParams {
  /** The search text (2+ characters, folded by the server), or ''. */
  q: string;
  languageId?: number;
  /**
   * The letter browsed: of the language's alphabet (`ch`, `ng'`) when a language is chosen,
   * else a first letter folded as the server files words (ŋ under n).
   */
  letter?: string;
}

/** A language's words, page by page in its alphabet's order: /browse?language=&letter=&page=. */
export interface LanguageListParams {
  languageId: number;
  letter?: string;
  page: number;
}

/** A positive integer from the address or a form field, or undefined. */
export const idParam = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * What /browse?q=&language=&letter=&page=&shown= asks for; `rawQ` is the text as typed, for the
 * search box. `page` counts only when a language is listed page by page; a search (or all
 * languages) loads "more" instead, and `shown` says how many results were loaded.
 */
export function parseBrowseParams(
  params: URLSearchParams,
): BrowseParams & { rawQ: string; page: number; shown: number | undefined } {
  const rawQ = params.get('q')?.trim() ?? '';
  const q = searchTerm(rawQ);
  return {
    rawQ,
    q,
    languageId: idParam(params.get('language')),
    letter: q ? undefined : params.get('letter') || undefined,
    page: idParam(params.get('page')) ?? 1,
    shown: idParam(params.get('shown')),
  };
}

/**
 * The language listed page by page, when /browse shows one without a search; otherwise (a
 * search, or all languages) the words come through browseWordsQuery, "more" at a time.
 */
export function languageListParams({
  q,
  languageId,
  letter,
  page,
}: BrowseParams & { page: number }): LanguageListParams | undefined {
  return q || languageId === undefined ? undefined : { languageId, letter, page };
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

export const useBrowseWords = (params: BrowseParams, enabled: boolean) =>
  useInfiniteQuery({ ...browseWordsQuery(params), enabled });

/** The folded first letters of the words of every language, for the bar across languages. */
export const wordLettersQuery = (languageId?: number) =>
  queryOptions({
    queryKey: ['/api/words/letters', { languageId }],
    queryFn: ({ signal }) =>
      api.get<WordLetters>(
        `/api/words/letters?published=true${languageId === undefined ? '' : `&languageId=${languageId}`}`,
        { signal },
      ),
  });

export const useWordLetters = (enabled: boolean) => useQuery({ ...wordLettersQuery(), enabled });

// The public reads of one language are kept under '/api/words', so what refreshes the word lists
// after a change (invalidateWords) refreshes them too.

/** Every letter of a language's alphabet in order, with its count of published words. */
export const languageLettersQuery = (languageId: number) =>
  queryOptions({
    queryKey: ['/api/words', 'public', languageId, 'letters'],
    queryFn: ({ signal }) =>
      api.get<LetterCount[]>(`/api/public/languages/${languageId}/letters`, { signal }),
  });

export const useLanguageLetters = (languageId: number | undefined) =>
  useQuery({ ...languageLettersQuery(languageId ?? 0), enabled: languageId !== undefined });

/** One page of a language's words (of one letter, or all), in the order of its alphabet. */
export const languageWordsQuery = ({ languageId, letter, page }: LanguageListParams) =>
  queryOptions({
    queryKey: ['/api/words', 'public', languageId, 'words', { letter, page }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (letter) params.set('letter', letter);
      params.set('page', String(page));
      params.set('limit', String(BROWSE_PAGE_SIZE));
      return api.get<PaginatedWords>(`/api/public/languages/${languageId}/words?${params}`, {
        signal,
      });
    },
    // The page shown stays until the next one arrives, instead of a skeleton at each click.
    placeholderData: keepPreviousData,
  });

export const useLanguageWords = (params: LanguageListParams | undefined) =>
  useQuery({
    ...languageWordsQuery(params ?? { languageId: 0, page: 1 }),
    enabled: params !== undefined,
  });

/** The languages, for the filter (the same cache as the home page's grid). */
export function useLanguages() {
  return useQuery<Language[]>({ queryKey: queryKeys.languages });
}
