import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Pagination } from '@shared/schemas/words';
import { LoadError } from '@client/components/layout/load-error';
import { Pager } from './pager';

interface Page<T> {
  data: T[];
  pagination: Pagination;
}

/**
 * What a paged list shows below its toolbar: the load error with a retry, the skeleton until the
 * first page, `empty` for an empty page, else the items and the pager. `stale` is true while the
 * next page loads in place of the one shown.
 */
export function PagedResults<T>({
  query,
  loadErrorTitle,
  skeleton,
  empty,
  hrefFor,
  children,
}: {
  query: UseQueryResult<Page<T>>;
  loadErrorTitle: string;
  skeleton: ReactNode;
  empty: ReactNode;
  hrefFor: (page: number) => string;
  children: (items: T[], stale: boolean) => ReactNode;
}) {
  if (query.isError) {
    return (
      <LoadError title={loadErrorTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return skeleton;
  const { data, pagination } = query.data;
  if (data.length === 0) return empty;
  return (
    <>
      {children(data, query.isPlaceholderData)}
      <Pager
        page={pagination.page}
        totalPages={pagination.totalPages}
        total={pagination.total}
        limit={pagination.limit}
        hrefFor={hrefFor}
      />
    </>
  );
}
