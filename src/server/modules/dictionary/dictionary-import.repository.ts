/**
 * The set-based SQL of imports and syncs: hundreds of entries per statement, each batch passed as
 * one JSON parameter (the same on PGlite and node-postgres).
 *
 * The import key is (lower(word), coalesce(part_of_speech, '')): case aside, accents kept
 * ('pêche' and 'péché' are two words). A part of speech matches another when they are equal or one
 * is unknown (`compatible` in relation-pairs.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import { englishWords, frenchEnglishRelations, frenchWords } from '@server/db/schema/dictionary';
import type { DictionarySide, EntryOrigin } from '@shared/schemas/dictionary';
import { bareIpa } from '@shared/ipa';
import { missingDefinitionSql } from './definitions.repository';

export const dictionaryTables = { french: frenchWords, english: englishWords } as const;
const table = (side: DictionarySide) =>
  sql.raw(side === 'french' ? 'french_words' : 'english_words');
const nowMs = sql.raw('(extract(epoch from clock_timestamp()) * 1000)::bigint');

/** One entry to write, cleaned (see cleanEntry). */
export interface EntrySpec {
  word: string;
  partOfSpeech: string | null;
  definition: string | null;
  pronunciation: string | null;
  gender: 'm' | 'f' | null;
}

const blankToNull = (v: string | null | undefined) => {
  const t = v?.normalize('NFC').trim();
  return t ? t : null;
};

/**
 * An entry as the columns take it (NFC, trimmed, within their lengths), or null when its word
 * cannot be stored (empty, or longer than 255 characters).
 */
export function cleanEntry(entry: {
  word: string;
  partOfSpeech: string | null;
  definition?: string | null;
  pronunciation?: string | null;
  gender?: 'm' | 'f' | null;
}): EntrySpec | null {
  const word = blankToNull(entry.word);
  if (!word || word.length > 255) return null;
  const partOfSpeech = blankToNull(entry.partOfSpeech);
  // Stored bare, as the words' own (ipa.ts): the sources write it between slashes.
  const pronunciation = blankToNull(entry.pronunciation && bareIpa(entry.pronunciation));
  return {
    word,
    partOfSpeech: partOfSpeech && partOfSpeech.length <= 50 ? partOfSpeech : null,
    definition: blankToNull(entry.definition),
    pronunciation: pronunciation && pronunciation.length <= 255 ? pronunciation : null,
    gender: entry.gender === 'm' || entry.gender === 'f' ? entry.gender : null,
  };
}

const json = (rows: object[]) => JSON.stringify(rows);

/** The batch as a relation `x` (ord, word, pos, definition, pronunciation, gender). */
const entriesInput = (entries: EntrySpec[]) => sql`(
  select * from json_to_recordset(${json(
    entries.map((e, ord) => ({
      ord,
      word: e.word,
      pos: e.partOfSpeech,
      definition: e.definition,
      pronunciation: e.pronunciation,
      gender: e.gender,
    })),
  )}::json) as r(ord int, word text, pos text, definition text, pronunciation text, gender text)
)`;

/** A live row of `t` with x's import key. */
const sameKey = (side: DictionarySide) => sql`select 1 from ${table(side)} t
  where lower(t.word) = lower(x.word) and coalesce(t.part_of_speech, '') = coalesce(x.pos, '')
    and not t.is_deleted`;

/**
 * The entries whose key a live row already has, by position in `entries`, each with whether such
 * a row lacks a definition or a pronunciation (worth completing from the other sources).
 */
export async function presentEntries(tx: Db, side: DictionarySide, entries: EntrySpec[]) {
  if (entries.length === 0) return new Map<number, boolean>();
  const rows = await queryRows<{ ord: number; gaps: boolean }>(
    tx,
    sql`select x.ord, bool_or(${missingDefinitionSql()}
        or t.pronunciation is null or btrim(t.pronunciation) = '') as gaps
      from ${entriesInput(entries)} x
      join ${table(side)} t on lower(t.word) = lower(x.word)
        and coalesce(t.part_of_speech, '') = coalesce(x.pos, '') and not t.is_deleted
      group by x.ord`,
  );
  return new Map(rows.map((r) => [Number(r.ord), r.gaps === true || String(r.gaps) === 'true']));
}

