import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alphabetProblem,
  compareSpellings,
  foldedLetterKeyRange,
  foldedLetterOfKeyChar,
  formatLetter,
  letterKeyRange,
  letterRankOfKeyChar,
  parseLetter,
  sortKey,
  toAlphabet,
  type Alphabet,
} from './alphabet';

const alphabet = (letters: string, options: Partial<Alphabet> = {}): Alphabet => ({
  ...toAlphabet({ letters: letters.split(' '), ignoreTones: true }),
  ...options,
});

// Standard Swahili's letters: the digraphs ch, dh, gh, kh, ng', ny, sh, th are letters.
const SWAHILI = alphabet("a b ch d dh e f g gh h i j k kh l m n ng' ny o p r s sh t th u v w y z");
// Lingala's (CELTA): ɛ after e, ɔ after o, prenasalised consonants as letters.
const LINGALA = alphabet(
  'a b d e ɛ f g gb h i k kp l m mb mp mv n nd ng nk ns nt ny nz o ɔ p r s t u v w y z',
);

const sorted = (a: Alphabet | null, words: string[]) =>
  [...words].sort((x, y) => compareSpellings(a, x, y));
const byKey = (a: Alphabet | null, words: string[]) =>
  [...words].sort((x, y) => {
    const kx = sortKey(a, x).key;
    const ky = sortKey(a, y).key;
    return kx < ky ? -1 : kx > ky ? 1 : 0;
  });

