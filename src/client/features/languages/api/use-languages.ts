import { useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/schemas/languages';
import { queryKeys } from '@client/lib/query-keys';

/** Every language, each with the localities where it is spoken. */
export function useLanguages() {
  return useQuery<Language[]>({ queryKey: queryKeys.languages });
}
