import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import type { FormKind } from '@shared/schemas/lexicon';
import { fragmentKey, queryCached, queryPrepared, type Value } from './prepared';

/**
 * One searchable text: a table, its id and text columns and the conditions its rows must meet.
 * With `via`, a match stands for the local words that point at the matched row (a French or
 * English gloss), and those are the hits. Local words and their glosses are three sources of one
 * search; the dictionary search uses the French or English table alone.
 */
export interface MatchSource<T extends string = string> {
  type: T;
  /** 0 for the main text; 1 ranks a source below it within each tier (glosses below local words). */
  weight: 0 | 1;
  table: SQL;
  id: SQL;
  text: SQL;
  /** fold(text), stored in the table (migration 0005) and indexed: never computed per row. */
  folded: SQL;
  where: SQL;
  via?: { table: SQL; id: SQL; fk: SQL; where: SQL };
  /**
   * false: no substring tier in the global search, only exact, prefix and typo matches. For a
   * word's other forms: a plural is typed whole or from its start, and a stem inside it is found
   * through its singular, while a trigram pass over them cost about 8 % of the search's
   * throughput at 20 connections (bench:search).
   */
  substrings?: false;
}

/** What the user typed, folded, and the LIKE patterns made from it. */
export interface FoldedQuery {
  folded: string;
  /** The first string after every string starting with `folded` (byte order). */
  after: string;
  prefix: string;
  contains: string;
}

export interface Hit<T extends string = string> {
  id: number;
  type: T;
  /** Index of the source in the list searched: orders equal hits (French before English). */
  src: number;
  /** 2 × tier (exact 0, prefix 1, substring 2, typo 3) + the source's weight. */
  rank: number;
  /** The folded text that matched: orders hits within a rank. */
  sort: string;
}

type HitRow = { id: number; src: number; rank: number; sort: string };

function toHits<T extends string>(sources: MatchSource<T>[], rows: HitRow[]): Hit<T>[] {
  return rows.map((r) => ({
    id: Number(r.id),
    type: sources[r.src]!.type,
    src: Number(r.src),
    rank: Number(r.rank),
    sort: r.sort,
  }));
}

interface Branch {
  /** The condition on the folded text. */
  match: (folded: SQL) => SQL;
  /** The hit's rank, from the folded text. */
  rank: (folded: SQL) => SQL;
  /** ORDER BY items over the folded text (none: any order). */
  order?: (folded: SQL) => SQL;
  /** null: every match. */
  limit: unknown;
}

/**
 * One source's part of a search. A gloss source first takes the matching gloss rows (ordered and
 * limited), then each one's local words through their foreign-key index (a lateral join, so the
 * planner never turns it into a scan of every local word: `offset 0` keeps it from being
 * flattened into a plain join).
 */
function branch(s: MatchSource, i: number, b: Branch): SQL {
  const text = s.folded;
  const order = (f: SQL) => (b.order ? sql`order by ${b.order(f)}` : sql``);
  if (!s.via) {
    return sql`(select ${s.id} as id, ${i}::int as src, ${b.rank(text)} as rank, ${text} as sort
      from ${s.table} where ${b.match(text)} and ${s.where} ${order(text)} limit ${b.limit})`;
  }
  const sort = sql.raw('g.sort');
  return sql`(select w.id, ${i}::int as src, ${b.rank(sort)} as rank, g.sort
    from (select ${s.id} as gid, ${text} as sort from ${s.table}
          where ${b.match(text)} and ${s.where} ${order(text)} limit ${b.limit}) g
    cross join lateral (select ${s.via.id} as id from ${s.via.table}
          where ${s.via.fk} = g.gid and ${s.via.where} offset 0) w
    ${order(sort)} limit ${b.limit})`;
}

/**
 * A list as one PostgreSQL array literal, passed as a single parameter, so that a statement's
 * text, and so its prepared plan, does not depend on the list's length.
 */
