import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaginatedExpressions } from '@shared/schemas/expressions';
import type { ExpressionPage } from '@shared/schemas/pages';
import { ApiError, api } from '@client/lib/api-client';
import { searchTerm } from '@client/lib/search-term';

/** The list's page size (the API's default). */
export const PUBLIC_EXPRESSIONS_PAGE_SIZE = 20;

/** What /browse/expressions shows, as its address says. */
export interface PublicExpressionsParams {
  /** The search as typed (the box shows it). */
  rawQ: string;
  /** The search as run: '' when too short. */
  q: string;
  languageId: number | undefined;
  page: number;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

export function parsePublicExpressionsParams(params: URLSearchParams): PublicExpressionsParams {
  const rawQ = params.get('q')?.trim() ?? '';
  return {
    rawQ,
    q: searchTerm(rawQ) ? rawQ : '',
    languageId: positive(params.get('language')),
    page: Math.min(positive(params.get('page')) ?? 1, 100_000),
  };
}

/** One page of the public expressions (the same key on the server's render and in the browser). */
export const publicExpressionsQuery = ({ q, languageId, page }: PublicExpressionsParams) =>
  queryOptions({
    queryKey: ['/api/public/expressions', { q, languageId, page }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (languageId) params.set('language', String(languageId));
      params.set('page', String(page));
      params.set('limit', String(PUBLIC_EXPRESSIONS_PAGE_SIZE));
      return api.get<PaginatedExpressions>(`/api/public/expressions?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const usePublicExpressions = (params: PublicExpressionsParams) =>
  useQuery(publicExpressionsQuery(params));

/** An expression's page; null when visitors may not see it (the API's 404): "not found". */
export const expressionPageQuery = (id: number) =>
  queryOptions<ExpressionPage | null>({
    queryKey: ['/api/pages/expression', id],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<ExpressionPage>(`/api/pages/expression/${id}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const useExpressionPage = (id: number | undefined) =>
  useQuery({ ...expressionPageQuery(id ?? 0), enabled: id !== undefined });
