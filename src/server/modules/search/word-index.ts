/**
 * The word search's index, held in memory (decision 046): every live word's folded texts (the
 * headword, its other forms, its senses' French and English glosses) with what visibility needs
 * (language, status, submitter). The database stays the source of truth: word-index.feed.ts fills
 * this from it and applies each change; nothing here reads or writes SQL.
 *
 * Layout: a sorted segment (texts in string order, with a trigram index for substrings) plus a
 * small unsorted delta of texts added since; a word's texts carry the generation of the word they
 * were added for, so replacing or removing a word only bumps its generation, and stale texts are
 * skipped until the next compaction merges the delta in.
 */
import type { WordStatus } from '@shared/schemas/words';
import { editDistance, typoWords } from './typo';

/** Where a text comes from: a word's own spellings rank above its glosses within a tier. */
export const SOURCES = ['local', 'form', 'french', 'english'] as const;
export type TextSource = (typeof SOURCES)[number];
const SOURCE_INDEX: Record<TextSource, number> = { local: 0, form: 1, french: 2, english: 3 };
const weightOf = (src: number) => (src >= 2 ? 1 : 0);

/** How a hit matched, best first: the tier is the first part of its rank. */
export const TIERS = ['exact', 'prefix', 'typo', 'substring', 'fuzzy'] as const;
export type Tier = (typeof TIERS)[number];

export interface IndexedWord {
  id: number;
  languageId: number;
  status: WordStatus;
  submittedBy: number | null;
  partOfSpeech: string | null;
  nounClass: string | null;
  /** Folded as the database stores them (`*_folded` columns), never empty. */
  texts: { source: TextSource; folded: string }[];
}

/** Who is searching: visitors see approved words, contributors also their own, staff all. */
export type Viewer =
  { role: 'public' } | { role: 'staff' } | { role: 'contributor'; userId: number };

/** Conditions on the words themselves (the words list's filters). */
export interface WordFilter {
  languageId?: number;
  status?: WordStatus;
  partOfSpeech?: string;
  nounClass?: string;
}

export interface WordHit {
  wordId: number;
  source: TextSource;
  tier: Tier;
  /** The folded text that matched. */
  text: string;
}

export interface SearchOptions {
  viewer: Viewer;
  filter?: WordFilter;
  /** Only the words as written (headword and forms), not their glosses: word pickers. */
  localOnly?: boolean;
  /**
   * Stop once this many words are ranked (the first page of a global search); without it, every
   * hit is ranked, and so counted.
   */
  want?: number;
  /** false: no fuzzy tier even when nothing else matched (tests comparing exact sets). */
  fuzzy?: boolean;
}

/** Substrings need a trigram: a 2-letter substring matches most of a dictionary and says nothing. */
export const SUBSTRING_MIN_LENGTH = 3;
/** One typo in the whole text from 3 letters; in a prefix from 4 (3 letters are another word's start). */
export const TYPO_MIN_LENGTH = 3;
const PREFIX_TYPO_MIN_LENGTH = 4;
/**
 * Typos are looked for only while exact and prefix matches are fewer than this: a query matching
 * this many words as typed is being typed right, and its one-letter neighbours would only pad
 * the list, however long the page. Substring hits do not count: they never hide a typo.
 */
const TYPOS_BELOW = 20;
/** Beyond this a query is a phrase: typo variants of it would cost more than they find. */
const TYPO_MAX_LENGTH = 32;
/** Texts taken from one typo variant's prefix range, and from all of them: bounded for "mba...". */
const PREFIX_TYPO_CAP = 20;
const PREFIX_TYPOS_CAP = 1_000;
/** The fuzzy tier: at most two edits, and trigram similarity from 6 letters (pg_trgm's 0.3). */
const FUZZY_MAX_DISTANCE = 2;
const FUZZY_SIMILARITY_MIN_LENGTH = 6;
const FUZZY_SIMILARITY = 0.3;
/** Fuzzy candidates compared with the query: the texts sharing the most trigrams with it. */
const FUZZY_CANDIDATES = 300;
/** The delta is merged into the sorted segment past this size (or a twentieth of the segment). */
const DELTA_MIN = 2_000;

