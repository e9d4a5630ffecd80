import type { APIRequestContext } from '@playwright/test';
import type { Expression } from '@shared/schemas/expressions';
import type { Language } from '@shared/schemas/languages';
import type { PaginatedWords, WordEntry } from '@shared/schemas/words';
import { expect } from '../fixtures';
import { wavFile } from './audio';

/** The id of a language, by name (the demo's Swahili, Lingala, Zulu...). */
export async function languageId(request: APIRequestContext, name: string) {
  const languages = (await (await request.get('/api/languages')).json()) as Language[];
  const language = languages.find((l) => l.name === name);
  expect(language, name).toBeDefined();
  return language!.id;
}

/** Creates a word through the API (multipart, as the form sends it). */
export async function createWord(
  request: APIRequestContext,
  fields: { language: string; localWord: string; frenchWord: string; englishWord?: string },
  audio: Buffer[] = [],
) {
  const response = await request.post('/api/words', {
    multipart: {
      languageId: String(await languageId(request, fields.language)),
      localWord: fields.localWord,
      frenchWord: fields.frenchWord,
      ...(fields.englishWord ? { englishWord: fields.englishWord } : {}),
      ...Object.fromEntries(
        audio.map((buffer, i) => [
          `audio${i + 1}`,
          { name: `tone${i + 1}.wav`, mimeType: 'audio/wav', buffer },
        ]),
      ),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as WordEntry;
}

/** The id of a word, written exactly so, in a language (the demo's 'mbwa' in Swahili...). */
export async function wordId(request: APIRequestContext, language: string, localWord: string) {
  const query = new URLSearchParams({
    search: localWord,
    limit: '10',
    languageId: String(await languageId(request, language)),
  });
  const { data } = (await (
    await request.get(`/api/words/paginated?${query}`)
  ).json()) as PaginatedWords;
  const entry = data.find((e) => e.localWord.localWord === localWord);
  expect(entry, localWord).toBeDefined();
  return entry!.localWord.id;
}

/** Creates an expression through the API (multipart, as the form sends it). */
export async function createExpression(
  request: APIRequestContext,
  fields: { expression?: string; description?: string; words: number[]; languageId?: number },
  audio: { name: string; mimeType: string; buffer: Buffer }[] = [wavFile('un.wav')],
) {
  const response = await request.post('/api/expressions', {
    multipart: {
      localWordIds: JSON.stringify(fields.words),
      ...(fields.expression ? { expression: fields.expression } : {}),
      ...(fields.description ? { description: fields.description } : {}),
      ...(fields.languageId ? { languageId: String(fields.languageId) } : {}),
      ...Object.fromEntries(audio.map((file, i) => [`audio${i + 1}`, file])),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Expression;
}

/** An expression as the API reads it (with its linked words). */
export async function getExpression(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/expressions/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Expression;
}
