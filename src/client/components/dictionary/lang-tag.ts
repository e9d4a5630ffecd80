/**
 * The `lang` of a language's text: its BCP 47 code when the language has one, else `und`
 * (undetermined), so screen readers at least do not read an African word with French rules.
 */
export const langTag = (isoCode: string | null | undefined) => isoCode ?? 'und';
