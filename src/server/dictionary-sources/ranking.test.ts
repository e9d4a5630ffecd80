import { describe, expect, it, vi } from 'vitest';
import { frenchRankingFrom, once, sortByRanking } from './ranking';
import { wordnetRanking } from './wordnet-source';

describe('ranking', () => {
  it('scores English words by WordNet frequencies, all parts of speech together', async () => {
    const english = await wordnetRanking();
    expect(english.get('time')).toBe(603);
    expect(english.get('be')).toBe(16_667);
    expect(english.get('new york')).toBeGreaterThan(0);
    expect(english.get('zzzz')).toBeUndefined();
  });

  it('scores a French word by its best translation, every translated word above the rest', async () => {
    const english = new Map([
      ['be', 16_667],
      ['cat', 18],
    ]);
    const french = await frenchRankingFrom(
      [
        {
          french: { word: 'être', partOfSpeech: 'verbe' },
          english: { word: 'be', partOfSpeech: 'verb' },
        },
        {
          french: { word: 'chat', partOfSpeech: 'nom' },
          english: { word: 'cat', partOfSpeech: 'noun' },
        },
        {
          french: { word: 'Chat', partOfSpeech: null },
          english: { word: 'tomcat', partOfSpeech: null },
        },
        {
          french: { word: 'abaque', partOfSpeech: 'nom' },
          english: { word: 'abacus', partOfSpeech: 'noun' },
        },
      ],
      english,
    );
    expect(Object.fromEntries(french)).toEqual({ être: 16_668, chat: 19, abaque: 1 });
    const words = ['abaque', 'zygote', 'chat', 'être', 'aardvark'].map((word) => ({ word }));
    expect(sortByRanking(words, french).map((w) => w.word)).toEqual([
      'être',
      'chat',
      'abaque',
      'zygote',
      'aardvark',
    ]);
  });

  it('loads once, and again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('no')).mockResolvedValue(42);
    const get = once(load);
    await expect(get()).rejects.toThrow('no');
    expect(await get()).toBe(42);
    expect(await get()).toBe(42);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
