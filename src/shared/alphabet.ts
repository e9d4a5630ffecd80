/**
 * A language's alphabet and the dictionary order it gives (docs/decisions/031-alphabets.md).
 *
 * An alphabet is an ordered list of letters: single characters, multigraphs (`ch`, `ng'`) and
 * letters with diacritics (`ɛ`, `é` where it is a letter of its own), each with its capital;
 * variants that sort as one of the letters (`ŋ'` as `ng'`); and whether tone marks are ignored
 * when sorting (then they only break ties). A spelling is read left to right taking the longest
 * letter that matches (`ng'` before `ng` before `n`), and compared:
 *
 *  1. letter by letter in the alphabet's order; a character that is no letter of the alphabet
 *     comes after every letter, by code point; spaces, hyphens and other punctuation are skipped;
 *     when tones count, a toned vowel is a letter of its own right after the plain one;
 *  2. when tones are ignored: the tone of each letter, left to right (none, high, low, falling,
 *     rising, mid, extra high, extra low);
 *  3. what remains (capitals, punctuation, variants, other marks): the spelling itself, by code
 *     point, a spelling without any of these first.
 *
 * The homograph number and the id come after, in the query. A language without an alphabet keeps
 * the folded Latin order (fold(): ɛ as e, tones and accents aside), then the spelling.
 *
 * `sortKey()` encodes all this as a string whose code-point order (PostgreSQL's "C" collation,
 * and JavaScript's own `<` since every character is below U+D800) is the comparator's order, so a
 * page of a 200,000-word language is an index range. Plain data and pure functions: the server
 * stores the keys, the client checks spellings and shows letters with the same code.
 */
import { fold } from './fold';

export interface AlphabetLetter {
  /** As matched, lower case, NFC (`ch`, `ng'`, `ɛ`). */
  lower: string;
  /** As shown on the letter bar (`Ch`, `Ng'`, `Ɛ`). */
  upper: string;
}

export interface AlphabetVariant {
  /** Another spelling of a letter (`ŋ'`), lower case, NFC. */
  form: string;
  /** The `lower` of the letter it sorts as. */
  sortsAs: string;
}

export interface Alphabet {
  letters: AlphabetLetter[];
  ignoreTones: boolean;
  variants: AlphabetVariant[];
}

/** Limits of an alphabet (the API refuses more). */
export const ALPHABET_MAX_LETTERS = 200;
export const ALPHABET_LETTER_MAX_LENGTH = 8;
export const ALPHABET_MAX_VARIANTS = 50;

/** The combining tone marks, in their sorting order: high, low, falling, rising, mid, extra high, extra low. */
export const TONE_MARKS = ['\u0301', '\u0300', '\u0302', '\u030C', '\u0304', '\u030B', '\u030F'];

/** Apostrophe look-alikes a phone or a word processor types for `'` (’ ʼ ‘ ʹ ′ ＇). */
const APOSTROPHES = /[\u2019\u02BC\u2018\u02B9\u2032\uFF07]/gu;
const MARK = /^\p{M}$/u;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** The form letters are matched in: decomposed, one apostrophe, lower case. */
export function matchForm(text: string): string {
  return text.normalize('NFD').replace(APOSTROPHES, "'").toLowerCase().normalize('NFD');
}

/** The capital of a letter as a language writes it: first character upper (`ng'` -> `Ng'`). */
export function defaultUpper(lower: string): string {
  const [first = '', ...rest] = Array.from(lower.normalize('NFC'));
  return (first.toUpperCase() + rest.join('')).normalize('NFC');
}

// --- Wire form: "ch|Ch" ------------------------------------------------------------------------

/** `"ch"` or `"ch|Ch"` (lower case, then the capital when it is not the derived one). */
export function parseLetter(entry: string): AlphabetLetter {
  const [lowerPart = '', upperPart] = entry.split('|');
  const lower = lowerPart.trim().normalize('NFC').toLowerCase().normalize('NFC');
  const upper = upperPart?.trim().normalize('NFC') || defaultUpper(lower);
  return { lower, upper };
}

