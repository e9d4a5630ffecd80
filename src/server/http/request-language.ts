import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/i18n/languages';

/** French first, so that a header that accepts anything ('*') or nothing we speak gets French. */
const OFFERED = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)];

/**
 * The interface language a request prefers, from its Accept-Language header (quality values and
 * regional tags such as en-GB honoured): the default when it has none or names none we offer.
 */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(OFFERED);
  return (LANGUAGES as readonly string[]).includes(best ?? '')
    ? (best as Language)
    : DEFAULT_LANGUAGE;
}
