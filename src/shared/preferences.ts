import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './i18n/languages';

/** The visitor's interface choices: French and light by default. */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

/**
 * These choices live in local storage; they are mirrored in cookies so that the server
 * renders a public page in the visitor's language and theme (decision 014). Not secret, readable
 * by scripts, sent with every request to this site only.
 */
export const PREFERENCE_COOKIES = { language: 'maneno_lang', theme: 'maneno_theme' } as const;

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.includes(value as Language);
export const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);

export interface Preferences {
  language: Language;
  theme: Theme;
}

/** The choices named by a request's cookies, defaults for anything missing or unknown. */
export function preferencesFromCookies(cookies: Record<string, string | undefined>): Preferences {
  const language = cookies[PREFERENCE_COOKIES.language];
  const theme = cookies[PREFERENCE_COOKIES.theme];
  return {
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    theme: isTheme(theme) ? theme : DEFAULT_THEME,
  };
}
