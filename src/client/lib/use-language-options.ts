import { useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/schemas/languages';
import { queryKeys } from './query-keys';

/**
 * The languages a form or filter offers (the languages page's cache, so a change there shows
 * here); with `enabled` false, nothing is asked until it turns true.
 */
export function useLanguageOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<Language[]>({ queryKey: queryKeys.languages, enabled });
}
