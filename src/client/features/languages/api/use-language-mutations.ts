import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language, LanguageInput } from '@shared/schemas/languages';
import type { NounClass, NounClassInput } from '@shared/schemas/lexicon';
import { api } from '@client/lib/api-client';
import { invalidateLists, type ReferenceList } from '@client/lib/query-keys';
import { nounClassesKey } from '@client/lib/use-noun-classes';

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

/**
 * Replaces a language's noun classes (PUT /api/languages/{id}/noun-classes); the answer is the
 * list as saved, which every reader of that language's classes then shows.
 */
export function useSaveNounClasses(languageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classes: NounClassInput[]) =>
      api.put<NounClass[]>(`/api/languages/${languageId}/noun-classes`, classes),
    onSuccess: (saved) => queryClient.setQueryData(nounClassesKey(languageId), saved),
  });
}