export interface WrittenEntries {
  /** Rows created, in the order given. */
  inserted: { id: number; word: string; partOfSpeech: string | null }[];
  /** Existing rows whose missing definition, pronunciation or gender was filled. */
  filled: number;
}

/**
 * Fills the gaps (definition, pronunciation, gender) of live rows that have an entry's key, typed
 * ones included, and inserts the entries whose key no live row has, at most `limit` of them, in
 * order. Concurrent writers cannot duplicate an imported key: the partial unique index settles
 * it (ON CONFLICT DO NOTHING), and the row is simply not counted.
 */
export async function writeEntries(
  tx: Db,
  side: DictionarySide,
  origin: EntryOrigin,
  entries: EntrySpec[],
  limit: number,
): Promise<WrittenEntries> {
  if (entries.length === 0) return { inserted: [], filled: 0 };
  const t = table(side);
  const cap = Math.max(0, Math.min(limit, entries.length)); // finite: maxWords may be Infinity
  const [row] = await queryRows<{ filled: number; inserted: WrittenEntries['inserted'] | string }>(
    tx,
    sql`with x as ${entriesInput(entries)},
    filled as (
      update ${t} t set
        definition = case when ${missingDefinitionSql()} then x.definition else t.definition end,
        pronunciation = coalesce(nullif(btrim(t.pronunciation), ''), x.pronunciation),
        gender = coalesce(t.gender, x.gender),
        updated_at = ${nowMs}
      from x
      where lower(t.word) = lower(x.word) and coalesce(t.part_of_speech, '') = coalesce(x.pos, '')
        and not t.is_deleted
        and ((${missingDefinitionSql()} and x.definition is not null)
          or ((t.pronunciation is null or btrim(t.pronunciation) = '') and x.pronunciation is not null)
          or (t.gender is null and x.gender is not null))
      returning t.id
    ),
    fresh as (
      select distinct on (lower(x.word), coalesce(x.pos, '')) x.* from x
      where not exists (${sameKey(side)})
      order by lower(x.word), coalesce(x.pos, ''), x.ord
    ),
    inserted as (
      insert into ${t} (word, part_of_speech, definition, pronunciation, gender, origin)
      select f.word, f.pos, f.definition, f.pronunciation, f.gender, ${origin}
      from (select * from fresh order by ord limit ${cap}) f order by f.ord
      on conflict (lower(word), coalesce(part_of_speech, ''))
        where origin <> 'manual' and not is_deleted do nothing
      returning id, word, part_of_speech
    )
    select (select count(*) from filled)::int as filled,
      coalesce((select json_agg(json_build_object('id', id, 'word', word,
        'partOfSpeech', part_of_speech) order by id) from inserted), '[]'::json) as inserted`,
  );
  const inserted = typeof row!.inserted === 'string' ? JSON.parse(row!.inserted) : row!.inserted;
  return { inserted, filled: Number(row!.filled) };
}

/** A translation pair to write: both entries (created where missing) and the origin to record. */
export interface PairSpec {
  french: EntrySpec;
  english: EntrySpec;
  origin: EntryOrigin;
}

const pairsInput = (pairs: Pick<PairSpec, 'french' | 'english'>[]) => sql`(
  select * from json_to_recordset(${json(
    pairs.map((p, ord) => ({
      ord,
      fw: p.french.word,
      fp: p.french.partOfSpeech,
      ew: p.english.word,
      ep: p.english.partOfSpeech,
    })),
  )}::json) as r(ord int, fw text, fp text, ew text, ep text)
)`;

/** Live rows of `side` for a pair member (this spelling, a compatible part of speech). */
const matching = (side: DictionarySide, word: SQL, pos: SQL) => sql`from ${table(side)} t
  where lower(t.word) = lower(${word}) and not t.is_deleted
    and (${pos} is null or t.part_of_speech is null or t.part_of_speech = ${pos})`;