describe('dictionary order by alphabet', () => {
  it("files Swahili nyumba after nguo and after ng'ombe, and dh after every d", () => {
    const words = ['nyumba', "ng'ombe", 'nguo', 'ndizi', 'dhahabu', 'duka', 'dawa', 'chai', 'zeze'];
    const expected = [
      'chai',
      'dawa',
      'duka',
      'dhahabu',
      'ndizi',
      'nguo',
      "ng'ombe",
      'nyumba',
      'zeze',
    ];
    expect(sorted(SWAHILI, words)).toEqual(expected);
    expect(byKey(SWAHILI, words)).toEqual(expected);
  });

  it('takes the longest letter first', () => {
    // With n, ng and ng' all letters: ng'a is ng', nga is ng, nda is n.
    const a = alphabet("a d g n ng ng'");
    expect(sorted(a, ["ng'a", 'nga', 'nda', 'na'])).toEqual(['na', 'nda', 'nga', "ng'a"]);
    expect(sortKey(a, "ng'a").letterRank).toBe(5);
    expect(sortKey(a, 'nga').letterRank).toBe(4);
    expect(sortKey(a, 'nda').letterRank).toBe(3);
  });

  it('files Lingala ɛ after every e and ɔ after every o', () => {
    const words = ['ɛlɔkɔ', 'ezali', 'esika', 'ɔ́tɛlɛ', 'oyo', 'moto', 'mbwa', 'mai'];
    expect(sorted(LINGALA, words)).toEqual([
      'esika',
      'ezali',
      'ɛlɔkɔ',
      'mai',
      'moto',
      'mbwa',
      'oyo',
      'ɔ́tɛlɛ',
    ]);
    expect(byKey(LINGALA, words)).toEqual(sorted(LINGALA, words));
  });

  it('ignores tones, then uses them to break ties, a word without any first', () => {
    const words = ['mwána', 'mwana', 'mwàna', 'mwâna', 'mwanza', 'mwa'];
    const expected = ['mwa', 'mwana', 'mwána', 'mwàna', 'mwâna', 'mwanza'];
    expect(sorted(LINGALA, words)).toEqual(expected);
    expect(byKey(LINGALA, words)).toEqual(expected);
  });

  it('when tones count, files a toned vowel as a letter after the plain one', () => {
    const toned = { ...LINGALA, ignoreTones: false };
    expect(sorted(toned, ['mwánza', 'mwanza', 'mwazi'])).toEqual(['mwanza', 'mwazi', 'mwánza']);
  });

  it('reads a variant as its letter and a curly apostrophe as a straight one', () => {
    const a = { ...SWAHILI, variants: [{ form: "ŋ'", sortsAs: "ng'" }] };
    const words = ['nyumba', "ŋ'ombe", 'nguo', 'ng’ombe', "ng'ombe"];
    const order = sorted(a, words);
    expect(order.slice(0, 1)).toEqual(['nguo']);
    expect(order.at(-1)).toBe('nyumba');
    expect(new Set(order.slice(1, 4))).toEqual(new Set(["ŋ'ombe", 'ng’ombe', "ng'ombe"]));
    expect(byKey(a, words)).toEqual(order);
    expect(sortKey(a, "ŋ'ombe").outside).toEqual([]);
  });

  it('files capitals, spaces and hyphens with the same letters, after the plain spelling', () => {
    expect(sorted(SWAHILI, ['Mtu', 'mtu-', 'mtu', 'm tu', 'mtoto'])).toEqual([
      'mtoto',
      'mtu',
      // Then by code point: M before m, a space before a hyphen.
      'Mtu',
      'm tu',
      'mtu-',
    ]);
  });

  it('puts characters outside the alphabet after every letter and names them', () => {
    expect(sorted(SWAHILI, ['quran', 'zeze', 'xerox', 'abiria'])).toEqual([
      'abiria',
      'zeze',
      'quran',
      'xerox',
    ]);
    expect(sortKey(SWAHILI, 'çai').outside).toEqual(['ç']);
    expect(sortKey(SWAHILI, 'Quxq').outside).toEqual(['q', 'x']);
    expect(sortKey(SWAHILI, "ng'ombe").outside).toEqual([]);
    expect(sortKey(LINGALA, 'ngɔ́mbɛ').outside).toEqual([]);
    expect(sortKey(SWAHILI, 'ngɔ́mbɛ').outside).toEqual(['ɔ', 'ɛ']);
    expect(sortKey(SWAHILI, 'ŋombe').letterRank).toBeNull();
  });

  it('keeps the folded Latin order for a language without an alphabet', () => {
    const words = ['ŋgɔ́mbɛ', 'nyama', 'ngombe', 'Ngombe', 'mbwa', 'ɛlɔkɔ', 'esika'];
    const expected = ['ɛlɔkɔ', 'esika', 'mbwa', 'Ngombe', 'ngombe', 'ŋgɔ́mbɛ', 'nyama'];
    expect(sorted(null, words)).toEqual(expected);
    expect(byKey(null, words)).toEqual(expected);
  });

  it('gives each first letter a key range of its own', () => {
    const range = letterKeyRange(2); // ch
    for (const word of ['chai', 'chungwa', 'Chui']) {
      const key = sortKey(SWAHILI, word).key;
      expect(key >= range.from && key < range.to).toBe(true);
    }
    const key = sortKey(SWAHILI, 'dawa').key;
    expect(key >= range.to).toBe(true);
  });

  it('tells the letter a key starts with from its first character', () => {
    // With an alphabet, whatever the tone of the first letter when tones count.
    const tones = { ...SWAHILI, ignoreTones: false };
    for (const [word, rank] of [
      ['chai', 2],
      ['chái', 2],
      ['zawadi', 30],
      ['ávatar', 0],
    ] as const) {
      expect(letterRankOfKeyChar(sortKey(tones, word).key[0]!), word).toBe(rank);
    }
    expect(letterRankOfKeyChar(letterKeyRange(7).from)).toBe(7);
    // A word starting with no letter of the alphabet, an empty spelling.
    expect(letterRankOfKeyChar(sortKey(SWAHILI, 'Qurani').key[0]!)).toBe(-1);
    expect(letterRankOfKeyChar(sortKey(SWAHILI, '-').key[0]!)).toBe(-1);
    // Without an alphabet, the folded letter, or none: punctuation only, or past U+BFFF.
    expect(foldedLetterOfKeyChar(sortKey(null, 'ŋgɔ́mbɛ').key[0]!)).toBe('n');
    expect(foldedLetterOfKeyChar(sortKey(null, 'Ɓaba').key[0]!)).toBe('b');
    expect(foldedLetterOfKeyChar(foldedLetterKeyRange('ɛ').from)).toBe('e');
    expect(foldedLetterOfKeyChar(sortKey(null, '').key.slice(0, 1))).toBe('');
    expect(foldedLetterOfKeyChar(sortKey(null, '\uE000').key[0]!)).toBeNull();
    expect(foldedLetterOfKeyChar(sortKey(null, '\u{10400}').key[0]!)).toBeNull();
  });
});

