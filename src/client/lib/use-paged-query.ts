import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { searchTerm } from './search-term';

/** What a paged list asks for; `search` is sent only from 2 characters. */
export interface PageParams {
  page: number;
  limit: number;
  search: string;
  /** Further query parameters of the list (languageId=...), sent when not null. */
  filters?: Readonly<Record<string, string | null>>;
}

/** The filters that are set, so that an unset one changes neither the key nor the request. */
const setFilters = (filters: PageParams['filters'] = {}) =>
  Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== null),
  );

/** The cache key of a page of `path`: under `path`, so invalidating `path` refreshes it. */
export const pagedKey = (path: string, { filters, ...params }: PageParams) =>
  [path, 'paginated', { ...params, ...setFilters(filters) }] as const;

/**
 * One page of a list (GET `${path}/paginated?page=&limit=&search=` and the filters); the previous
 * page stays shown while the next one loads.
 */
export function usePagedQuery<T>(path: string, { page, limit, search, filters }: PageParams) {
  const term = searchTerm(search);
  return useQuery({
    queryKey: pagedKey(path, { page, limit, search: term, filters }),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(limit) });
      if (term) query.set('search', term);
      for (const [name, value] of Object.entries(setFilters(filters))) query.set(name, value);
      return api.get<T>(`${path}/paginated?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
