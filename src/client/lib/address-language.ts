import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGES, type Language } from '@shared/i18n/languages';
import {
  addressInLanguage,
  addressLanguage,
  isPublicAddress,
  matchUnder,
} from '@shared/language-addresses';
import { storedLanguage } from './i18n';

/**
 * The language whose prefix the router runs under (its basename: /en), or null at the root
 * (decision 036). Fixed for a page load: another language's address is another page load.
 */
export const AddressPrefixContext = createContext<Language | null>(null);

function useAddressMatch() {
  const prefix = useContext(AddressPrefixContext);
  const { pathname, search } = useLocation();
  return { match: matchUnder(prefix, pathname), address: pathname + search };
}

/**
 * The language the current page is shown in: the one its address names (public pages), else the
 * visitor's choice (the back office, the sign-in page, a 404 at the root).
 */
export function useAddressLanguage(): Language {
  return addressLanguage(useAddressMatch().match, storedLanguage());
}

/**
 * The current page's address in each language (same page, same query), or null where a page
 * has a single address whatever the language (the back office).
 */
export function useLanguageAddresses(): Record<Language, string> | null {
  const { match, address } = useAddressMatch();
  if (!isPublicAddress(match)) return null;
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, addressInLanguage(address, language)]),
  ) as Record<Language, string>;
}
