import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchableFold } from '@shared/schemas/common';
import { editDistance } from './typo';
import {
  isOneEdit,
  WordIndex,
  type IndexedWord,
  type SearchOptions,
  type Viewer,
} from './word-index';

let nextId = 1;
const word = (
  local: string,
  extra: Partial<IndexedWord> & { french?: string } = {},
): IndexedWord => {
  const { french, ...rest } = extra;
  return {
    id: nextId++,
    languageId: 1,
    status: 'approved',
    submittedBy: null,
    partOfSpeech: null,
    nounClass: null,
    texts: [
      { source: 'local', folded: searchableFold(local)! },
      ...(french ? [{ source: 'french' as const, folded: searchableFold(french)! }] : []),
    ],
    ...rest,
  };
};

const everyone: SearchOptions = { viewer: { role: 'public' } };

function indexOf(words: IndexedWord[], how: 'loaded' | 'put') {
  const index = new WordIndex();
  if (how === 'loaded') index.load(words, []);
  else for (const w of words) index.put(w);
  return index;
}

const texts = (index: WordIndex, words: IndexedWord[], q: string, options = everyone) => {
  const byId = new Map(words.map((w) => [w.id, w.texts[0]!.folded]));
  return index.search(searchableFold(q)!, options).map((h) => byId.get(h.wordId));
};

// Every behaviour holds whether the words sit in the sorted segment or in the delta.
describe.each(['loaded', 'put'] as const)('word index (%s)', (how) => {
  it('ranks exact > prefix > one typo > substring, own spelling above a gloss', () => {
    const words = [
      word('mubana'),
      word('bapa'),
      word('banaki'),
      word('bana'),
      word('xyz', { french: 'bana' }),
    ];
    const index = indexOf(words, how);
    expect(texts(index, words, 'bana')).toEqual(['bana', 'xyz', 'banaki', 'bapa', 'mubana']);
    const tiers = index.search('bana', everyone).map((h) => `${h.tier}:${h.source}`);
    expect(tiers).toEqual([
      'exact:local',
      'exact:french',
      'prefix:local',
      'typo:local',
      'substring:local',
    ]);
  });

  it('finds a one-typo word even when prefix and substring hits fill the page', () => {
    // 30 words containing "tembo" would push a typo past the page if it ranked last.
    const words = [
      ...Array.from({ length: 30 }, (_, i) =>
        word(`ki${String.fromCharCode(97 + (i % 26))}${i}tembo`),
      ),
      word('tenbo'),
    ];
    const index = indexOf(words, how);
    const found = texts(index, words, 'tembo', { ...everyone, want: 10 });
    expect(found[0]).toBe('tenbo');
    expect(found).toHaveLength(10);
  });

  it('ranks a letter replaced or swapped above a letter added or dropped, alone or in a phrase', () => {
    // "mbobe" mistyped "mbkbe": the neighbours of the same length first, whatever the alphabet says.
    const words = [
      word('ambkbe'),
      word('mbbe'),
      word('mbobe'),
      word('mbkbea'),
      word('ya mbkb'),
      word('ya mbkbo'),
      word('mbkeb'),
    ];
    const index = indexOf(words, how);
    expect(texts(index, words, 'mbkbe')).toEqual([
      'mbkbea', // a prefix: above every typo
      'mbkeb',
      'mbobe',
      'ambkbe',
      'mbbe',
      'ya mbkbo', // a word of a phrase: after whole texts
      'ya mbkb',
    ]);
  });

  it('corrects a typo in the start of a longer word from 4 letters, not 3', () => {
    const words = [word('ngombe'), word('nyama')];
    const index = indexOf(words, how);
    expect(texts(index, words, 'ngonb')).toEqual(['ngombe']);
    expect(index.search('ngonb', everyone)[0]!.tier).toBe('typo');
    // Three letters: "ngo" is a prefix; "nga" one letter from it is no typo of a longer word.
    expect(texts(index, words, 'nga')).toEqual([]);
  });

  it('looks for typos in a prefix only while fewer than 20 words match as typed', () => {
    // Another run's words, one letter on: neighbours of a query that matches enough as typed.
    const run = (token: string, count: number) =>
      Array.from({ length: count }, (_, i) => word(`${token}neno${String.fromCharCode(97 + i)}`));
    const many = [...run('tox2', 20), ...run('tox3', 1)];
    expect(texts(indexOf(many, how), many, 'tox2')).toHaveLength(20);
    const few = [...run('tox4', 19), ...run('tox5', 1)];
    expect(texts(indexOf(few, how), few, 'tox4').at(-1)).toBe('tox5nenoa');
  });

  it('finds a typo in one word of a phrase, and fuzzy matches only to fill a short list', () => {
    const words = [word('ya kula', { french: 'nourriture' }), word('kalamu')];
    const index = indexOf(words, how);
    expect(texts(index, words, 'kulla')).toEqual(['ya kula']);
    // Two edits ("nouritture"): found by the fuzzy tier, since nothing else matched.
    expect(index.search('nouritture', everyone).map((h) => h.tier)).toEqual(['fuzzy']);
  });

  it('applies visibility and filters: visitors, contributors, staff, deleted languages', () => {
    const words = [
      word('kalamu'),
      word('kalasi', { status: 'pending', submittedBy: 7 }),
      word('kalaba', { status: 'pending', submittedBy: 8 }),
      word('kalapi', { status: 'rejected', submittedBy: 8, partOfSpeech: 'noun' }),
      word('kalaŋa', { languageId: 2 }),
    ];
    const index = indexOf(words, how);
    index.setDeletedLanguages([2]);
    const seen = (viewer: Viewer, filter?: SearchOptions['filter']) =>
      texts(index, words, 'kala', { viewer, filter }).sort();
    expect(seen({ role: 'public' })).toEqual(['kalamu']);
    expect(seen({ role: 'contributor', userId: 7 })).toEqual(['kalamu', 'kalasi']);
    expect(seen({ role: 'staff' })).toEqual(['kalaba', 'kalamu', 'kalapi', 'kalasi']);
    expect(seen({ role: 'staff' }, { partOfSpeech: 'noun' })).toEqual(['kalapi']);
    index.setDeletedLanguages([]);
    expect(seen({ role: 'public' })).toEqual(['kalamu', 'kalana']);
  });

  it('forgets replaced and removed words', () => {
    const words = [word('simba'), word('simu')];
    const index = indexOf(words, how);
    index.put({ ...words[0]!, texts: [{ source: 'local', folded: 'chui' }] });
    index.remove(words[1]!.id);
    expect(index.search('sim', everyone)).toEqual([]);
    expect(index.search('chui', everyone).map((h) => h.wordId)).toEqual([words[0]!.id]);
  });
});