/** The inverse of parseLetter: the capital written only when it is not the derived one. */
export function formatLetter(letter: AlphabetLetter): string {
  return letter.upper === defaultUpper(letter.lower)
    ? letter.lower
    : `${letter.lower}|${letter.upper}`;
}

/** The length limits count characters as a reader does (code points of the NFC form). */
export const letterLength = (text: string) => Array.from(text.normalize('NFC')).length;

export type AlphabetProblem =
  | { key: 'alphabetEmpty' }
  | { key: 'alphabetTooManyLetters'; params: { max: number } }
  | { key: 'alphabetLetterEmpty'; params: { position: number } }
  | { key: 'alphabetLetterTooLong'; params: { letter: string; max: number } }
  | { key: 'alphabetLetterSpace'; params: { letter: string } }
  | { key: 'alphabetLetterDuplicate'; params: { letter: string } }
  | { key: 'alphabetTooManyVariants'; params: { max: number } }
  | { key: 'alphabetVariantEmpty' }
  | { key: 'alphabetVariantUnknownLetter'; params: { variant: string; letter: string } }
  | { key: 'alphabetVariantIsLetter'; params: { variant: string } };

/**
 * The first problem of an alphabet as typed, or null: every letter and variant non-empty, at most
 * 8 characters, without spaces, each once (as matched: `Ch` and `ch` are one letter), at most 200
 * letters, each variant sorting as a letter of the list and not one itself.
 */
export function alphabetProblem(
  letters: readonly string[],
  variants: readonly { form: string; sortsAs: string }[] = [],
): AlphabetProblem | null {
  if (letters.length === 0) return { key: 'alphabetEmpty' };
  if (letters.length > ALPHABET_MAX_LETTERS) {
    return { key: 'alphabetTooManyLetters', params: { max: ALPHABET_MAX_LETTERS } };
  }
  const seen = new Set<string>();
  for (const [index, entry] of letters.entries()) {
    const { lower, upper } = parseLetter(entry);
    if (lower === '') return { key: 'alphabetLetterEmpty', params: { position: index + 1 } };
    for (const part of [lower, upper]) {
      if (letterLength(part) > ALPHABET_LETTER_MAX_LENGTH) {
        return {
          key: 'alphabetLetterTooLong',
          params: { letter: part, max: ALPHABET_LETTER_MAX_LENGTH },
        };
      }
      if (/\s/u.test(part)) return { key: 'alphabetLetterSpace', params: { letter: part } };
    }
    const matched = matchForm(lower);
    if (seen.has(matched)) return { key: 'alphabetLetterDuplicate', params: { letter: lower } };
    seen.add(matched);
  }
  if (variants.length > ALPHABET_MAX_VARIANTS) {
    return { key: 'alphabetTooManyVariants', params: { max: ALPHABET_MAX_VARIANTS } };
  }
  for (const variant of variants) {
    const form = variant.form.trim();
    if (form === '') return { key: 'alphabetVariantEmpty' };
    if (letterLength(form) > ALPHABET_LETTER_MAX_LENGTH) {
      return {
        key: 'alphabetLetterTooLong',
        params: { letter: form, max: ALPHABET_LETTER_MAX_LENGTH },
      };
    }
    if (/\s/u.test(form)) return { key: 'alphabetLetterSpace', params: { letter: form } };
    if (seen.has(matchForm(form)))
      return { key: 'alphabetVariantIsLetter', params: { variant: form } };
    if (!letters.some((l) => matchForm(parseLetter(l).lower) === matchForm(variant.sortsAs))) {
      return {
        key: 'alphabetVariantUnknownLetter',
        params: { variant: form, letter: variant.sortsAs },
      };
    }
    seen.add(matchForm(form));
  }
  return null;
}

