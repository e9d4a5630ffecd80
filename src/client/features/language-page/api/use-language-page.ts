import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguagePage } from '@shared/schemas/pages';
import { ApiError, api } from '@client/lib/api-client';

/** A language's page by its code; null for no such language (the API's 404): "not found". */
export const languagePageQuery = (code: string) =>
  queryOptions<LanguagePage | null>({
    queryKey: ['/api/pages/language', code],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<LanguagePage>(`/api/pages/language/${encodeURIComponent(code)}`, {
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const useLanguagePage = (code: string) => useQuery(languagePageQuery(code));
