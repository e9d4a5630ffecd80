import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { searchTerm } from './search-term';

/** What a paged list asks for; `search` is sent only from 2 characters. */
export interface PageParams {
  page: number;
  limit: number;
  search: string;
}

/** The cache key of a page of `path`: under `path`, so invalidating `path` refreshes it. */
export const pagedKey = (path: string, params: PageParams) => [path, 'paginated', params] as const;

/**
 * One page of a list (GET `${path}/paginated?page=&limit=&search=`); the previous page stays shown
 * while the next one loads.
 */
export function usePagedQuery<T>(path: string, { page, limit, search }: PageParams) {
  const term = searchTerm(search);
  return useQuery({
    queryKey: pagedKey(path, { page, limit, search: term }),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(limit) });
      if (term) query.set('search', term);
      return api.get<T>(`${path}/paginated?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
