import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EquivalencesPage } from '@shared/schemas/dictionary';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { searchTerm } from '@client/lib/search-term';

/** The page sizes EquivalencesQuerySchema accepts (as the words and expressions lists). */
export const EQUIVALENCE_PAGE_SIZES = [10, 20, 50, 100] as const;
export const EQUIVALENCE_DEFAULT_PAGE_SIZE = 20;

export interface EquivalencesParams {
  page: number;
  limit: number;
  search: string;
  languageId: number | null;
}

/**
 * One page of cross-language groups (GET /api/dictionary/equivalences?page&limit&search&languageId)
 * with the three counters; `search` is sent from 2 characters. Under the dictionary's key, so a
 * change to a local word refreshes it. The answer's pagination is completed with the page and size
 * asked, as the pager wants them; the previous page stays shown while the next one loads.
 */
export function useEquivalences({ page, limit, search, languageId }: EquivalencesParams) {
  const term = searchTerm(search);
  return useQuery({
    queryKey: [...queryKeys.dictionary, 'equivalences', { page, limit, search: term, languageId }],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(limit) });
      if (term) query.set('search', term);
      if (languageId !== null) query.set('languageId', String(languageId));
      const answer = await api.get<EquivalencesPage>(`/api/dictionary/equivalences?${query}`, {
        signal,
      });
      return { ...answer, pagination: { ...answer.pagination, page, limit } };
    },
    placeholderData: keepPreviousData,
  });
}
