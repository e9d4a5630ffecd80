import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enPublic } from '@shared/i18n/en-public';
import { frPublic } from '@shared/i18n/fr-public';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/i18n/languages';
import { isLanguage } from '@shared/preferences';
import { writePreferenceCookie } from './preference-cookie';

export { LANGUAGES, type Language };
const STORAGE_KEY = 'maneno.language';

/** The interface language the visitor chose with the switch, or null when they never did. */
export function storedLanguageChoice(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The remembered interface language (French by default). */
export const storedLanguage = (): Language => storedLanguageChoice() ?? DEFAULT_LANGUAGE;

/**
 * Starts i18next synchronously in `language` (the remembered one by default), with the public
 * pages' strings only (bundled: a visitor downloads nothing else); the back office adds its own
 * with loadBackOfficeStrings() before it renders. The server renderer starts it too, once.
 */
export function initI18n(language: Language = storedLanguage()) {
  if (typeof document !== 'undefined') {
    i18n.on('languageChanged', (next) => {
      // Only on a change: writing the attribute restyles the whole page, and at start-up the
      // server has already written it.
      if (document.documentElement.lang !== next) document.documentElement.lang = next;
    });
  }
  void i18n.use(initReactI18next).init({
    resources: { fr: { translation: frPublic }, en: { translation: enPublic } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

export const currentLanguage = (): Language =>
  isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

/**
 * Remembers the visitor's choice of language for the back office and for the home page's next
 * visit (the cookie, read by the server), without changing the page shown.
 */
export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode): the cookie still carries the choice.
  }
  writePreferenceCookie('language', language);
}

/** Switches the interface language and remembers it for the next visit. */
export function setLanguage(language: Language) {
  rememberLanguage(language);
  void i18n.changeLanguage(language);
}

let backOffice: Promise<void> | undefined;

/** Adds the back office's strings (both languages, one chunk), once; its routes await it. */
export function loadBackOfficeStrings(): Promise<void> {
  backOffice ??= Promise.all([
    import('@shared/i18n/fr-admin'),
    import('@shared/i18n/en-admin'),
  ]).then(([{ frAdmin }, { enAdmin }]) => {
    i18n.addResourceBundle('fr', 'translation', frAdmin, true, true);
    i18n.addResourceBundle('en', 'translation', enAdmin, true, true);
  });
  return backOffice;
}
