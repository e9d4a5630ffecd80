import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AlphabetAcceptedSchema,
  AlphabetInput,
  AlphabetView,
} from '@shared/schemas/alphabets';
import type { Language, LanguageInput } from '@shared/schemas/languages';
import type { NounClass, NounClassInput } from '@shared/schemas/lexicon';
import { api } from '@client/lib/api-client';
import { invalidateLists, type ReferenceList } from '@client/lib/query-keys';
import { alphabetKey, invalidateWordOrder } from '@client/lib/use-alphabet';
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

/** A deletion also fills the trash. */
const AFFECTED_BY_DELETION: readonly ReferenceList[] = [...AFFECTED, 'trash'];

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

/**
 * Moves the language with its words and expressions to the trash; `confirmName`, the name as the
 * user typed it, is sent where the language has content (the API requires it then).
 */
export function useDeleteLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ language, confirmName }: { language: Language; confirmName?: string }) =>
      api.delete(
        `/api/languages/${language.id}`,
        confirmName === undefined ? undefined : { confirmName },
      ),
    onSuccess: () => invalidateLists(queryClient, AFFECTED_BY_DELETION),
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

/** A change of alphabet answered 202: saved, the words' order being recomputed by that job. */
type AlphabetAccepted = z.infer<typeof AlphabetAcceptedSchema>;

/** What a change of alphabet answered: done at once, or saved with a recompute under way. */
export type AlphabetSaved = AlphabetView | AlphabetAccepted;

export const isRecomputing = (saved: AlphabetSaved): saved is AlphabetAccepted =>
  'jobId' in saved || saved.recompute !== null;

/**
 * The answer becomes the alphabet every reader of that language sees. While the order is being
 * recomputed the alphabet's reader polls its progress (at least a job that has done nothing yet,
 * should the answer not say more), and the lists are read again once it is done; otherwise now.
 */
async function keepAlphabet(queryClient: QueryClient, languageId: number, saved: AlphabetSaved) {
  if (isRecomputing(saved)) {
    const { jobId = null, ...view } = saved;
    queryClient.setQueryData<AlphabetView>(alphabetKey(languageId), {
      ...view,
      recompute: view.recompute ?? { jobId, done: 0, total: 0 },
    });
  } else {
    queryClient.setQueryData<AlphabetView>(alphabetKey(languageId), saved);
    await invalidateWordOrder(queryClient);
  }
}

/**
 * Replaces a language's alphabet (PUT /api/languages/{id}/alphabet): 200 when its words' sort keys
 * were recomputed at once, 202 with the job that recomputes them for a large language.
 */
export function useSaveAlphabet(languageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlphabetInput) =>
      api.put<AlphabetSaved>(`/api/languages/${languageId}/alphabet`, input),
    onSuccess: (saved) => keepAlphabet(queryClient, languageId, saved),
  });
}

/**
 * Removes a language's alphabet (DELETE /api/languages/{id}/alphabet): back to the folded Latin
 * order. Answered as a change is (200 or 202 with the alphabet), or with no content, after which
 * the alphabet is read again.
 */
export function useRemoveAlphabet(languageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<AlphabetSaved | undefined>(`/api/languages/${languageId}/alphabet`),
    onSuccess: async (answer) => {
      if (answer && 'defined' in answer) {
        await keepAlphabet(queryClient, languageId, answer);
      } else {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: alphabetKey(languageId) }),
          invalidateWordOrder(queryClient),
        ]);
      }
    },
  });
}