const frenchOf = matching('french', sql`x.fw`, sql`x.fp`);
const englishOf = matching('english', sql`x.ew`, sql`x.ep`);

/** The positions of the pairs whose `side` member no live row matches. */
export async function missingMembers(
  tx: Db,
  side: DictionarySide,
  pairs: Pick<PairSpec, 'french' | 'english'>[],
): Promise<Set<number>> {
  if (pairs.length === 0) return new Set();
  const rows = await queryRows<{ ord: number }>(
    tx,
    sql`select x.ord from ${pairsInput(pairs)} x
      where not exists (select 1 ${side === 'french' ? frenchOf : englishOf})`,
  );
  return new Set(rows.map((r) => Number(r.ord)));
}

/**
 * Creates the entries no live row matches (a compatible part of speech counts as a match), once
 * per import key, with their origin. Returns how many rows were created.
 */
export async function createMissing(
  tx: Db,
  side: DictionarySide,
  entries: { entry: EntrySpec; origin: EntryOrigin }[],
): Promise<number> {
  if (entries.length === 0) return 0;
  const t = table(side);
  const input = json(
    entries.map(({ entry: e, origin }, ord) => ({
      ord,
      word: e.word,
      pos: e.partOfSpeech,
      definition: e.definition,
      pronunciation: e.pronunciation,
      gender: e.gender,
      origin,
    })),
  );
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with x as (
      select * from json_to_recordset(${input}::json) as r(ord int, word text, pos text,
        definition text, pronunciation text, gender text, origin text)
    ),
    missing as (
      select distinct on (lower(x.word), coalesce(x.pos, '')) x.* from x
      where not exists (select 1 ${matching(side, sql`x.word`, sql`x.pos`)})
      order by lower(x.word), coalesce(x.pos, ''), x.ord
    )
    insert into ${t} (word, part_of_speech, definition, pronunciation, gender, origin)
    select word, pos, definition, pronunciation, gender, origin from missing order by ord
    on conflict (lower(word), coalesce(part_of_speech, ''))
      where origin <> 'manual' and not is_deleted do nothing
    returning id`,
  );
  return rows.length;
}

/**
 * Links each pair's best live French entry to its best live English one (the same part of
 * speech first, then the oldest). Returns how many relations were created (existing ones, live or
 * deleted, are left as they are).
 */
export async function linkPairs(
  tx: Db,
  pairs: Pick<PairSpec, 'french' | 'english'>[],
): Promise<number> {
  if (pairs.length === 0) return 0;
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`with x as ${pairsInput(pairs)},
    p as (
      select f.id as fid, e.id as eid from x
      join lateral (select t.id ${frenchOf}
        order by (t.part_of_speech is not distinct from x.fp) desc, t.id limit 1) f on true
      join lateral (select t.id ${englishOf}
        order by (t.part_of_speech is not distinct from x.ep) desc, t.id limit 1) e on true
    )
    insert into ${frenchEnglishRelations} (french_word_id, english_word_id)
    select distinct fid, eid from p
    on conflict do nothing
    returning 1 as one`,
  );
  return rows.length;
}

/**
 * The positions of the pairs that are discrepancies (decision 017): at least one member has a
 * live entry, and no live relation links a live entry of one member to one of the other (the
 * counterpart is missing, or both exist unlinked).
 */
export async function discrepantPairs(
  db: Db,
  pairs: Pick<PairSpec, 'french' | 'english'>[],
): Promise<number[]> {
  if (pairs.length === 0) return [];
  const rows = await queryRows<{ ord: number }>(
    db,
    sql`with x as ${pairsInput(pairs)},
    m as (
      select x.ord, array(select t.id ${frenchOf}) as f, array(select t.id ${englishOf}) as e
      from x
    )
    select m.ord from m
    where (cardinality(m.f) > 0 or cardinality(m.e) > 0)
      and not exists (
        select 1 from ${frenchEnglishRelations} r
        where r.french_word_id = any(m.f) and r.english_word_id = any(m.e) and not r.is_deleted
      )
    order by m.ord`,
  );
  return rows.map((r) => Number(r.ord));
}
