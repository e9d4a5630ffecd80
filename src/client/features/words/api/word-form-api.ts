import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NounClass } from '@shared/schemas/lexicon';
import {
  wordKey,
  type DictionarySearchHit,
  type DictionarySide,
  type DuplicateCheckSchema,
  type WordEntry,
} from '@shared/schemas/words';
import { api, saveResource } from '@client/lib/api-client';
import { searchTerm } from '@client/lib/search-term';
import { invalidateWords, wordKeys } from './words-queries';

/** One word entry, to edit (GET /api/words/{id}; 404 'Mot non trouvé'). */
export function useWord(id: number) {
  return useQuery<WordEntry>({ queryKey: wordKeys.detail(id) });
}

/**
 * Reads the word again for a form to start over from (after a stale edit). A failed read throws
 * and leaves the cached word, and so the form on screen, as they were.
 */
export function useReloadWord(id: number) {
  const queryClient = useQueryClient();
  return async () => {
    const fresh = await api.get<WordEntry>(`/api/words/${id}`);
    queryClient.setQueryData(wordKeys.detail(id), fresh);
  };
}

/**
 * POST /api/words or PUT /api/words/{id} with the form as multipart (text fields, senses and
 * forms as JSON, audio1, audio2 and formAudioN). Afterwards the word lists, the pending list, the counts and the dictionary searches
 * (a typed-in French or English word is added to the dictionary) are read again.
 */
export function useSaveWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: FormData }) =>
      saveResource<WordEntry>('/api/words', id, body),
    // invalidateWords covers the dictionary reads too.
    onSuccess: () => invalidateWords(queryClient),
  });
}

export interface DuplicateQuery {
  languageId: number | undefined;
  localWord: string;
  /** The word being edited, which is not its own duplicate. */
  excludeId?: number;
}

type DuplicateCheck = z.infer<typeof DuplicateCheckSchema>;

/** Under the words prefix, so any change to a word forgets the answers. */
const duplicateOptions = ({ languageId, localWord, excludeId }: DuplicateQuery) => {
  const key = wordKey(localWord);
  return {
    queryKey: ['/api/words', 'check-duplicate', { languageId, key, excludeId }] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      const params = new URLSearchParams({
        languageId: String(languageId),
        localWord: localWord.trim(),
      });
      if (excludeId !== undefined) params.set('excludeId', String(excludeId));
      return api.get<DuplicateCheck>(`/api/words/check-duplicate?${params}`, { signal });
    },
    enabled: languageId !== undefined && key !== '',
  };
};

/**
 * Whether the language already has this word, asked as the user types (pass the
 * debounced text). Spellings that differ only in case or spacing share one answer. The last
 * answer stays while the next one is asked, so the warning does not blink.
 */
export function useDuplicateCheck(query: DuplicateQuery) {
  return useQuery({ ...duplicateOptions(query), placeholderData: keepPreviousData });
}

/**
 * The noun classes of a language (GET /api/languages/{id}/noun-classes), asked only for a noun.
 * Under the languages key, so a change to the languages reads them again.
 */
export function useNounClasses(languageId: number | undefined) {
  return useQuery<NounClass[]>({
    queryKey: ['/api/languages', languageId, 'noun-classes'],
    enabled: languageId !== undefined,
  });
}

/**
 * The French or English reference dictionary (GET /api/dictionary/{side}/search), from 2
 * characters; pass the debounced text. A failed search is an empty list, silently.
 */
export function useDictionarySearch(side: DictionarySide, text: string) {
  const q = searchTerm(text);
  return useQuery({
    queryKey: ['/api/dictionary', side, 'search', q],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<DictionarySearchHit[]>(
          `/api/dictionary/${side}/search?${new URLSearchParams({ q })}`,
          { signal },
        );
      } catch (error) {
        if (signal.aborted) throw error;
        return [];
      }
    },
    enabled: q !== '',
  });
}
