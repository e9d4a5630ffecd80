import type { APIRequestContext } from '@playwright/test';
import type { DictionarySide, DictionaryWord, JobStatus } from '@shared/schemas/dictionary';
import type { DictionarySearchHit } from '@shared/schemas/words';
import { expect } from '../fixtures';

/** A French figure as the screens write it (1 234, with a narrow no-break space). */
export const frenchNumber = (n: number) => new Intl.NumberFormat('fr').format(n);

/** GET /api/dictionary/import-status/{side}: the side's latest import. */
export async function importStatus(request: APIRequestContext, side: DictionarySide) {
  const response = await request.get(`/api/dictionary/import-status/${side}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as JobStatus;
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
