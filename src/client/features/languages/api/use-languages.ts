import { useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/schemas/languages';
import type { DeletionImpact, LanguageDeletionImpacts } from '@shared/schemas/trash';
import { queryKeys } from '@client/lib/query-keys';

/** Every language, each with the localities where it is spoken. */
export function useLanguages() {
  return useQuery<Language[]>({ queryKey: queryKeys.languages });
}

/**
 * What deleting each language would take (staff only): an editor's delete is disabled on the
 * languages that have words or expressions. Read again each time the screen opens, as words come
 * and go elsewhere.
 */
export function useLanguageDeletionImpacts(enabled: boolean) {
  return useQuery<LanguageDeletionImpacts>({
    queryKey: [...queryKeys.languages, 'deletion-impacts'],
    enabled,
    staleTime: 0,
  });
}

/** What deleting this language would take, counted when its delete dialog opens. */
export function useLanguageDeletionImpact(languageId: number | undefined) {
  return useQuery<DeletionImpact>({
    queryKey: [...queryKeys.languages, languageId, 'deletion-impact'],
    enabled: languageId !== undefined,
    staleTime: 0,
  });
}