interface Segment {
  text: string[];
  word: Int32Array;
  src: Uint8Array;
  gen: Int32Array;
  /** Positions of the texts holding each trigram, ascending. */
  trigrams: Map<string, Int32Array>;
  /** Each word inside a multi-word text (typo tier), sorted, with the position of its text. */
  inner: string[];
  innerOf: Int32Array;
}

interface Entry {
  text: string;
  word: number;
  src: number;
  gen: number;
}

interface WordState {
  word: IndexedWord;
  gen: number;
}

const EMPTY_SEGMENT: Segment = {
  text: [],
  word: new Int32Array(0),
  src: new Uint8Array(0),
  gen: new Int32Array(0),
  trigrams: new Map(),
  inner: [],
  innerOf: new Int32Array(0),
};

/** The trigrams of a text (code units: the folded texts of a dictionary are Latin letters). */
function trigramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) grams.add(text.slice(i, i + 3));
  return grams;
}

/** The words inside a folded text, when it has more than one (at spaces, hyphens, apostrophes). */
/** What separates the words of a phrase (as typo_keys() splits them). */
const SEPARATOR = /[ '-]/u;

const innerWords = (folded: string) => {
  const words = typoWords(folded);
  return words.length > 1 ? words.slice(1) : [];
};

/** First position whose text is >= key. */
function lowerBound(texts: string[], key: string) {
  let lo = 0;
  let hi = texts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (texts[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first string after every string starting with `head` (its last code unit plus one). */
const afterPrefix = (head: string) =>
  head.slice(0, -1) + String.fromCharCode(head.charCodeAt(head.length - 1) + 1);

/** Up to this many texts, the letters following a prefix are read from them, not assumed. */
const NEXT_LETTERS_SCAN = 256;

/**
 * The strings one edit from `q` (a letter replaced, added, dropped, or two swapped) that may
 * equal or start a text of `texts` (sorted): an edit at position i keeps q's first i letters, so
 * it can only use a letter that follows them in some text, and none can once no text starts
 * with them.
 */
function oneEditVariants(q: string, texts: string[], alphabet: string[]): Set<string> {
  const out = new Set<string>();
  const add = (v: string) => {
    if (v !== q && v.length > 0) out.add(v);
  };
  for (let i = 0; i <= q.length; i++) {
    const head = q.slice(0, i);
    const from = i === 0 ? 0 : lowerBound(texts, head);
    const to = i === 0 ? texts.length : lowerBound(texts, afterPrefix(head));
    if (from === to) break;
    let letters = alphabet;
    if (to - from <= NEXT_LETTERS_SCAN) {
      const next = new Set<string>();
      for (let k = from; k < to; k++) if (texts[k]!.length > i) next.add(texts[k]![i]!);
      letters = [...next];
    }
    for (const c of letters) {
      add(head + c + q.slice(i));
      if (i < q.length) add(head + c + q.slice(i + 1));
    }
    if (i < q.length) add(head + q.slice(i + 1));
    if (i + 1 < q.length) add(head + q[i + 1] + q[i] + q.slice(i + 2));
  }
  return out;
}

/**
 * pg_trgm's trigrams: of each word padded with two spaces before and one after, so that a shared
 * ending alone (a common suffix) weighs less than shared starts and whole words.
 */
function paddedTrigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{N}]+/u)) {
    if (word) for (const g of trigramsOf(`  ${word} `)) grams.add(g);
  }
  return grams;
}