describe('alphabet as typed', () => {
  it('reads "ch|Ch" and derives the capital otherwise', () => {
    expect(parseLetter("ng'")).toEqual({ lower: "ng'", upper: "Ng'" });
    expect(parseLetter('ɛ')).toEqual({ lower: 'ɛ', upper: 'Ɛ' });
    expect(parseLetter('ij|IJ')).toEqual({ lower: 'ij', upper: 'IJ' });
    expect(formatLetter(parseLetter('ij|IJ'))).toBe('ij|IJ');
    expect(formatLetter(parseLetter('ch|Ch'))).toBe('ch');
  });

  it('names the letter of each problem', () => {
    expect(alphabetProblem([])).toEqual({ key: 'alphabetEmpty' });
    expect(alphabetProblem(['a', 'ch', 'b', 'Ch'])).toEqual({
      key: 'alphabetLetterDuplicate',
      params: { letter: 'ch' },
    });
    expect(alphabetProblem(['a', ' ', 'b'])).toEqual({
      key: 'alphabetLetterEmpty',
      params: { position: 2 },
    });
    expect(alphabetProblem(['a', 'abcdefghi'])).toEqual({
      key: 'alphabetLetterTooLong',
      params: { letter: 'abcdefghi', max: 8 },
    });
    // Eight characters as read, whatever their decomposition: ɛ́ is one.
    expect(alphabetProblem(['ɛ́ɛ́ɛ́ɛ́ɛ́ɛ́ɛ́ɛ́'.normalize('NFD')])?.key).toBe('alphabetLetterTooLong');
    expect(alphabetProblem(['ɛ́ɛ́ɛ́ɛ'])).toBeNull();
    expect(alphabetProblem(Array.from({ length: 201 }, (_, i) => `x${i}`))).toEqual({
      key: 'alphabetTooManyLetters',
      params: { max: 200 },
    });
    expect(alphabetProblem(['a', 'n g'])?.key).toBe('alphabetLetterSpace');
    expect(alphabetProblem(['n', "ng'"], [{ form: "ŋ'", sortsAs: 'ny' }])).toEqual({
      key: 'alphabetVariantUnknownLetter',
      params: { variant: "ŋ'", letter: 'ny' },
    });
    expect(alphabetProblem(['n', "ng'"], [{ form: 'n', sortsAs: "ng'" }])).toEqual({
      key: 'alphabetVariantIsLetter',
      params: { variant: 'n' },
    });
    expect(alphabetProblem(['n', "ng'"], [{ form: "ŋ'", sortsAs: "ng'" }])).toBeNull();
  });
});

// Spellings drawn from the letters that make collation hard: multigraph parts, ɛ ɔ ŋ, tone
// marks (composed and combining), capitals, apostrophes straight and curly, spaces, hyphens and
// characters outside the alphabet.
const PIECES = [
  'a',
  'e',
  'ɛ',
  'o',
  'ɔ',
  'n',
  'g',
  'y',
  "'",
  '’',
  'h',
  'c',
  's',
  'm',
  'b',
  'ŋ',
  'q',
  '\u0301',
  '\u0300',
  '\u0302',
  '\u0327',
  'á',
  'É',
  'N',
  'G',
  ' ',
  '-',
  'ç',
  '𝔞',
];
const spelling = fc
  .array(fc.constantFrom(...PIECES), { minLength: 0, maxLength: 7 })
  .map((p) => p.join(''));
const ALPHABETS: (Alphabet | null)[] = [
  null,
  SWAHILI,
  LINGALA,
  { ...LINGALA, ignoreTones: false },
  { ...SWAHILI, variants: [{ form: "ŋ'", sortsAs: "ng'" }] },
  alphabet("a n ng ng' é"),
];

describe('the stored key', () => {
  it('orders any list exactly as the comparator does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALPHABETS),
        fc.array(spelling, { maxLength: 30 }),
        (a, words) => {
          const sign = (n: number) => Math.sign(n);
          for (const x of words) {
            for (const y of words) {
              const kx = sortKey(a, x).key;
              const ky = sortKey(a, y).key;
              expect(sign(compareSpellings(a, x, y))).toBe(kx < ky ? -1 : kx > ky ? 1 : 0);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds only characters below U+D800, so SQL byte order and JavaScript order agree', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALPHABETS),
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        (a, text) => {
          for (const ch of sortKey(a, text).key) expect(ch.codePointAt(0)!).toBeLessThan(0xd800);
        },
      ),
    );
  });

  it('is a total order: the comparator is antisymmetric and transitive', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALPHABETS), spelling, spelling, spelling, (a, x, y, z) => {
        expect(Math.sign(compareSpellings(a, x, y))).toBe(
          -Math.sign(compareSpellings(a, y, x)) || 0,
        );
        if (compareSpellings(a, x, y) <= 0 && compareSpellings(a, y, z) <= 0) {
          expect(compareSpellings(a, x, z)).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns: 500 },
    );
  });
});
