import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import type { DictionarySide } from '@shared/schemas/dictionary';
import { BLANK_PATTERN, MARKUP_PATTERN } from './definitions';

const table = (side: DictionarySide) =>
  sql.raw(side === 'french' ? 'french_words' : 'english_words');
/** missingDefinition() in SQL: the one rule of a missing definition (definitions.ts). */
export const missingDefinitionSql = (column: SQL = sql.raw('t.definition')) =>
  sql`(${column} is null or ${column} ~ ${BLANK_PATTERN})`;
const missing = missingDefinitionSql();

/** Live entries of a side. */
export async function countEntries(db: Db, side: DictionarySide) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${table(side)} t where not t.is_deleted`,
  );
  return Number(row!.n);
}

/** Live entries without a definition (none, or blank). */
export async function countMissingDefinitions(db: Db, side: DictionarySide) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${table(side)} t where not t.is_deleted and ${missing}`,
  );
  return Number(row!.n);
}

export interface EntryRow {
  id: number;
  word: string;
  partOfSpeech: string | null;
  definition: string | null;
  pronunciation: string | null;
  gender: 'm' | 'f' | null;
}

const entryColumns = sql.raw(`t.id, t.word, t.part_of_speech as "partOfSpeech", t.definition,
  t.pronunciation, t.gender`);
const numeric = (rows: EntryRow[]) => rows.map((r) => ({ ...r, id: Number(r.id) }));

/** The next live entries without a definition after `cursor` (by id). */
export async function missingAfter(db: Db, side: DictionarySide, cursor: number, limit: number) {
  return numeric(
    await queryRows<EntryRow>(
      db,
      sql`select ${entryColumns} from ${table(side)} t
        where not t.is_deleted and ${missing} and t.id > ${cursor}
        order by t.id limit ${limit}`,
    ),
  );
}

/** Live French entries by id. */
export async function frenchEntries(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return numeric(
    await queryRows<EntryRow>(
      db,
      sql`select ${entryColumns} from french_words t
        where not t.is_deleted and t.id = any(${`{${ids.join(',')}}`}::int[]) order by t.id`,
    ),
  );
}

/** The definitions of the live English entries linked to each French entry. */
export async function linkedEnglishDefinitions(db: Db, frenchIds: number[]) {
  const map = new Map<number, string[]>();
  if (frenchIds.length === 0) return map;
  const rows = await queryRows<{ id: number; definition: string }>(
    db,
    sql`select r.french_word_id as id, e.definition
      from french_english_relations r join english_words e on e.id = r.english_word_id
      where r.french_word_id = any(${`{${frenchIds.join(',')}}`}::int[])
        and not r.is_deleted and not e.is_deleted and e.definition is not null`,
  );
  for (const r of rows) {
    const id = Number(r.id);
    map.set(id, [...(map.get(id) ?? []), r.definition]);
  }
  return map;
}

/**
 * The live French entries whose stored definition is problematic (decision 017): with markup left
 * over, or the same text (case and spacing aside) as a linked English entry's; a missing one is
 * not (it is counted as missing). All of them counted, the first `limit` listed (by id).
 */
export async function problematicFrench(db: Db, limit: number) {
  const normal = (column: string) =>
    sql.raw(`lower(regexp_replace(btrim(${column}), '[[:space:]]+', ' ', 'g'))`);
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`select t.id, count(*) over ()::int as total from french_words t
      where not t.is_deleted and not ${missing} and (
        t.definition ~ ${MARKUP_PATTERN}
        or exists (
          select 1 from french_english_relations r join english_words e on e.id = r.english_word_id
          where r.french_word_id = t.id and not r.is_deleted and not e.is_deleted
            and e.definition is not null and ${normal('e.definition')} = ${normal('t.definition')}
        )
      )
      order by t.id limit ${limit}`,
  );
  return { count: Number(rows[0]?.total ?? 0), ids: rows.map((r) => Number(r.id)) };
}

/**
 * Fills definitions still missing (and a missing pronunciation or gender): the number of entries
 * changed.
 */
export async function fillDefinitions(
  tx: Db,
  side: DictionarySide,
  updates: {
    id: number;
    definition: string;
    pronunciation: string | null;
    gender: string | null;
  }[],
) {
  if (updates.length === 0) return 0;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update ${table(side)} t set definition = x.definition,
        pronunciation = coalesce(nullif(btrim(t.pronunciation), ''), x.pronunciation),
        gender = coalesce(t.gender, x.gender),
        updated_at = (extract(epoch from clock_timestamp()) * 1000)::bigint
      from json_to_recordset(${JSON.stringify(updates)}::json)
        as x(id int, definition text, pronunciation text, gender text)
      where t.id = x.id and not t.is_deleted and ${missing}
      returning t.id`,
  );
  return rows.length;
}

/** Replaces French definitions that are still what was read (`old`): the number changed. */
export async function replaceFrenchDefinitions(
  tx: Db,
  updates: { id: number; old: string; definition: string | null }[],
) {
  if (updates.length === 0) return 0;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update french_words t set definition = x.definition,
        updated_at = (extract(epoch from clock_timestamp()) * 1000)::bigint
      from json_to_recordset(${JSON.stringify(updates)}::json)
        as x(id int, old text, definition text)
      where t.id = x.id and not t.is_deleted and t.definition = x.old
      returning t.id`,
  );
  return rows.length;
}
