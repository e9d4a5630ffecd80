import type { SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import type { UserRow } from '@server/modules/users/users.repository';
import { searchableFold } from '@shared/schemas/common';
import type { FormKind } from '@shared/schemas/lexicon';
import type { SearchMatch, WordSearchResult } from '@shared/schemas/words';
import { presentWordSearchResult } from './search.presenter';
import type { LiveWordIndex } from './live-word-index';
import {
  candidateHits,
  matchedForms,
  similarHits,
  wordIdsWhere,
  wordSearchRows,
  type FoldedQuery,
  type Hit,
  type MatchSource,
} from './search.repository';
import { deletionKeys, TYPO_MAX_LENGTH, typoDistance } from './typo';
import { viewerOf, visibleWords } from './visibility';
import type { TextSource, WordFilter, WordHit } from './word-index';

/** Typo tolerance starts at 4 letters: below that, one changed letter is simply another word. */
export const TYPO_QUERY_MIN_LENGTH = 4;
/** Trigram similarity (several typos) is tried only for longer queries that nothing else matched. */
const SIMILARITY_MIN_LENGTH = 6;
/** Substrings need a trigram: a 2-letter substring matches most of a dictionary and says nothing. */
const SUBSTRING_MIN_LENGTH = 3;
/** Typo candidates looked at per source; one-typo neighbourhoods are far smaller. */
const TYPO_CANDIDATE_CAP = 500;
/** Candidates further than this are dropped (two edits still catch a swap plus a slip). */
const TYPO_MAX_DISTANCE = 2;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The folded query and its LIKE patterns, or null when it is too short to search. */
export function foldQuery(q: string): FoldedQuery | null {
  // PostgreSQL text cannot hold NUL: it would only turn a search into an error.
  const folded = searchableFold(q.replace(/\0/g, ''));
  if (folded === null) return null;
  const escaped = escapeLike(folded);
  const chars = Array.from(folded);
  const last = chars.pop()!.codePointAt(0)!;
  // The next code point (skipping surrogates, which never occur in text) bounds the prefix range.
  const after =
    chars.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : Math.min(last + 1, 0x10ffff));
  return { folded, after, prefix: `${escaped}%`, contains: `%${escaped}%` };
}

