/**
 * Each interface language's addresses for the public pages (decision 036): French, the default, at
 * the site's root (the addresses it always had), English under /en. An address names its language,
 * so a search engine indexes each language at its own address and a shared link opens in the
 * language it was shared in. The back office has one address per page, in the language the
 * visitor chose (the preferences cookie). Both sides read this: the server for the page's status,
 * head and language, the client for its router's basename and the language switch.
 */
import type { Params } from 'react-router';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './i18n/languages';
import { isPublicPage, matchPage, type PageId } from './pages';

/** Where each language's public addresses start: React Router's basename for them. */
export const LANGUAGE_BASENAMES = { fr: '', en: '/en' } as const satisfies Record<Language, string>;

const PREFIXED = LANGUAGES.filter((language) => LANGUAGE_BASENAMES[language] !== '');

/**
 * An address (path, or path and query) split into the language its prefix names, if any, and the
 * address without the prefix, as the page registry writes it: '/en/browse?q=mbwa' is English and
 * '/browse?q=mbwa'; '/en' and '/en/' are English and '/'. Matched case-insensitively, as React
 * Router matches a basename.
 */
export function splitLanguagePrefix(location: string): {
  prefix: Language | null;
  address: string;
} {
  for (const language of PREFIXED) {
    const basename = LANGUAGE_BASENAMES[language];
    const after = location.charAt(basename.length);
    if (
      location.slice(0, basename.length).toLowerCase() === basename &&
      (after === '' || after === '/' || after === '?' || after === '#')
    ) {
      const rest = location.slice(basename.length);
      return { prefix: language, address: rest.startsWith('/') ? rest : `/${rest}` };
    }
  }
  return { prefix: null, address: location };
}

/** A public page's address (as the registry writes it) in a language: '/' is '/en/' in English. */
export const addressInLanguage = (address: string, language: Language) =>
  `${LANGUAGE_BASENAMES[language]}${address}`;

export interface AddressMatch {
  /** The language the address's prefix names; null for the addresses at the root. */
  prefix: Language | null;
  /** The address without its prefix. */
  address: string;
  /** The page there, or null: under a prefix only public pages live (no English back office). */
  page: { id: PageId; params: Params } | null;
}

/** Which page an address is, and whether its prefix names a language. */
export function matchAddress(location: string): AddressMatch {
  const { prefix, address } = splitLanguagePrefix(location);
  return matchUnder(prefix, address);
}

/** Which page an address is under a language's prefix (the address without it, as a router sees it). */
export function matchUnder(prefix: Language | null, address: string): AddressMatch {
  const page = matchPage(address);
  return {
    prefix,
    address,
    page: page && (prefix === null || isPublicPage(page.id)) ? page : null,
  };
}

/** True when the address is a public page, in any language: it has an address in each. */
export const isPublicAddress = ({ prefix, page }: AddressMatch) =>
  prefix !== null || (page !== null && isPublicPage(page.id));

/**
 * The language a page is shown in: the one its address names (a public page at the root is
 * French), else, for the back office, the sign-in page and unknown addresses, the visitor's
 * choice (`chosen`: the preferences cookie on the server, local storage in the browser).
 */
export function addressLanguage(match: AddressMatch, chosen: Language): Language {
  if (match.prefix) return match.prefix;
  return isPublicAddress(match) ? DEFAULT_LANGUAGE : chosen;
}

/**
 * The `hreflang` alternates of a public page (its address without prefix): one per language, and
 * `x-default`, the French address, which is also where the home page sends a first visit in the
 * browser's language.
 */
export function languageAlternates(address: string): { hreflang: string; address: string }[] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: language,
      address: addressInLanguage(address, language),
    })),
    { hreflang: 'x-default', address: addressInLanguage(address, DEFAULT_LANGUAGE) },
  ];
}