/** An alphabet from its wire form; call alphabetProblem() first. */
export function toAlphabet(input: {
  letters: readonly string[];
  ignoreTones: boolean;
  variants?: readonly { form: string; sortsAs: string }[];
}): Alphabet {
  return {
    letters: input.letters.map(parseLetter),
    ignoreTones: input.ignoreTones,
    variants: (input.variants ?? []).map((v) => ({
      form: v.form.trim().normalize('NFC').toLowerCase().normalize('NFC'),
      sortsAs: v.sortsAs.trim().normalize('NFC').toLowerCase().normalize('NFC'),
    })),
  };
}

// --- Reading a spelling ------------------------------------------------------------------------

interface Candidate {
  chars: string[];
  rank: number;
  variant: boolean;
}

/** An alphabet prepared for reading spellings: candidates by first character, longest first. */
export interface CompiledAlphabet {
  readonly alphabet: Alphabet;
  readonly byFirst: ReadonlyMap<string, Candidate[]>;
  /** Tone marks that are not part of any letter (a letter `é` makes the acute a letter's). */
  readonly toneMarks: ReadonlyMap<string, number>;
}

const compiled = new WeakMap<Alphabet, CompiledAlphabet>();

export function compileAlphabet(alphabet: Alphabet): CompiledAlphabet {
  const cached = compiled.get(alphabet);
  if (cached) return cached;
  const byFirst = new Map<string, Candidate[]>();
  const letterMarks = new Set<string>();
  const add = (text: string, rank: number, variant: boolean) => {
    const chars = Array.from(matchForm(text));
    if (chars.length === 0) return;
    for (const c of chars) if (MARK.test(c)) letterMarks.add(c);
    const list = byFirst.get(chars[0]!) ?? [];
    list.push({ chars, rank, variant });
    byFirst.set(chars[0]!, list);
  };
  alphabet.letters.forEach((letter, rank) => add(letter.lower, rank, false));
  const rankOf = new Map(alphabet.letters.map((l, rank) => [matchForm(l.lower), rank]));
  for (const v of alphabet.variants) {
    const rank = rankOf.get(matchForm(v.sortsAs));
    if (rank !== undefined) add(v.form, rank, true);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.chars.length - a.chars.length);
  const toneMarks = new Map(
    TONE_MARKS.flatMap((mark, i) => (letterMarks.has(mark) ? [] : [[mark, i + 1] as const])),
  );
  const result = { alphabet, byFirst, toneMarks };
  compiled.set(alphabet, result);
  return result;
}

/** One unit of a spelling: a letter of the alphabet (by rank, with its tone) or another character. */
export type Token =
  | { kind: 'letter'; rank: number; tone: number }
  | { kind: 'other'; codePoint: number; tone: number };

export interface Reading {
  tokens: Token[];
  /** Something beyond letters and tones tells this spelling apart (capitals, punctuation...). */
  hasRest: boolean;
  /** The characters that are no letter of the alphabet, each once, in order of appearance. */
  outside: string[];
}

