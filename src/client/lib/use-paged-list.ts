import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { searchTerm } from './search-term';

export type ListView = 'list' | 'cards';

export interface PagedListState {
  page: number;
  limit: number;
  q: string;
  view: ListView;
}

interface Sizes {
  /** The page sizes offered (10, 20, 50, 100). */
  sizes: readonly number[];
  defaultSize: number;
}

/** The list's state lives in the query string (?q=&page=&limit=&view=), defaults left out. */
export function readListState(params: URLSearchParams, { sizes, defaultSize }: Sizes) {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: sizes.includes(limit) ? limit : defaultSize,
    q: params.get('q')?.trim() ?? '',
    view: params.get('view') === 'cards' ? 'cards' : 'list',
  } satisfies PagedListState;
}

export function writeListState(state: PagedListState, { defaultSize }: Sizes) {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== defaultSize) params.set('limit', String(state.limit));
  if (state.view !== 'list') params.set('view', state.view);
  return params;
}

/**
 * A paged, searchable list whose page, size, search and view are in the address, so that they
 * survive reload and back. `filters` names further parameters of the list (?language=...) that
 * its changes keep; setting one goes back to page 1.
 */
export function usePagedList(sizes: Sizes, { filters = [] }: { filters?: readonly string[] } = {}) {
  const [params, setParams] = useSearchParams();
  const state = readListState(params, sizes);
  /** `next` with the filters of `from`. */
  const withFilters = (from: URLSearchParams, next: URLSearchParams) => {
    for (const name of filters) {
      const value = from.get(name);
      if (value !== null) next.set(name, value);
    }
    return next;
  };
  const apply = (changes: Partial<PagedListState>, replace = false) =>
    setParams(
      (current) =>
        withFilters(
          current,
          writeListState({ ...readListState(current, sizes), ...changes }, sizes),
        ),
      { replace },
    );
  /** Sets or clears (null) some of `filters` at once, back to page 1. */
  const setFilters = (changes: Readonly<Record<string, string | null>>) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) changed.delete(name);
        else changed.set(name, value);
      }
      // Written in the order of `filters`, so one set of filters is always one address.
      return withFilters(
        changed,
        writeListState({ ...readListState(current, sizes), page: 1 }, sizes),
      );
    });
  return {
    state,
    /** A filter's value, or null when it is not set. */
    filter: (name: string) => params.get(name),
    setFilter: (name: string, value: string | null) => setFilters({ [name]: value }),
    setFilters,
    update: (changes: Partial<PagedListState>) => apply(changes),
    /** A page past the end (after a delete, or an old link) moves to the last page. */
    keepInRange: (totalPages: number) => apply({ page: totalPages }, true),
    /** A new search (2+ characters or nothing) goes back to page 1; the same one changes nothing. */
    search: (text: string) => {
      const q = searchTerm(text);
      setParams(
        (current) => {
          const previous = readListState(current, sizes);
          return previous.q === q
            ? current
            : withFilters(current, writeListState({ ...previous, q, page: 1 }, sizes));
        },
        { replace: true },
      );
    },
    hrefFor: (page: number) => `?${withFilters(params, writeListState({ ...state, page }, sizes))}`,
  };
}

/** Moves to the last page when the shown one is past the end, once the answer is current. */
export function usePageInRange(
  list: ReturnType<typeof usePagedList>,
  totalPages: number | undefined,
  stale: boolean,
) {
  const outOfRange =
    !stale && totalPages !== undefined && totalPages > 0 && list.state.page > totalPages;
  const { keepInRange } = list;
  useEffect(() => {
    if (outOfRange) keepInRange(totalPages);
    // keepInRange is rebuilt on each render from stable parts: only the range matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outOfRange, totalPages]);
}