export const textArray = (items: (string | null)[]) =>
  `{${items.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
export const intArray = (items: number[]) =>
  `{${items.map((n) => String(Math.trunc(n))).join(',')}}`;

/**
 * Exact and prefix matches, at most `limit` per source, walked in the order of the folded-text
 * btree index (text_pattern_ops, so `using ~<~`): an exact match sorts before its extensions, so
 * one range scan yields both tiers, and a common prefix costs no more than a rare one.
 */
const exactAndPrefix = (s: MatchSource, i: number, v: Value) =>
  branch(s, i, {
    // A range rather than LIKE: a cached (generic) plan can use the index with it too.
    match: (f) => sql`${f} ~>=~ ${v('folded')} and ${f} ~<~ ${v('after')}`,
    rank: (f) => sql`(case when ${f} = ${v('folded')} then 0 else 2 end + ${s.weight})::int`,
    order: (f) => sql`${f} using ~<~`,
    limit: v('limit'),
  });

/** Substring matches that are not prefixes (trigram index), nearest the start first. */
const substring = (s: MatchSource, i: number, v: Value) =>
  branch(s, i, {
    match: (f) => sql`${f} like ${v('contains')} and ${f} not like ${v('prefix')}`,
    rank: () => sql`${4 + s.weight}::int`,
    order: (f) => sql`strpos(${f}, ${v('folded')}), length(${f}), ${f} collate "C"`,
    limit: v('limit'),
  });

/** Entries sharing a typo key with the query (drizzle/0004), in any order: the caller ranks them. */
const typoCandidates = (s: MatchSource, i: number, v: Value) =>
  branch(s, i, {
    match: () => sql`public.typo_keys(${s.text}) && ${v('keys')}::text[]`,
    rank: () => sql`${6 + s.weight}::int`,
    limit: v('cap'),
  });

/** What a list of sources searches, as a cache key: their kinds and conditions. */
const sourcesKey = (sources: MatchSource[]) =>
  sources
    .map((s) => `${s.type}:${fragmentKey(s.where)}:${s.via ? fragmentKey(s.via.where) : ''}`)
    .join('|');

/** The values of the statements above for a query. */
const queryValues = (q: FoldedQuery, keys: string[] | null, limit: number, cap: number) => ({
  folded: q.folded,
  after: q.after,
  prefix: q.prefix,
  contains: q.contains,
  keys: keys ? textArray(keys) : null,
  limit,
  cap,
});

/**
 * The candidates for the first `limit` hits, in one statement whose dearer parts run only when
 * the cheaper ones leave room (uncorrelated conditions, which PostgreSQL checks once before
 * running a branch at all): exact and prefix matches; substrings if those are fewer than
 * `limit`; typo candidates (for `typoKeys`, when given) if all of those are still fewer.
 */
export async function candidateHits<T extends string>(
  db: Db,
  sources: MatchSource<T>[],
  q: FoldedQuery,
  options: { limit: number; substrings: boolean; typoKeys: string[] | null; typoCap: number },
): Promise<Hit<T>[]> {
  const typo = options.typoKeys !== null;
  const build = (v: Value) => {
    const union = (parts: SQL[]) => sql.join(parts, sql` union all `);
    const cheap = union(sources.map((s, i) => exactAndPrefix(s, i, v)));
    const sub = options.substrings
      ? union(sources.flatMap((s, i) => (s.substrings === false ? [] : [substring(s, i, v)])))
      : sql`select null::int as id, null::int as src, null::int as rank, null::text as sort where false`;
    const typos = typo
      ? sql`union all select * from (${union(sources.map((s, i) => typoCandidates(s, i, v)))}) t
          where (select count(*) from (select id from cheap union select id from sub) found) < ${v('limit')}`
      : sql``;
    return sql`with cheap as (${cheap}),
      sub as (select * from (${sub}) s where (select count(distinct id) from cheap) < ${v('limit')})
      select * from cheap union all select * from sub ${typos}`;
  };
  const rows = await queryCached<HitRow>(
    db,
    `candidates|${sourcesKey(sources)}|${options.substrings}|${typo}`,
    build,
    queryValues(q, options.typoKeys, options.limit, options.typoCap),
  );
  return toHits(sources, rows);
}

/** Last resort for longer queries with several typos: trigram similarity (slower). */
export async function similarHits<T extends string>(
  db: Db,
  sources: MatchSource<T>[],
  q: FoldedQuery,
  limit: number,
): Promise<Hit<T>[]> {
  const parts = sources.map((s, i) =>
    branch(s, i, {
      match: (f) => sql`${f} % ${q.folded}`,
      rank: () => sql`${6 + s.weight}::int`,
      order: (f) => sql`similarity(${f}, ${q.folded}) desc, ${f} collate "C"`,
      limit,
    }),
  );
  return toHits(sources, await queryPrepared<HitRow>(db, sql.join(parts, sql` union all `)));
}

export interface WordSearchRow {
  id: number;
  localWord: string;
  homographNumber: number | null;
  languageName: string;
  frenchWord: string | null;
  englishWord: string | null;
  languagesCount: number;
  localitiesCount: number;
  /** For a hit found by one of its forms: that form and its kind. */
  formKind: FormKind | null;
  form: string | null;
}

/**
 * What a global search hit shows about each local word: its language, glosses, how many languages
 * (visible to the caller) have a word for the same French meaning, and where its language is spoken.
 */
export async function wordSearchRows(
  db: Db,
  hits: { id: number; formFolded: string | null }[],
  visibility: SQL,
): Promise<WordSearchRow[]> {
  const rows = await queryCached<WordSearchRow>(
    db,
    `word-rows|${fragmentKey(visibility)}`,
    // Counts per distinct gloss and language, not per hit: the hits of a gloss search share both.
    (v) => sql`with hit as (
        select w.id, w.local_word, w.homograph_number, w.language_id, w.french_id, w.english_id,
          m.form_folded
        from unnest(${v('ids')}::int[], ${v('forms')}::text[]) as m(id, form_folded)
        join local_words w on w.id = m.id
      ),
      same_meaning as (
        select local_words.french_id, count(distinct local_words.language_id)::int as n
        from local_words
        where local_words.french_id in (select french_id from hit) and ${visibility}
        group by local_words.french_id
      ),
      places as (
        select ll.language_id, count(*)::int as n
        from language_localities ll join localities lo on lo.id = ll.locality_id
        where ll.language_id in (select language_id from hit) and lo.is_deleted = false
        group by ll.language_id
      )
      select hit.id, hit.local_word as "localWord", hit.homograph_number as "homographNumber",
        l.name as "languageName",
        fw.word as "frenchWord", ew.word as "englishWord",
        coalesce(sm.n, 1) as "languagesCount", coalesce(p.n, 0) as "localitiesCount",
        mf.kind as "formKind", mf.form
      from hit
      join languages l on l.id = hit.language_id
      left join same_meaning sm on sm.french_id = hit.french_id
      left join places p on p.language_id = hit.language_id
      left join french_words fw on fw.id = hit.french_id and fw.is_deleted = false
      left join english_words ew on ew.id = hit.english_id and ew.is_deleted = false
      -- A hit found by one of its forms: the first form with that folded text (in the same round
      -- trip, rather than a query of its own).
      left join lateral (
        select f.kind, f.form from word_forms f
        where hit.form_folded is not null and f.local_word_id = hit.id
          and f.form_folded = hit.form_folded and f.is_deleted = false
        order by f.position limit 1
      ) mf on true`,
    {
      ids: intArray(hits.map((h) => h.id)),
      forms: textArray(hits.map((h) => h.formFolded)),
    },
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The forms that matched, by word: the first of the word's forms with that folded text. */
export async function matchedForms(
  db: Db,
  matched: { wordId: number; folded: string }[],
): Promise<Map<number, { kind: FormKind; form: string }>> {
  if (matched.length === 0) return new Map();
  const rows = await queryRows<{ wordId: number; kind: FormKind; form: string }>(
    db,
    sql`select distinct on (f.local_word_id) f.local_word_id as "wordId", f.kind, f.form
      from word_forms f
      join unnest(${intArray(matched.map((m) => m.wordId))}::int[], ${textArray(matched.map((m) => m.folded))}::text[]) as m(word_id, folded)
        on f.local_word_id = m.word_id and f.form_folded = m.folded
      where f.is_deleted = false
      order by f.local_word_id, f.position`,
  );
  return new Map(rows.map((r) => [Number(r.wordId), { kind: r.kind, form: r.form }]));
}

/** Which of these local words also meet `where` (a condition on `local_words`). */
export async function wordIdsWhere(db: Db, ids: number[], where: SQL): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from local_words where id = any(${intArray(ids)}::int[]) and ${where}`,
  );
  return rows.map((r) => Number(r.id));
}
