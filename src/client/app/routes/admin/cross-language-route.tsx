import { CrossLanguagePage } from '@client/features/cross-language/components/cross-language-page';

/** /cross-language: every signed-in user reads the groups. */
export function CrossLanguageRoute() {
  return <CrossLanguagePage />;
}
