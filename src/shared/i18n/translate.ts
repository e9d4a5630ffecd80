import { apiEn } from './api-en';
import { apiFr } from './api-fr';
import { fill, type MessageParams } from './fill';
import type { Language } from './languages';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

export type ApiMessageKey = keyof typeof apiFr;
export type { MessageParams };

const catalogs = { fr: apiFr, en: apiEn };

export const isApiMessageKey = (key: string): key is ApiMessageKey => key in apiFr;

/** An API message in the given language, with i18next-style `{{name}}` placeholders filled. */
export function apiMessage(language: Language, key: ApiMessageKey, params: MessageParams = {}) {
  return fill(catalogs[language][key], params);
}