/** Reads a spelling into the alphabet's letters (longest match first), tones and the rest. */
export function readSpelling(compiledAlphabet: CompiledAlphabet, spelling: string): Reading {
  const { byFirst, toneMarks } = compiledAlphabet;
  const decomposed = spelling.normalize('NFD');
  const chars = Array.from(matchForm(spelling));
  const tokens: Token[] = [];
  const outside: string[] = [];
  let hasRest = matchForm(spelling) !== decomposed;
  const noteOutside = (text: string) => {
    const shown = text.normalize('NFC');
    if (!outside.includes(shown)) outside.push(shown);
  };
  let i = 0;
  while (i < chars.length) {
    const c = chars[i]!;
    if (MARK.test(c)) {
      const tone = toneMarks.get(c);
      const last = tokens.at(-1);
      if (tone !== undefined && last && last.tone === 0) last.tone = tone;
      else {
        hasRest = true;
        // A mark no letter has (ç where the alphabet has only c), shown on its base letter; a
        // character that is no letter was named with its marks already.
        if (tone === undefined && last?.kind !== 'other') {
          const base = i > 0 && !MARK.test(chars[i - 1]!) ? chars[i - 1]! : '\u25CC';
          noteOutside(base + c);
        }
      }
      i++;
      continue;
    }
    const candidate = byFirst
      .get(c)
      ?.find((cand) => cand.chars.every((ch, k) => chars[i + k] === ch));
    if (candidate) {
      tokens.push({ kind: 'letter', rank: candidate.rank, tone: 0 });
      if (candidate.variant) hasRest = true;
      i += candidate.chars.length;
      continue;
    }
    if (LETTER_OR_DIGIT.test(c)) {
      tokens.push({ kind: 'other', codePoint: c.codePointAt(0)!, tone: 0 });
      let end = i + 1;
      while (end < chars.length && MARK.test(chars[end]!) && !toneMarks.has(chars[end]!)) end++;
      noteOutside(chars.slice(i, end).join(''));
    } else {
      // Spaces, hyphens, apostrophes outside a letter: skipped, as dictionaries file them.
      hasRest = true;
    }
    i++;
  }
  return { tokens, hasRest, outside };
}

// --- Comparing ---------------------------------------------------------------------------------