/** Shared trigrams over all distinct ones: pg_trgm's similarity(). */
function similarity(a: Set<string>, b: Set<string>) {
  let shared = 0;
  for (const g of a) if (b.has(g)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

interface Candidate {
  word: number;
  src: number;
  text: string;
  tier: number;
  /** Orders hits within a rank (smaller first), before the text itself. */
  order: number;
  order2: number;
}

export class WordIndex {
  private words = new Map<number, WordState>();
  private deletedLanguages = new Set<number>();
  private segment: Segment = EMPTY_SEGMENT;
  private delta: Entry[] = [];
  private dead = 0;
  private nextGen = 1;
  /** Characters of every indexed text: the letters a typo variant may use. */
  private alphabet = new Set<string>();

  /** Replaces everything with these words (a build or a rebuild). */
  load(words: Iterable<IndexedWord>, deletedLanguages: Iterable<number>) {
    this.words = new Map();
    this.alphabet = new Set();
    this.delta = [];
    this.dead = 0;
    const entries: Entry[] = [];
    for (const word of words) {
      const gen = this.nextGen++;
      this.words.set(word.id, { word, gen });
      for (const t of word.texts) entries.push(this.entryOf(word.id, t, gen));
    }
    this.deletedLanguages = new Set(deletedLanguages);
    this.segment = buildSegment(entries);
  }

  /** Adds or replaces a word (its texts and what visibility reads). */
  put(word: IndexedWord) {
    this.remove(word.id);
    const gen = this.nextGen++;
    this.words.set(word.id, { word, gen });
    for (const t of word.texts) this.delta.push(this.entryOf(word.id, t, gen));
    this.compactIfLarge();
  }

  /** Forgets a word (deleted, purged, or no longer there). */
  remove(id: number) {
    const state = this.words.get(id);
    if (!state) return;
    this.words.delete(id);
    this.dead += state.word.texts.length;
  }

  setDeletedLanguages(ids: Iterable<number>) {
    this.deletedLanguages = new Set(ids);
  }

  get size() {
    return this.words.size;
  }

  has(id: number) {
    return this.words.has(id);
  }

  /** Every hit for `folded` (already folded and at least 2 characters), best first, one per word. */
  search(folded: string, options: SearchOptions): WordHit[] {
    const visible = this.visibility(options);
    const maxSrc = options.localOnly ? 1 : 3;
    const want = options.want ?? Infinity;
    const best = new Map<number, Candidate>();
    const ranked: Candidate[] = [];
    // Tiers run in rank order; a word found by a better tier keeps it.
    const runTier = (candidates: Candidate[]) => {
      const fresh = new Map<number, Candidate>();
      for (const c of candidates) {
        if (c.src > maxSrc || best.has(c.word) || !visible(c.word)) continue;
        const seen = fresh.get(c.word);
        if (!seen || compareCandidates(c, seen) < 0) fresh.set(c.word, c);
      }
      const sorted = [...fresh.values()].sort(compareCandidates);
      for (const c of sorted) {
        best.set(c.word, c);
        ranked.push(c);
      }
    };
    const done = () => ranked.length >= want;

    runTier(this.exactAndPrefix(folded, want, visible, maxSrc));
    const length = Array.from(folded).length;
    // Typos only while fewer than 20 words match as typed (substrings do not count).
    if (
      !done() &&
      ranked.length < TYPOS_BELOW &&
      length >= TYPO_MIN_LENGTH &&
      length <= TYPO_MAX_LENGTH
    ) {
      runTier(this.typos(folded, length >= PREFIX_TYPO_MIN_LENGTH));
    }
    if (!done() && length >= SUBSTRING_MIN_LENGTH) runTier(this.substrings(folded));
    // Two edits, or similar for long queries: the last resort of a query nothing else matched.
    if (ranked.length === 0 && options.fuzzy !== false && length > TYPO_MIN_LENGTH) {
      runTier(this.fuzzy(folded));
    }
    const hits = ranked.slice(0, want);
    return hits.map((c) => ({
      wordId: c.word,
      source: SOURCES[c.src]!,
      tier: TIERS[c.tier]!,
      text: c.text,
    }));
  }

  // --- Tiers -----------------------------------------------------------------------------------

  /**
   * Texts equal to or starting with the query: a range of the sorted segment, already in text
   * order, so with a page size the scan stops once enough words of the best weight are found.
   */
  private exactAndPrefix(
    folded: string,
    want: number,
    visible: (id: number) => boolean,
    maxSrc: number,
  ): Candidate[] {
    const out: Candidate[] = [];
    const s = this.segment;
    const candidate = (word: number, src: number, text: string): Candidate => ({
      word,
      src,
      text,
      tier: text === folded ? 0 : 1,
      order: 0,
      order2: 0,
    });
    const mainWords = new Set<number>();
    for (let i = lowerBound(s.text, folded); i < s.text.length; i++) {
      const text = s.text[i]!;
      if (!text.startsWith(folded)) break;
      if (!this.live(s.word[i]!, s.gen[i]!)) continue;
      const c = candidate(s.word[i]!, s.src[i]!, text);
      out.push(c);
      // Enough words whose own spelling starts with the query: later texts rank no better, except
      // exact matches, which sort first in the range.
      if (want !== Infinity && c.src <= Math.min(1, maxSrc) && visible(c.word)) {
        mainWords.add(c.word);
        if (mainWords.size >= want && c.tier === 1) break;
      }
    }
    for (const e of this.delta) {
      if (e.text.startsWith(folded) && this.live(e.word, e.gen))
        out.push(candidate(e.word, e.src, e.text));
    }
    return out;
  }

  /**
   * Texts one edit from the query (whole, or one of their words), then, with `prefixTypos`, texts
   * whose start is one edit from it: "ngonb" finds ngombe. Found by exact and prefix look-ups of
   * the query's one-edit variants, so no text is compared with the query one by one.
   */
  private typos(folded: string, prefixTypos: boolean): Candidate[] {
    const out: Candidate[] = [];
    const s = this.segment;
    const dropLast = folded.slice(0, -1);
    let prefixTaken = 0;
    const alphabet = [...this.alphabet];
    // Words inside phrases equal to a variant.
    for (const variant of oneEditVariants(folded, s.inner, alphabet)) {
      for (
        let i = lowerBound(s.inner, variant);
        i < s.inner.length && s.inner[i] === variant;
        i++
      ) {
        const at = s.innerOf[i]!;
        if (this.live(s.word[at]!, s.gen[at]!))
          out.push(typo(s.word[at]!, s.src[at]!, s.text[at]!, 1, editKind(folded, variant)));
      }
    }
    for (const variant of oneEditVariants(folded, s.text, alphabet)) {
      // Whole texts equal to the variant, then (the same range on) texts starting with it.
      let i = lowerBound(s.text, variant);
      for (; i < s.text.length && s.text[i] === variant; i++) {
        if (this.live(s.word[i]!, s.gen[i]!))
          out.push(typo(s.word[i]!, s.src[i]!, variant, 0, editKind(folded, variant)));
      }
      // The query without its last letter is a shorter prefix, not a typo.
      if (!prefixTypos || variant === dropLast || prefixTaken >= PREFIX_TYPOS_CAP) continue;
      let taken = 0;
      for (; i < s.text.length && taken < PREFIX_TYPO_CAP; i++) {
        const text = s.text[i]!;
        if (!text.startsWith(variant)) break;
        if (!this.live(s.word[i]!, s.gen[i]!)) continue;
        out.push(typo(s.word[i]!, s.src[i]!, text, 2 + text.length - variant.length));
        taken++;
      }
      prefixTaken += taken;
    }
    for (const e of this.delta) {
      if (!this.live(e.word, e.gen)) continue;
      const order = typoOrder(folded, e.text, prefixTypos);
      if (order !== null) out.push(typo(e.word, e.src, e.text, order[0], order[1]));
    }
    return out;
  }

  /** Texts containing the query elsewhere than at their start: nearest the start, then shortest. */
  private substrings(folded: string): Candidate[] {
    const out: Candidate[] = [];
    const s = this.segment;
    const push = (word: number, src: number, text: string) => {
      const at = text.indexOf(folded);
      if (at > 0) out.push({ word, src, text, tier: 3, order: at, order2: text.length });
    };
    const lists = [...trigramsOf(folded)].map((g) => s.trigrams.get(g) ?? new Int32Array(0));
    lists.sort((a, b) => a.length - b.length);
    // The rarest trigram's texts, checked against the second rarest, then the text itself.
    const [first, second] = lists;
    if (first) {
      for (const i of first) {
        if (second && !contains(second, i)) continue;
        if (this.live(s.word[i]!, s.gen[i]!)) push(s.word[i]!, s.src[i]!, s.text[i]!);
      }
    }
    for (const e of this.delta) if (this.live(e.word, e.gen)) push(e.word, e.src, e.text);
    return out;
  }

  /**
   * Last resort when nothing else matched: texts sharing trigrams with the query, kept when
   * at most two edits away (whole or one of their words) or, from 6 letters, similar enough.
   */
  private fuzzy(folded: string): Candidate[] {
    const s = this.segment;
    const grams = trigramsOf(folded);
    const padded = paddedTrigrams(folded);
    // Shared trigrams per text, counted through the postings; only the best-sharing texts are
    // compared with the query (edit distance is the dear part).
    const shared = new Map<number, number>();
    for (const g of grams) {
      for (const i of s.trigrams.get(g) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
    }
    const best = [...shared].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, FUZZY_CANDIDATES);
    const out: Candidate[] = [];
    const consider = (word: number, src: number, text: string) => {
      const distance = Math.min(...typoWords(text).map((w) => editDistance(folded, w)));
      const similar = similarity(padded, paddedTrigrams(text));
      const close =
        distance <= FUZZY_MAX_DISTANCE ||
        (folded.length >= FUZZY_SIMILARITY_MIN_LENGTH && similar >= FUZZY_SIMILARITY);
      if (close) out.push({ word, src, text, tier: 4, order: distance, order2: -similar });
    };
    for (const [i] of best) {
      if (this.live(s.word[i]!, s.gen[i]!)) consider(s.word[i]!, s.src[i]!, s.text[i]!);
    }
    // As the segment's postings would find them: texts sharing a trigram with the query.
    for (const e of this.delta) {
      if (!this.live(e.word, e.gen)) continue;
      if ([...trigramsOf(e.text)].some((g) => grams.has(g))) consider(e.word, e.src, e.text);
    }
    return out;
  }

  // --- Bookkeeping -----------------------------------------------------------------------------

  private visibility(options: SearchOptions): (id: number) => boolean {
    const { viewer, filter } = options;
    return (id) => {
      const state = this.words.get(id);
      if (!state) return false;
      const w = state.word;
      if (this.deletedLanguages.has(w.languageId)) return false;
      if (viewer.role === 'public' && w.status !== 'approved') return false;
      if (
        viewer.role === 'contributor' &&
        w.status !== 'approved' &&
        w.submittedBy !== viewer.userId
      )
        return false;
      if (!filter) return true;
      return (
        (filter.languageId === undefined || w.languageId === filter.languageId) &&
        (filter.status === undefined || w.status === filter.status) &&
        (filter.partOfSpeech === undefined || w.partOfSpeech === filter.partOfSpeech) &&
        (filter.nounClass === undefined || w.nounClass === filter.nounClass)
      );
    };
  }

  private live(word: number, gen: number) {
    return this.words.get(word)?.gen === gen;
  }

  private entryOf(word: number, t: IndexedWord['texts'][number], gen: number): Entry {
    for (const c of t.folded) this.alphabet.add(c);
    return { text: t.folded, word, src: SOURCE_INDEX[t.source], gen };
  }

  /** Merges the delta into the sorted segment, dropping stale texts, once either grows large. */
  private compactIfLarge() {
    const limit = Math.max(DELTA_MIN, this.segment.text.length / 20);
    if (this.delta.length + this.dead <= limit) return;
    this.compact();
  }

  compact() {
    const s = this.segment;
    const entries: Entry[] = [];
    for (let i = 0; i < s.text.length; i++) {
      if (this.live(s.word[i]!, s.gen[i]!))
        entries.push({ text: s.text[i]!, word: s.word[i]!, src: s.src[i]!, gen: s.gen[i]! });
    }
    for (const e of this.delta) if (this.live(e.word, e.gen)) entries.push(e);
    this.segment = buildSegment(entries);
    this.delta = [];
    this.dead = 0;
  }
}

const typo = (word: number, src: number, text: string, order: number, order2 = 0): Candidate => ({
  word,
  src,
  text,
  tier: 2,
  order,
  order2,
});

/**
 * Among texts one edit from the query, a letter replaced (or two swapped) before one added or
 * dropped: the commonest slip of a typist, which keeps the word's length.
 */
const editKind = (folded: string, matched: string) => (matched.length === folded.length ? 0 : 1);

/**
 * Whether `a` and `b` are exactly one edit apart (a letter replaced, added, dropped, or two
 * neighbours swapped), in one pass and without allocating: the delta is checked text by text.
 */
export function isOneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1 || a === b) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  const rest = (x: string, from: number, y: string, yFrom: number) => {
    if (x.length - from !== y.length - yFrom) return false;
    for (let k = 0; from + k < x.length; k++) if (x[from + k] !== y[yFrom + k]) return false;
    return true;
  };
  if (la === lb) {
    // Replaced at i, or i and i + 1 swapped.
    if (rest(a, i + 1, b, i + 1)) return true;
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2, b, i + 2);
  }
  return la > lb ? rest(a, i + 1, b, i) : rest(a, i, b, i + 1);
}

