import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Expression, PaginatedExpressions } from '@shared/schemas/expressions';
import type { PaginatedWords } from '@shared/schemas/words';
import { api, saveResource } from '@client/lib/api-client';
import { invalidateLists } from '@client/lib/query-keys';
import { searchTerm } from '@client/lib/search-term';
import { usePagedQuery, type PageParams } from '@client/lib/use-paged-query';

/** The word picker offers at most 10 words. */
export const WORD_SUGGESTIONS_LIMIT = 10;

/** Every expressions read starts with '/api/expressions': invalidating it refreshes them all. */
export const expressionKeys = {
  all: ['/api/expressions'] as const,
  detail: (id: number) => ['/api/expressions', id] as const,
};

/** After any change to an expression: the expression reads and the dashboard and home counts. */
export async function invalidateExpressions(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: expressionKeys.all }),
    invalidateLists(queryClient, ['dashboardStats', 'publicStats']),
  ]);
}

/** One page of expressions (GET /api/expressions/paginated). */
export const useExpressionsPage = (params: PageParams) =>
  usePagedQuery<PaginatedExpressions>('/api/expressions', params);

/** One expression, to edit (GET /api/expressions/{id}; 404 'Expression introuvable'). */
export function useExpression(id: number) {
  return useQuery<Expression>({ queryKey: expressionKeys.detail(id) });
}

/** POST /api/expressions or PUT /api/expressions/{id}, the form as multipart. */
export function useSaveExpression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: FormData }) =>
      saveResource<Expression>('/api/expressions', id, body),
    onSuccess: () => invalidateExpressions(queryClient),
  });
}

/** DELETE /api/expressions/{id} (204). */
export function useDeleteExpression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/expressions/${id}`),
    onSuccess: () => invalidateExpressions(queryClient),
  });
}

/**
 * Words an expression may link (the word picker): GET /api/words/paginated, the local word
 * only (match=local, not its French or English gloss) from 2 characters, tones and accents
 * aside, in the chosen language when there is one, 10 at most.
 * Pass the debounced text. Under the words prefix, so a change to a word forgets the answers.
 */
export function useWordSuggestions(text: string, languageId: number | null) {
  const search = searchTerm(text);
  return useQuery({
    queryKey: ['/api/words', 'paginated', 'picker', { search, languageId }],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        page: '1',
        limit: String(WORD_SUGGESTIONS_LIMIT),
        search,
        match: 'local',
      });
      if (languageId !== null) query.set('languageId', String(languageId));
      return api.get<PaginatedWords>(`/api/words/paginated?${query}`, { signal });
    },
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
}
