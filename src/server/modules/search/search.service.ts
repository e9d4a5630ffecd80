import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { englishWords, frenchWords } from '@server/db/schema/dictionary';
import { localWords, wordForms, wordSenses } from '@server/db/schema/words';
import { searchableFold } from '@shared/schemas/common';
import type { FormKind } from '@shared/schemas/lexicon';
import type { SearchMatch, WordSearchResult } from '@shared/schemas/words';
import { presentWordSearchResult } from './search.presenter';
import {
  allCheapHits,
  candidateHits,
  matchedForms,
  similarHits,
  typoCandidateHits,
  wordSearchRows,
  type FoldedQuery,
  type Hit,
  type MatchSource,
} from './search.repository';
import { deletionKeys, TYPO_MAX_LENGTH, typoDistance } from './typo';

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

/** A page of the ranking and the number of hits: see searchWordIds for what is counted. */
export async function pagedHits<T extends string>(
  db: Db,
  sources: MatchSource<T>[],
  q: FoldedQuery,
  page: { limit: number; offset: number },
): Promise<{ hits: Hit<T>[]; total: number }> {
  const withSubstrings = codePoints(q.folded) >= SUBSTRING_MIN_LENGTH;
  const cheap = await allCheapHits(db, sources, q, page, withSubstrings);
  if (cheap.total >= page.limit) return cheap;
  // Fewer matches than one page: they all fit on the first page, and typo hits follow them.
  const all =
    page.offset === 0
      ? cheap
      : await allCheapHits(db, sources, q, { limit: page.limit, offset: 0 }, withSubstrings);
  const keys = typoKeysFor(q);
  const typos = keys
    ? rankTypos(
        q.folded,
        await typoCandidateHits(db, sources, keys, TYPO_CANDIDATE_CAP),
        new Set(all.hits.map((h) => h.id)),
      )
    : [];
  let merged = [...all.hits, ...typos];
  if (merged.length === 0) merged = await lastResort(db, sources, q, page.limit);
  return { hits: merged.slice(page.offset, page.offset + page.limit), total: merged.length };
}

/** What a word search looks in: the word, its other forms, and its senses' glosses. */
export type WordHitType = 'local' | 'form' | 'french' | 'english';

/** Local words, their forms, and local words through the French and English glosses of their senses. */
export function wordSources(visibility: SQL, filters: SQL | undefined): MatchSource<WordHitType>[] {
  // Without filters (every global search), one list per visibility, so that its cache keys are
  // computed once (prepared.ts) rather than rendered on every request.
  if (!filters) {
    let sources = unfilteredSources.get(visibility);
    if (!sources) unfilteredSources.set(visibility, (sources = buildSources(visibility)));
    return sources;
  }
  return buildSources(and(visibility, filters) ?? visibility);
}

const unfilteredSources = new WeakMap<SQL, MatchSource<WordHitType>[]>();

function buildSources(where: SQL): MatchSource<WordHitType>[] {
  const gloss = (type: 'french' | 'english') => {
    const table = type === 'french' ? frenchWords : englishWords;
    return {
      type,
      weight: 1 as const,
      table: sql`${table}`,
      id: sql`${table.id}`,
      text: sql`${table.word}`,
      folded: sql`${table.wordFolded}`,
      where: sql`${table.isDeleted} = false`,
      via: {
        table: sql`${wordSenses} join ${localWords} on ${localWords.id} = ${wordSenses.localWordId}`,
        id: sql`${localWords.id}`,
        fk: type === 'french' ? sql`${wordSenses.frenchId}` : sql`${wordSenses.englishId}`,
        where: sql`${wordSenses.isDeleted} = false and ${where}`,
      },
    };
  };
  return [
    {
      type: 'local',
      weight: 0,
      table: sql`${localWords}`,
      id: sql`${localWords.id}`,
      text: sql`${localWords.localWord}`,
      folded: sql`${localWords.localWordFolded}`,
      where,
    },
    // A plural or variant is found as its word is, ranked with headwords: "watu" finds mtu.
    {
      type: 'form',
      weight: 0,
      table: sql`${wordForms}`,
      id: sql`${wordForms.localWordId}`,
      text: sql`${wordForms.form}`,
      folded: sql`${wordForms.formFolded}`,
      where: sql`${wordForms.isDeleted} = false`,
      substrings: false,
      via: {
        table: sql`${localWords}`,
        id: sql`${localWords.id}`,
        fk: sql`${localWords.id}`,
        where,
      },
    },
    gloss('french'),
    gloss('english'),
  ];
}

