import { apiEn } from './api-en';
import { apiFr } from './api-fr';
import { fill, type MessageParams } from './fill';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

export type ApiMessageKey = keyof typeof apiFr;
export type { MessageParams };

const catalogs = { fr: apiFr, en: apiEn };

export const isApiMessageKey = (key: string): key is ApiMessageKey => key in apiFr;

/** An API message in the given language, with i18next-style `{{name}}` placeholders filled. */
export function apiMessage(language: Language, key: ApiMessageKey, params: MessageParams = {}) {
  return fill(catalogs[language][key], params);
}

/** The preferred supported language of an Accept-Language header (RFC 9110 weights). */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((r) => /^\s*q=([\d.]+)\s*$/.exec(r)?.[1]).find(Boolean);
      return { primary: tag.toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked.find((r) => LANGUAGES.includes(r.primary as Language))?.primary ??
    DEFAULT_LANGUAGE) as Language;
}
