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

/** What the language of the home page's first visit is read from (all but the header optional). */
export interface HomeVisit {
  /** The preferences cookie's language, when it names one: the visitor's own choice. */
  chosen: Language | undefined;
  acceptLanguage: string | undefined;
  /** The Sec-Fetch-Site request header browsers send with a navigation. */
  fetchSite: string | undefined;
}

/**
 * The language `/` opens in (decision 036). A visitor who followed one of the site's own links
 * (`Sec-Fetch-Site: same-origin`) gets the French page the link names, as every address at the
 * root is French and as the browser's router shows it (the FR switch on /en/ with JavaScript off
 * sets no cookie, and must not lead back to English). Arriving from elsewhere (typed, bookmarked,
 * another site): the visitor's choice (the cookie the language switch sets) wins, else the
 * browser's preference. Crawlers send neither cookie nor Accept-Language: French.
 */
export function homeLanguage({ chosen, acceptLanguage, fetchSite }: HomeVisit): Language {
  if (fetchSite === 'same-origin') return DEFAULT_LANGUAGE;
  return chosen ?? pickLanguage(acceptLanguage);
}

/** The request headers the home page's answer depends on: caches must keep one per value. */
export const HOME_VARY = 'Accept-Language, Cookie, Sec-Fetch-Site';