/**
 * A delta text's place in the typo tier, as the segment's look-ups would give it: 0 one edit from
 * the whole text, 1 from one of its words, 2 + the letters after a one-edit prefix; null if none.
 */
function typoOrder(
  folded: string,
  text: string,
  prefixTypos: boolean,
): [order: number, order2: number] | null {
  if (isOneEdit(folded, text)) return [0, editKind(folded, text)];
  if (SEPARATOR.test(text)) {
    // The best of its words one edit from the query, as the segment's look-up finds each.
    const kinds = innerWords(text)
      .filter((w) => isOneEdit(folded, w))
      .map((w) => editKind(folded, w));
    if (kinds.length > 0) return [1, Math.min(...kinds)];
  }
  if (!prefixTypos) return null;
  // The longest start of the text one edit from the query, other than the query less its last letter.
  const dropLast = folded.slice(0, -1);
  for (let n = Math.min(text.length - 1, folded.length + 1); n >= folded.length - 1; n--) {
    const start = text.slice(0, n);
    if (start !== dropLast && isOneEdit(folded, start)) return [2 + text.length - n, 0];
  }
  return null;
}

/** Rank (tier, then a word's own spellings before glosses), then the tier's order, then the text. */
function compareCandidates(a: Candidate, b: Candidate) {
  return (
    a.tier * 2 + weightOf(a.src) - (b.tier * 2 + weightOf(b.src)) ||
    a.order - b.order ||
    a.order2 - b.order2 ||
    (a.text < b.text ? -1 : a.text > b.text ? 1 : 0) ||
    a.src - b.src ||
    a.word - b.word
  );
}