describe('word index compaction', () => {
  it('answers the same before and after the delta is merged into the sorted segment', () => {
    const letters = ['a', 'b', 'k', 'm', 'n', 'ŋ', 'ɛ', 'ɔ', 'o', 'u'];
    const spelling = fc
      .array(fc.constantFrom(...letters), { minLength: 2, maxLength: 7 })
      .map((cs) => cs.join(''));
    fc.assert(
      fc.property(
        fc.array(spelling, { minLength: 1, maxLength: 40 }),
        fc.array(spelling, { minLength: 1, maxLength: 8 }),
        (spellings, queries) => {
          const words = spellings.map((s) => word(s));
          const index = indexOf(words.slice(0, words.length >> 1), 'loaded');
          for (const w of words.slice(words.length >> 1)) index.put(w);
          const before = queries.map((q) => index.search(searchableFold(q)!, everyone));
          index.compact();
          expect(queries.map((q) => index.search(searchableFold(q)!, everyone))).toEqual(before);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('isOneEdit', () => {
  it('agrees with the edit distance (a swap counting one) on every pair of short strings', () => {
    const short = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 5 });
    fc.assert(
      fc.property(short, short, (a, b) => {
        expect(isOneEdit(a, b)).toBe(editDistance(a, b) === 1);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('word index fuzzy tier', () => {
  it('does not take a shared ending for a resemblance', () => {
    // A run of tests gives its words one suffix: "zzq" + it resembles none of them.
    const words = [word('bonget0x002'), word('sautit0x002'), word('kalamut0x002')];
    const index = indexOf(words, 'loaded');
    expect(index.search('zzqt0x002', everyone)).toEqual([]);
    // Several slips in a long word still find it.
    expect(texts(index, words, 'kalamotx002')).toEqual(['kalamut0x002']);
  });
});
