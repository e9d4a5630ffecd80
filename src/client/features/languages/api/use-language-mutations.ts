import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language, LanguageInput } from '@shared/schemas/languages';
import { api } from '@client/lib/api-client';
import { invalidateLists, type ReferenceList } from '@client/lib/query-keys';

/**
 * A language change touches the languages, the localities' language links, the counts, and the
 * reference dictionary's local equivalents (named after their language).
 */
const AFFECTED: readonly ReferenceList[] = [
  'languages',
  'localities',
  'dashboardStats',
  'publicStats',
  'dictionary',
];

export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: LanguageInput }) =>
      id === undefined
        ? api.post<Language>('/api/languages', input)
        : api.put<Language>(`/api/languages/${id}`, input),
    onSuccess: () => invalidateLists(queryClient, AFFECTED),
  });
}

/** Soft-deletes the language with its words and expressions. */
export function useDeleteLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => api.delete(`/api/languages/${language.id}`),
    onSuccess: () => invalidateLists(queryClient, AFFECTED),
  });
}
