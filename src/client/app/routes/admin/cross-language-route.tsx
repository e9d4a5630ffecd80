import { CrossLanguagePage } from '@client/features/cross-language/components/cross-language-page';

/** /cross-language: every signed-in user reads the groups (spec §6). */
export function CrossLanguageRoute() {
  return <CrossLanguagePage />;
}
