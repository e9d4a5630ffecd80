import type { APIRequestContext } from '@playwright/test';
import type { Language } from '@shared/schemas/languages';
import { expect } from '../fixtures';

/** The id of a language, by name (the demo's Swahili, Lingala, Zulu...). */
export async function languageId(request: APIRequestContext, name: string) {
  const languages = (await (await request.get('/api/languages')).json()) as Language[];
  const language = languages.find((l) => l.name === name);
  expect(language, name).toBeDefined();
  return language!.id;
}
