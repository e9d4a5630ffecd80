/**
 * The rows behind alphabets: a language's alphabet and recompute state, and its words' sort keys.
 * "Behind" is a word whose sort_key_version is not its language's alphabet_version; each query
 * about it is a range of local_words_sort_version_idx (language, version): below the current
 * version, then above it (a restored backup may hold either), never a scan of every word.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import { languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import { intArray, textArray } from '@server/modules/search/search.repository';
import type { Alphabet } from '@shared/alphabet';

const alphabetColumns = {
  id: languages.id,
  alphabet: languages.alphabet,
  version: languages.alphabetVersion,
  recomputing: languages.alphabetRecomputing,
  jobId: languages.alphabetJobId,
};

export interface AlphabetRow {
  id: number;
  alphabet: Alphabet | null;
  version: number;
  recomputing: boolean;
  jobId: string | null;
}

/**
 * A live language's alphabet state. `lock`: 'update' for a change of the alphabet (word writers,
 * which hold the row 'share', wait for it), 'share' for a recompute batch (the alphabet cannot
 * change under it).
 */
export async function findAlphabetRow(
  db: Db,
  languageId: number,
  { lock, deleted = false }: { lock?: 'update' | 'share'; deleted?: boolean } = {},
): Promise<AlphabetRow | undefined> {
  const query = db
    .select(alphabetColumns)
    .from(languages)
    .where(and(eq(languages.id, languageId), deleted ? undefined : eq(languages.isDeleted, false)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function writeAlphabet(
  db: Db,
  languageId: number,
  values: Partial<{
    alphabet: Alphabet | null;
    version: number;
    recomputing: boolean;
    jobId: string | null;
  }>,
) {
  await db
    .update(languages)
    .set({
      alphabet: values.alphabet,
      alphabetVersion: values.version,
      alphabetRecomputing: values.recomputing,
      alphabetJobId: values.jobId,
    })
    .where(eq(languages.id, languageId));
}

/** The language's words (deleted ones too), counted up to `limit + 1` at most. */
export async function wordCountUpTo(db: Db, languageId: number, limit: number) {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from (
      select 1 from ${localWords} where ${localWords.languageId} = ${languageId} limit ${limit + 1}
    ) as w`,
  );
  return Number(row!.n);
}

/** Of the language's words (deleted ones too), how many have a current key, and how many in all. */
export async function keyProgress(db: Db, languageId: number, version: number) {
  const [row] = await queryRows<{ done: number | string; total: number | string }>(
    db,
    sql`select
      count(*) filter (where ${localWords.sortKeyVersion} = ${version})::int as done,
      count(*)::int as total
      from ${localWords} where ${localWords.languageId} = ${languageId}`,
  );
  return { done: Number(row!.done), total: Number(row!.total) };
}

export interface WordSpelling {
  id: number;
  localWord: string;
}

/** Up to `limit` of the language's words whose key is behind `version`. */
export function wordsBehind(
  db: Db,
  languageId: number,
  version: number,
  limit: number,
): Promise<WordSpelling[]> {
  const range = (op: 'below' | 'above') => sql`(
    select ${localWords.id} as id, ${localWords.localWord} as "localWord" from ${localWords}
    where ${localWords.languageId} = ${languageId}
      and ${localWords.sortKeyVersion} ${op === 'below' ? sql`<` : sql`>`} ${version}
    limit ${limit})`;
  return queryRows<WordSpelling>(
    db,
    sql`${range('below')} union all ${range('above')} limit ${limit}`,
  );
}

/** Whether any word of the language has a key behind `version`: two index probes. */
export async function anyBehind(db: Db, languageId: number, version: number) {
  const [row] = await queryRows<{ behind: boolean }>(
    db,
    sql`select ${languageBehind(sql`${languageId}`, sql`${version}`)} as behind`,
  );
  return row!.behind;
}

const languageBehind = (languageId: SQL, version: SQL) =>
  sql`(exists (select 1 from ${localWords} w where w.language_id = ${languageId}
          and w.sort_key_version < ${version})
    or exists (select 1 from ${localWords} w where w.language_id = ${languageId}
          and w.sort_key_version > ${version}))`;

/**
 * The languages (deleted ones too: their words come back when restored) that have words behind
 * or are marked as recomputing: one probe of the index per language.
 */
export function languagesToRecompute(db: Db): Promise<AlphabetRow[]> {
  return queryRows<AlphabetRow>(
    db,
    sql`select l.id, l.alphabet, l.alphabet_version as version,
        l.alphabet_recomputing as recomputing, l.alphabet_job_id as "jobId"
      from ${languages} l
      where l.alphabet_recomputing
        or ${languageBehind(sql`l.id`, sql`l.alphabet_version`)}
      order by l.id`,
  );
}

export interface KeyValues {
  id: number;
  /** The spelling the key was computed from: a word respelt meanwhile keeps its writer's key. */
  localWord: string;
  sortKey: string;
  outsideAlphabet: string | null;
}

/** Writes the keys of a batch of words in one statement: how many rows it changed. */
export async function writeKeys(db: Db, version: number, rows: KeyValues[]): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await queryRows<{ id: number }>(
    db,
    sql`update ${localWords} as w
      set sort_key = v.sort_key, sort_key_version = ${version}, outside_alphabet = v.outside
      from unnest(
        ${intArray(rows.map((r) => r.id))}::int[],
        ${textArray(rows.map((r) => r.localWord))}::text[],
        ${textArray(rows.map((r) => r.sortKey))}::text[],
        ${textArray(rows.map((r) => r.outsideAlphabet))}::text[]
      ) as v(id, local_word, sort_key, outside)
      where w.id = v.id and w.local_word = v.local_word
      returning w.id`,
  );
  return written.length;
}
