import type { APIRequestContext, Page } from '@playwright/test';
import type {
  DictionarySide,
  DictionarySourceInfo,
  DictionaryWord,
  JobStatus,
} from '@shared/schemas/dictionary';
import type { DictionarySearchHit } from '@shared/schemas/words';
import { expect } from '../fixtures';

/** A job status as the API answers it (the screens' progress fields and our extras). */
export const jobStatus = (fields: Partial<JobStatus> = {}): JobStatus => ({
  isImporting: false,
  imported: 0,
  total: 0,
  errors: 0,
  currentWord: null,
  relationsCreated: 0,
  updatedCount: 0,
  wordsAdded: 0,
  jobId: null,
  kind: null,
  state: null,
  startedAt: null,
  finishedAt: null,
  message: null,
  ...fields,
});

/** A French figure as the screens write it (1 234, with a narrow no-break space). */
export const frenchNumber = (n: number) => new Intl.NumberFormat('fr').format(n);

/** GET /api/dictionary/import-status/{side}: the side's latest import. */
export async function importStatus(request: APIRequestContext, side: DictionarySide) {
  const response = await request.get(`/api/dictionary/import-status/${side}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as JobStatus;
}

/** Waits until no import of `side` runs (so the next journey may start one). */
export async function waitForImportsToEnd(request: APIRequestContext, side: DictionarySide) {
  await expect
    .poll(async () => (await importStatus(request, side)).isImporting, { timeout: 120_000 })
    .toBe(false);
}

/** The reference counts (GET /api/dictionary/stats). */
export async function dictionaryStats(request: APIRequestContext) {
  const response = await request.get('/api/dictionary/stats');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { frenchWordsCount: number; englishWordsCount: number };
}

/**
 * A French entry that an import created (not typed in the word form, as the demo's are) and that
 * has an English equivalent: looked for through the search, by a few common spellings.
 */
export async function importedFrenchWordWithEquivalent(request: APIRequestContext) {
  const probes = ['chat', 'maison', 'homme', 'jour', 'temps', 'main', 'monde', 'eau', 'ma', 'pa'];
  for (const q of probes) {
    const hits = (await (
      await request.get(`/api/dictionary/french/search?q=${encodeURIComponent(q)}`)
    ).json()) as DictionarySearchHit[];
    for (const hit of hits) {
      if (!hit.equivalent) continue;
      const word = (await (
        await request.get(`/api/dictionary/french/word/${hit.id}`)
      ).json()) as DictionaryWord;
      if (word.origin !== 'manual' && word.equivalent) return word;
    }
  }
  throw new Error('No imported French word with an English equivalent was found.');
}

/** The sources a server with the bundled data and FreeDict's files would list. */
export const SOURCES: DictionarySourceInfo[] = [
  {
    name: 'bundled',
    side: 'english',
    title: 'WordNet 3.1 + CMU Pronouncing Dictionary',
    licence: 'WordNet licence, BSD-2-Clause',
    available: true,
    reason: null,
  },
  {
    name: 'bundled',
    side: 'french',
    title: 'Lefff',
    licence: 'LGPL-LR',
    available: true,
    reason: null,
  },
  {
    name: 'dictd',
    side: 'french',
    title: 'FreeDict fra-eng',
    licence: 'GPL-2.0-or-later',
    available: false,
    reason: 'dictd files not found in /usr/share/dictd',
  },
  {
    name: 'web',
    side: 'english',
    title: 'dictionaryapi.dev',
    licence: 'CC BY-SA 3.0',
    available: false,
    reason: 'not configured',
  },
];

/** A French entry without a definition of its own: its English equivalent's stands in. */
export const FRENCH_WORD: DictionaryWord = {
  id: 41,
  word: 'maison',
  definition: null,
  partOfSpeech: 'nom',
  pronunciation: '/mɛ.zɔ̃/',
  source: 'db',
  origin: 'lefff',
  gender: 'f',
  fallbackDefinition: { text: 'A building where people live.', language: 'en' },
  equivalent: { id: 97, word: 'house', definition: 'A building where people live.' },
  localEquivalents: [
    {
      id: 5,
      word: 'nyumba',
      language: 'Swahili',
      languageIsoCode: 'sw',
      notes: 'Aussi « maison familiale ».',
      expressions: ['Nyumba njema si mlango'],
      locality: 'Zanzibar',
      pronunciation: 'ˈɲumba',
    },
    {
      id: 6,
      word: 'ndáko',
      language: 'Lingala',
      languageIsoCode: 'ln',
      notes: null,
      expressions: [],
      locality: null,
      pronunciation: null,
    },
  ],
  localEquivalentsCount: 2,
};

/**
 * Answers the /api/dictionary calls in place of the server: `answers` maps a path after
 * /api/dictionary/ (with its method, 'GET stats', 'POST sync-both') to a JSON body, or to a
 * function of the call's count (0 for the first) returning one. Unknown paths answer 404. The
 * calls are counted per key, to check how often the screens poll.
 */
export async function mockDictionary(page: Page, answers: Record<string, unknown>) {
  const calls: Record<string, number> = {};
  await page.route('**/api/dictionary/**', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname.replace(/^\/api\/dictionary\//, '');
    const key = `${request.method()} ${path}`;
    const n = calls[key] ?? 0;
    calls[key] = n + 1;
    const answer = answers[key];
    if (answer === undefined) {
      await route.fulfill({ status: 404, json: { code: 'NOT_FOUND', message: 'Introuvable.' } });
      return;
    }
    await route.fulfill({
      json: typeof answer === 'function' ? (answer as (n: number) => unknown)(n) : answer,
    });
  });
  return { count: (key: string) => calls[key] ?? 0 };
}
