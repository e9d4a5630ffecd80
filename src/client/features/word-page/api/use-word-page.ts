import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WordPage } from '@shared/schemas/pages';
import type { PaginatedWords } from '@shared/schemas/words';
import { ApiError, api } from '@client/lib/api-client';
import { searchTerm } from '@client/lib/search-term';

/**
 * /word/{slug} in one read: every entry the slug names, with places and expressions; null when
 * the slug names none (the API's 404). Not an error: the page is then "not found" with
 * suggestions, which the server renders too.
 */
export const wordPageQuery = (slug: string) =>
  queryOptions<WordPage | null>({
    queryKey: ['/api/pages/word', slug],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<WordPage>(`/api/pages/word/${encodeURIComponent(slug)}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const useWordPage = (slug: string) => useQuery(wordPageQuery(slug));

/** Suggestions offered for a word not found. */
export const SUGGESTIONS = 6;
/** The longest text the search takes (UTF-16 units, as its schema counts). */
const SEARCH_MAX_LENGTH = 100;

/**
 * What a slug that names no word is searched as: its text, whole characters up to the length the
 * search takes, or '' when it is too short to search.
 */
export function suggestionText(slug: string) {
  let text = '';
  for (const char of slug) {
    if (text.length + char.length > SEARCH_MAX_LENGTH) break;
    text += char;
  }
  return searchTerm(text);
}

/**
 * The words the site's search finds for a word not found (tones, letters and one typo aside,
 * decision 006), as visitors see them: "did you mean".
 */
export const wordSuggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: ['/api/words/paginated', 'suggestions', text],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        search: text,
        page: '1',
        limit: '10',
        published: 'true',
      });
      return api.get<PaginatedWords>(`/api/words/paginated?${params}`, { signal });
    },
  });

export const useWordSuggestions = (text: string) =>
  useQuery({ ...wordSuggestionsQuery(text), enabled: text !== '' });
