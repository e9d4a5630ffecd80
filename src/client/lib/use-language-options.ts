import { useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/schemas/languages';
import { queryKeys } from './query-keys';

/** The languages a form offers (the languages page's cache, so a change there shows here). */
export function useLanguageOptions() {
  return useQuery<Language[]>({ queryKey: queryKeys.languages });
}
