import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  defaultFrequencyFile,
  frenchFrequencyRanking,
  ligatureSpellings,
  readFrequencyList,
} from './french-frequency';
import { defaultLefffFile, LefffSource } from './lefff-source';
import { entryRankKey, rankKey, sortByRanking } from './ranking';

const dir = mkdtempSync(join(tmpdir(), 'maneno-frequency-'));
/** A few real Lefff lines: forms, their category, lemma and morphology. */
const lefff = join(dir, 'mini.mlex');
writeFileSync(
  lefff,
  [
    'est\tv\têtre\tP3s',
    'est\tnc\test\tms',
    'suis\tv\têtre\tP1s',
    'suis\tv\tsuivre\tP1s',
    'être\tv\têtre\tW',
    'être\tnc\têtre\tms',
    'monde\tnc\tmonde\tms',
    'monde\tv\tmonder\tP3s',
    'yeux\tnc\toeil\tmp',
    'oeil\tnc\toeil\tms',
  ].join('\n'),
);

describe('the French frequency list', () => {
  it("is @zxcvbn-ts/language-fr's OpenSubtitles forms, most frequent first", async () => {
    expect(defaultFrequencyFile()).toMatch(/@zxcvbn-ts\/language-fr\/src\/commonWords\.json$/);
    const forms = await readFrequencyList();
    expect(forms.length).toBeGreaterThan(28_000);
    expect(forms.slice(0, 3)).toEqual(['de', 'est', 'pas']);
    expect(forms.indexOf('temps')).toBeLessThan(forms.indexOf('maison'));
  });

  it('credits each form to its lemmas, sharing it between analyses, per part of speech', async () => {
    const forms = ['est', 'suis', 'monde', 'yeux', 'œil', 'ok'];
    const ranking = await frenchFrequencyRanking(forms, lefff, ligatureSpellings(forms));
    // est (1/1) and suis (1/2) both go to être the verb, shared with their other analyses.
    expect(ranking.get(entryRankKey('être', 'verbe'))).toBeCloseTo(1 / 2 + 1 / 2 / 2);
    expect(ranking.get(entryRankKey('est', 'nom'))).toBeCloseTo(1 / 2);
    expect(ranking.get(entryRankKey('suivre', 'verbe'))).toBeCloseTo(1 / 4);
    expect(ranking.get(entryRankKey('monde', 'nom'))).toBeCloseTo(1 / 3 / 2);
    // yeux is œil's, in the ligature spelling the list prefers; a form Lefff lacks scores itself.
    expect(ranking.get(entryRankKey('œil', 'nom'))).toBeCloseTo(1 / 4);
    expect(ranking.has(entryRankKey('oeil', 'nom'))).toBe(false);
    expect(ranking.get(rankKey('ok'))).toBeCloseTo(1 / 6);
    // The verb être comes before the noun, by entry; by word, être gathers both.
    const sorted = sortByRanking(
      [
        { word: 'être', partOfSpeech: 'nom' },
        { word: 'monde', partOfSpeech: 'nom' },
        { word: 'être', partOfSpeech: 'verbe' },
      ],
      ranking,
    );
    expect(sorted.map((e) => `${e.word} ${e.partOfSpeech}`)).toEqual([
      'être verbe',
      'monde nom',
      'être nom',
    ]);
  });

  it("respells Lefff's 'oe' lemmas the list writes with œ more often, and only those", async () => {
    const spellings = ligatureSpellings(await readFrequencyList());
    expect(spellings.get('coeur')).toBe('cœur');
    expect(spellings.get('soeur')).toBe('sœur');
    expect(spellings.has('coefficient')).toBe(false);
    const source = new LefffSource({ file: defaultLefffFile(), spellings: async () => spellings });
    expect((await source.lookup('œil')).map((e) => e.partOfSpeech)).toEqual(['nom']);
    expect(await source.lookup('oeil')).toEqual([]);
  });
});