/** How a hit matched; for a form hit, the form (when read back) and its kind. */
function matchOf(hit: Hit<WordHitType>, form?: { kind: FormKind; form: string }): SearchMatch {
  // Typo candidates rank 6 and above (search.repository.ts).
  if (hit.rank >= 6) return { by: 'approximate' };
  if (hit.type === 'local') return { by: 'headword' };
  if (hit.type === 'form')
    return form ? { by: 'form', kind: form.kind, form: form.form } : { by: 'form' };
  return { by: 'gloss' };
}

/** Where the search found each hit; for a form, which one (read back by its folded text). */
export async function matchesOf(
  db: Db,
  hits: Hit<WordHitType>[],
): Promise<Map<number, SearchMatch>> {
  const formHits = hits.filter((h) => h.type === 'form');
  const forms = await matchedForms(
    db,
    formHits.map((h) => ({ wordId: h.id, folded: h.sort })),
  );
  return new Map(hits.map((h) => [h.id, matchOf(h, forms.get(h.id))]));
}

export interface WordSearchOptions {
  q: string;
  limit: number;
  offset: number;
  /** visibleWords(user): which words the caller may see. */
  visibility: SQL;
  /** Further conditions on local_words (language, status, first letter...). */
  filters?: SQL;
  /** Only the local word itself, not its French and English glosses (word pickers). */
  localOnly?: boolean;
}

/**
 * Local word ids matching `q` (folded: tones, accents and case aside) in the word itself or in its
 * French or English gloss, ranked exact > prefix > substring > typo-tolerant, a word's own match
 * above a gloss match of the same kind; one id per word, at its best match.
 *
 * `total` counts every exact, prefix and substring match. Typo-tolerant matches are searched only
 * when those are fewer than one page (`limit`), and are then counted too: so the total and the
 * list agree on every page, and a query that matches well never pays for fuzzy matching.
 * Queries shorter than 2 characters (after trimming) find nothing.
 */
export async function searchWordIds(
  db: Db,
  options: WordSearchOptions,
): Promise<{ ids: number[]; total: number; matches: Map<number, SearchMatch> }> {
  const q = foldQuery(options.q);
  if (!q) return { ids: [], total: 0, matches: new Map() };
  const sources = wordSources(options.visibility, options.filters);
  const { hits, total } = await pagedHits(
    db,
    // Word pickers look at the words as written: the headword and its forms.
    options.localOnly ? sources.slice(0, 2) : sources,
    q,
    {
      limit: options.limit,
      offset: options.offset,
    },
  );
  return { ids: hits.map((h) => h.id), total, matches: await matchesOf(db, hits) };
}

/** The dashboard's global search over every language: the best `limit` hits. */
export async function globalWordSearch(
  db: Db,
  query: string,
  visibility: SQL,
  limit = 20,
): Promise<WordSearchResult[]> {
  const q = foldQuery(query);
  if (!q) return [];
  const hits = await topHits(db, wordSources(visibility, undefined), q, limit);
  if (hits.length === 0) return [];
  // The rows read back a form hit's form too: one round trip for everything shown.
  const rows = new Map(
    (
      await wordSearchRows(
        db,
        hits.map((h) => ({ id: h.id, formFolded: h.type === 'form' ? h.sort : null })),
        visibility,
      )
    ).map((r) => [r.id, r]),
  );
  return hits.flatMap((h) => {
    const row = rows.get(h.id);
    if (!row) return [];
    const form = row.formKind && row.form ? { kind: row.formKind, form: row.form } : undefined;
    return [presentWordSearchResult(row, h.type, matchOf(h, form))];
  });
}