/** Binary search in an ascending list. */
function contains(list: Int32Array, value: number) {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.length && list[lo] === value;
}

function buildSegment(entries: Entry[]): Segment {
  entries.sort((a, b) =>
    a.text < b.text ? -1 : a.text > b.text ? 1 : a.src - b.src || a.word - b.word,
  );
  const n = entries.length;
  const segment: Segment = {
    text: new Array<string>(n),
    word: new Int32Array(n),
    src: new Uint8Array(n),
    gen: new Int32Array(n),
    trigrams: new Map(),
    inner: [],
    innerOf: new Int32Array(0),
  };
  const postings = new Map<string, number[]>();
  const inner: { text: string; at: number }[] = [];
  for (let i = 0; i < n; i++) {
    const e = entries[i]!;
    segment.text[i] = e.text;
    segment.word[i] = e.word;
    segment.src[i] = e.src;
    segment.gen[i] = e.gen;
    // A trigram seen twice in one text is listed once: its list already ends with this text.
    const text = e.text;
    for (let k = 0; k + 3 <= text.length; k++) {
      const g = text.slice(k, k + 3);
      let list = postings.get(g);
      if (!list) postings.set(g, (list = []));
      if (list[list.length - 1] !== i) list.push(i);
    }
    if (SEPARATOR.test(text)) for (const w of innerWords(text)) inner.push({ text: w, at: i });
  }
  for (const [g, list] of postings) segment.trigrams.set(g, Int32Array.from(list));
  inner.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : a.at - b.at));
  segment.inner = inner.map((x) => x.text);
  segment.innerOf = Int32Array.from(inner.map((x) => x.at));
  return segment;
}
