import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditFilters, AuditPage } from '@shared/schemas/audit';
import { api } from '@client/lib/api-client';

export interface AuditPageParams {
  page: number;
  limit: number;
  /** E-mail text ('' for everyone). */
  user: string;
  entity: string | null;
  action: string | null;
  /** Epoch ms, from (included) and to (excluded). */
  from: number | null;
  to: number | null;
}

/**
 * The log grows with every change anyone makes: unlike the other lists (read once, refreshed by
 * their own changes), its reads are fetched again whenever the page shows them.
 */
const fresh = { staleTime: 0, refetchOnMount: 'always' } as const;

/** One page of the audit log (GET /api/audit), the previous page shown while the next loads. */
export function useAuditPage(params: AuditPageParams) {
  return useQuery({
    queryKey: ['/api/audit', 'page', params] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
      if (params.user) query.set('user', params.user);
      if (params.entity) query.set('entity', params.entity);
      if (params.action) query.set('action', params.action);
      if (params.from !== null) query.set('from', String(params.from));
      if (params.to !== null) query.set('to', String(params.to));
      return api.get<AuditPage>(`/api/audit?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
    ...fresh,
  });
}

/** The entities and actions the log holds: the filters' choices (GET /api/audit/filters). */
export const useAuditFilters = () =>
  useQuery<AuditFilters>({ queryKey: ['/api/audit', 'filters'], ...fresh });