const byCodePoint = (a: string, b: string) => {
  const x = Array.from(a);
  const y = Array.from(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
};

function primaryValue(token: Token, ignoreTones: boolean): [number, number] {
  return token.kind === 'letter'
    ? [0, token.rank * 8 + (ignoreTones ? 0 : token.tone)]
    : [1, token.codePoint * 8 + (ignoreTones ? 0 : token.tone)];
}

function compareSequences<T>(a: T[], b: T[], compare: (x: T, y: T) => number): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = compare(a[i]!, b[i]!);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/**
 * The dictionary order of two spellings of a language (null: no alphabet, folded Latin order):
 * negative, zero (the same spelling) or positive. What `sortKey` encodes; property-tested to agree.
 */
export function compareSpellings(alphabet: Alphabet | null, a: string, b: string): number {
  const x = a.normalize('NFC');
  const y = b.normalize('NFC');
  if (!alphabet) return byCodePoint(fold(x), fold(y)) || byCodePoint(x, y);
  const c = compileAlphabet(alphabet);
  const ra = readSpelling(c, x);
  const rb = readSpelling(c, y);
  const primary = compareSequences(ra.tokens, rb.tokens, (s, t) => {
    const [ks, vs] = primaryValue(s, alphabet.ignoreTones);
    const [kt, vt] = primaryValue(t, alphabet.ignoreTones);
    return ks - kt || vs - vt;
  });
  if (primary !== 0) return primary;
  if (alphabet.ignoreTones) {
    const tones = compareSequences(ra.tokens, rb.tokens, (s, t) => s.tone - t.tone);
    if (tones !== 0) return tones;
  }
  if (ra.hasRest !== rb.hasRest) return ra.hasRest ? 1 : -1;
  return ra.hasRest ? byCodePoint(x, y) : 0;
}

// --- The stored key ----------------------------------------------------------------------------

/** Separates the key's levels: below every character a level holds. */
const LEVEL = '\u0001';
/** A letter of rank r with tone t is one character: LETTER_BASE + r * 8 + t. */
const LETTER_BASE = 0x0100;
/** Before a character that is no letter: above every letter character (200 letters x 8). */
const OTHER = String.fromCharCode(0x0800);
/** Code points up to here are written as themselves (shifted), the others in three characters. */
const DIRECT_LIMIT = 0xc000;
const DIRECT_SHIFT = 0x10;
const WIDE = String.fromCharCode(0xd000);

/**
 * A code point as key characters, in code-point order, every character in [U+0010, U+D7FF]: no
 * surrogate, so JavaScript's comparison and UTF-8 byte order agree.
 */
function encodeCodePoint(cp: number): string {
  if (cp < DIRECT_LIMIT) return String.fromCharCode(cp + DIRECT_SHIFT);
  return WIDE + String.fromCharCode(0x1000 + (cp >> 10), 0x1000 + (cp & 0x3ff));
}

const encodeText = (text: string) =>
  Array.from(text, (ch) => encodeCodePoint(ch.codePointAt(0)!)).join('');

/** The first letter's character range in keys: [from, to). */
export function letterKeyRange(rank: number): { from: string; to: string } {
  return {
    from: String.fromCharCode(LETTER_BASE + rank * 8),
    to: String.fromCharCode(LETTER_BASE + (rank + 1) * 8),
  };
}

/**
 * The rank of the letter whose words' keys start with `char` (the inverse of letterKeyRange), or
 * -1 (a character that no letter's keys start with). Ranks past the alphabet's are the caller's.
 */
export function letterRankOfKeyChar(char: string): number {
  const code = char.charCodeAt(0);
  return code >= LETTER_BASE && code < OTHER.charCodeAt(0) ? (code - LETTER_BASE) >> 3 : -1;
}

/**
 * The folded letter whose words' keys start with `char` in a language without an alphabet (the
 * inverse of foldedLetterKeyRange): '' when no letter's keys start with it (an empty key, a
 * spelling without letters), null for the one character every code point from U+C000 on starts
 * with (their letter is in the characters after it).
 */
export function foldedLetterOfKeyChar(char: string): string | null {
  const code = char.charCodeAt(0);
  if (char === WIDE) return null;
  return code >= DIRECT_SHIFT ? String.fromCharCode(code - DIRECT_SHIFT) : '';
}

/** The key range of the words whose folded spelling starts with `letter` (no alphabet). */
export function foldedLetterKeyRange(letter: string): { from: string; to: string } {
  const cp = Array.from(fold(letter))[0]?.codePointAt(0) ?? 0;
  return { from: encodeCodePoint(cp), to: encodeCodePoint(cp + 1) };
}

export interface SortKeyResult {
  key: string;
  /** Characters of the spelling outside the alphabet (none without an alphabet). */
  outside: string[];
  /** The rank of its first letter, or null (it starts with a character that is no letter). */
  letterRank: number | null;
}

/** The key a word is stored with: its order among the language's words is the key's. */
export function sortKey(alphabet: Alphabet | null, spelling: string): SortKeyResult {
  const text = spelling.normalize('NFC');
  if (!alphabet) {
    return {
      key: encodeText(fold(text)) + LEVEL + LEVEL + encodeText(text),
      outside: [],
      letterRank: null,
    };
  }
  const reading = readSpelling(compileAlphabet(alphabet), text);
  let primary = '';
  for (const token of reading.tokens) {
    const tone = alphabet.ignoreTones ? 0 : token.tone;
    primary +=
      token.kind === 'letter'
        ? String.fromCharCode(LETTER_BASE + token.rank * 8 + tone)
        : OTHER + encodeCodePoint(token.codePoint) + String.fromCharCode(LETTER_BASE + tone);
  }
  const secondary = alphabet.ignoreTones
    ? reading.tokens.map((t) => String.fromCharCode(LETTER_BASE + t.tone)).join('')
    : '';
  const first = reading.tokens[0];
  return {
    key: primary + LEVEL + secondary + LEVEL + (reading.hasRest ? encodeText(text) : ''),
    outside: reading.outside,
    letterRank: first?.kind === 'letter' ? first.rank : null,
  };
}

/** The letters of an alphabet in the wire form, for its editor. */
export const alphabetToWire = (alphabet: Alphabet) => ({
  letters: alphabet.letters.map(formatLetter),
  ignoreTones: alphabet.ignoreTones,
  variants: alphabet.variants,
});
