import { useFormContext, useWatch } from 'react-hook-form';
import type { Alphabet } from '@shared/alphabet';
import { useLanguageAlphabet } from '@client/lib/use-alphabet';
import type { WordFormValues } from './word-form-values';

/**
 * The alphabet of the language chosen in the word form, for the spelling warning and the letters
 * pickers: null while no language is chosen, the language has none, or it is not read yet.
 */
export function useWordAlphabet(): Alphabet | null {
  const { control } = useFormContext<WordFormValues>();
  const languageId = useWatch({ control, name: 'languageId' });
  return useLanguageAlphabet(/^\d+$/.test(languageId) ? Number(languageId) : null);
}