const codePoints = (s: string) => Array.from(s).length;
/** Code-point order, which is the byte order of UTF-8 that SQL's `collate "C"` uses. */
function compareText(a: string, b: string) {
  const x = Array.from(a);
  const y = Array.from(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** The ranking of allCheapHits() in SQL: rank, then substrings by position and length, text. */
function compareHits(folded: string) {
  const position = (h: Hit) =>
    h.rank >= 4 ? codePoints(h.sort.slice(0, h.sort.indexOf(folded))) : 0;
  const length = (h: Hit) => (h.rank >= 4 ? codePoints(h.sort) : 0);
  return (a: Hit, b: Hit) =>
    a.rank - b.rank ||
    position(a) - position(b) ||
    length(a) - length(b) ||
    compareText(a.sort, b.sort) ||
    a.src - b.src ||
    a.id - b.id;
}

/** One hit per id, at its best rank, in ranking order. */
function bestPerId<T extends string>(hits: Hit<T>[], folded: string): Hit<T>[] {
  const sorted = [...hits].sort(compareHits(folded));
  const seen = new Set<number>();
  return sorted.filter((h) => !seen.has(h.id) && seen.add(h.id));
}

/**
 * Typo candidates ranked by edit distance to the query (then main text before glosses, then
 * alphabetically), those too far dropped, ids already found left out.
 */
function rankTypos<T extends string>(folded: string, candidates: Hit<T>[], exclude: Set<number>) {
  const scored = candidates
    .filter((h) => !exclude.has(h.id))
    .map((hit) => ({ hit, distance: typoDistance(folded, hit.sort) }))
    .filter((c) => c.distance <= TYPO_MAX_DISTANCE)
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        a.hit.rank - b.hit.rank ||
        compareText(a.hit.sort, b.hit.sort) ||
        a.hit.src - b.hit.src ||
        a.hit.id - b.hit.id,
    );
  const seen = new Set<number>();
  return scored.map((c) => c.hit).filter((h) => !seen.has(h.id) && seen.add(h.id));
}

const typoKeysFor = (q: FoldedQuery) => {
  const length = codePoints(q.folded);
  // The whole query's keys: typo_keys() also indexes each word of an entry, so a one-word query
  // still finds a phrase with a slip in one of its words.
  return length >= TYPO_QUERY_MIN_LENGTH && length <= TYPO_MAX_LENGTH
    ? deletionKeys(q.folded)
    : null;
};

/** Several typos in a long query that nothing else matched: trigram similarity, the slow part. */
async function lastResort<T extends string>(
  db: Db,
  sources: MatchSource<T>[],
  q: FoldedQuery,
  limit: number,
): Promise<Hit<T>[]> {
  if (codePoints(q.folded) < SIMILARITY_MIN_LENGTH) return [];
  return bestPerId(await similarHits(db, sources, q, limit), q.folded).slice(0, limit);
}

/**
 * The first `limit` hits of the ranking, cheapest work first, in one statement: exact and prefix
 * matches through btree indexes; substrings (trigram index) only if those leave room; typo
 * candidates only if the page is still not full.
 */
export async function topHits<T extends string>(
  db: Db,
  sources: MatchSource<T>[],
  q: FoldedQuery,
  limit: number,
): Promise<Hit<T>[]> {
  const candidates = await candidateHits(db, sources, q, {
    limit,
    substrings: codePoints(q.folded) >= SUBSTRING_MIN_LENGTH,
    typoKeys: typoKeysFor(q),
    typoCap: TYPO_CANDIDATE_CAP,
  });
  const matched = bestPerId(
    candidates.filter((h) => h.rank < 6),
    q.folded,
  ).slice(0, limit);
  if (matched.length >= limit) return matched;
  const ids = new Set(matched.map((h) => h.id));
  const typos = rankTypos(
    q.folded,
    candidates.filter((h) => h.rank >= 6),
    ids,
  );
  const hits = [...matched, ...typos].slice(0, limit);
  return hits.length > 0 ? hits : lastResort(db, sources, q, limit);
}

/** What a word search found a word by: its headword, one of its forms, or a gloss. */
export type WordHitType = TextSource;

/** How a hit matched; for a form hit, the form (when read back) and its kind. */
function matchOf(hit: WordHit, form?: { kind: FormKind; form: string }): SearchMatch {
  if (hit.tier === 'typo' || hit.tier === 'fuzzy') return { by: 'approximate' };
  if (hit.source === 'local') return { by: 'headword' };
  if (hit.source === 'form')
    return form ? { by: 'form', kind: form.kind, form: form.form } : { by: 'form' };
  return { by: 'gloss' };
}

/** Where the search found each hit; for a form, which one (read back by its folded text). */
async function matchesOf(db: Db, hits: WordHit[]): Promise<Map<number, SearchMatch>> {
  const forms = await matchedForms(
    db,
    hits.filter((h) => h.source === 'form').map((h) => ({ wordId: h.wordId, folded: h.text })),
  );
  return new Map(hits.map((h) => [h.wordId, matchOf(h, forms.get(h.wordId))]));
}

export interface WordSearchOptions {
  q: string;
  limit: number;
  offset: number;
  user: UserRow | null;
  /** Conditions the index holds (language, status, part of speech, noun class). */
  filter?: WordFilter;
  /** Further conditions on local_words, checked in SQL on the words found (first letter...). */
  where?: SQL;
  /** Only the local word itself and its forms, not their glosses (word pickers). */
  localOnly?: boolean;
}

/**
 * Local word ids matching `q` (folded: tones, accents and case aside) in the word, its other
 * forms, or its senses' French or English glosses, ranked exact > prefix > one typo > substring
 * (> fuzzy, only when that leaves the page short), a word's own spelling above a gloss of the
 * same tier; one id per word, at its best match. `total` counts them all: the index ranks every
 * hit, so the total and the pages always agree. Queries shorter than 2 characters find nothing.
 */
export async function searchWordIds(
  db: Db,
  index: LiveWordIndex,
  options: WordSearchOptions,
): Promise<{ ids: number[]; total: number; matches: Map<number, SearchMatch> }> {
  const q = foldQuery(options.q);
  if (!q) return { ids: [], total: 0, matches: new Map() };
  let hits = await index.search(q.folded, {
    viewer: viewerOf(options.user),
    filter: options.filter,
    localOnly: options.localOnly,
  });
  if (options.where && hits.length > 0) {
    const kept = new Set(
      await wordIdsWhere(
        db,
        hits.map((h) => h.wordId),
        options.where,
      ),
    );
    hits = hits.filter((h) => kept.has(h.wordId));
  }
  const page = hits.slice(options.offset, options.offset + options.limit);
  return {
    ids: page.map((h) => h.wordId),
    total: hits.length,
    matches: await matchesOf(db, page),
  };
}

/** The dashboard's and the home page's global search over every language: the best `limit` hits. */
export async function globalWordSearch(
  db: Db,
  index: LiveWordIndex,
  query: string,
  user: UserRow | null,
  limit = 20,
): Promise<WordSearchResult[]> {
  const q = foldQuery(query);
  if (!q) return [];
  const hits = await index.search(q.folded, {
    viewer: viewerOf(user),
    want: limit,
  });
  if (hits.length === 0) return [];
  // The rows read back a form hit's form too: one round trip for everything shown.
  const rows = new Map(
    (
      await wordSearchRows(
        db,
        hits.map((h) => ({ id: h.wordId, formFolded: h.source === 'form' ? h.text : null })),
        visibleWords(user),
      )
    ).map((r) => [r.id, r]),
  );
  return hits.flatMap((h) => {
    const row = rows.get(h.wordId);
    if (!row) return [];
    const form = row.formKind && row.form ? { kind: row.formKind, form: row.form } : undefined;
    return [presentWordSearchResult(row, h.source, matchOf(h, form))];
  });
}
