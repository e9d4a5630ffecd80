import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import { localities } from '@server/db/schema/geography';
import { languageLocalities, languages } from '@server/db/schema/languages';
import { softDeleteExpressionsOfLanguage } from '@server/modules/expressions/expressions.repository';
import {
  localitiesByIds,
  type LocalityViewRow,
} from '@server/modules/localities/localities.repository';
import { softDeleteWordsOfLanguage } from '@server/modules/words/words.repository';

export type LanguageRow = typeof languages.$inferSelect;
export interface LanguageWithLocalities {
  language: LanguageRow;
  localities: LocalityViewRow[];
}

/** Live languages with their live localities, in two queries whatever the number of languages. */
export async function listLanguages(db: Db, ids?: number[]): Promise<LanguageWithLocalities[]> {
  const rows = await db
    .select()
    .from(languages)
    .where(and(eq(languages.isDeleted, false), ids ? inArray(languages.id, ids) : undefined))
    .orderBy(asc(languages.name), asc(languages.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({
      languageId: languageLocalities.languageId,
      localityId: languageLocalities.localityId,
    })
    .from(languageLocalities)
    .innerJoin(localities, eq(localities.id, languageLocalities.localityId))
    .where(
      and(
        inArray(
          languageLocalities.languageId,
          rows.map((r) => r.id),
        ),
        eq(localities.isDeleted, false),
      ),
    );
  const places = new Map(
    (await localitiesByIds(db, [...new Set(links.map((l) => l.localityId))])).map((p) => [
      p.locality.id,
      p,
    ]),
  );
  return rows.map((language) => ({
    language,
    localities: links
      .filter((l) => l.languageId === language.id)
      .map((l) => places.get(l.localityId)!)
      .sort((a, b) => a.locality.name.localeCompare(b.locality.name)),
  }));
}

export async function findLanguage(db: Db, id: number, { lock = false } = {}) {
  const query = db
    .select()
    .from(languages)
    .where(and(eq(languages.id, id), eq(languages.isDeleted, false)));
  // Held for update by a deletion: word writers hold it for share (sort-keys.ts), so no word
  // joins the language between its count and its deletion.
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A live language whose folded name equals this one (names are unique in that sense). */
export async function findLanguageByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: languages.id, name: languages.name })
    .from(languages)
    .where(
      and(
        eq(languages.isDeleted, false),
        sql`public.fold(${languages.name}) = public.fold(${name})`,
      ),
    )
    .limit(1);
  return row;
}

/** Codes already taken that start with this stem (deleted languages keep theirs for restores). */
export async function codesStartingWith(db: Db, stem: string): Promise<Set<string>> {
  const rows = await db
    .select({ code: languages.code })
    .from(languages)
    .where(sql`${languages.code} like ${`${stem}%`}`);
  return new Set(rows.map((r) => r.code));
}

export interface LanguageImpactRow {
  languageId: number;
  words: number;
  expressions: number;
  recordings: number;
}

/**
 * What deleting each live language (or only `languageId`) would take: its live words of any
 * status, its live expressions, and their recordings (a word's two slots, its forms', an
 * expression's two). One grouped read per table; a language with nothing counts zeros.
 */
export async function deletionImpacts(db: Db, languageId?: number): Promise<LanguageImpactRow[]> {
  const only = (column: string) =>
    languageId === undefined ? sql`` : sql`and ${sql.raw(column)} = ${languageId}`;
  const rows = await queryRows<Record<keyof LanguageImpactRow, number | string>>(
    db,
    sql`select l.id as "languageId",
        coalesce(w.words, 0) as words,
        coalesce(e.expressions, 0) as expressions,
        coalesce(w.slots, 0) + coalesce(f.slots, 0) + coalesce(e.slots, 0) as recordings
      from languages l
      left join (
        select language_id, count(*) as words,
          count(nullif(audio_url, '')) + count(nullif(audio_url2, '')) as slots
        from local_words where not is_deleted ${only('language_id')} group by language_id
      ) w on w.language_id = l.id
      left join (
        select w.language_id, count(*) as slots
        from word_forms f join local_words w on w.id = f.local_word_id
        where not w.is_deleted and not f.is_deleted and nullif(f.audio_url, '') is not null
          ${only('w.language_id')}
        group by w.language_id
      ) f on f.language_id = l.id
      left join (
        select language_id, count(*) as expressions,
          count(nullif(audio1_url, '')) + count(nullif(audio2_url, '')) as slots
        from expressions where not is_deleted ${only('language_id')} group by language_id
      ) e on e.language_id = l.id
      where not l.is_deleted ${only('l.id')}
      order by l.id`,
  );
  return rows.map((r) => ({
    languageId: Number(r.languageId),
    words: Number(r.words),
    expressions: Number(r.expressions),
    recordings: Number(r.recordings),
  }));
}

/**
 * A language goes with its live words and expressions, as soft deletes in the caller's
 * transaction, each row naming the trash item of this deletion; their links are kept. Rows
 * deleted before keep the deletion they belong to: restoring this one leaves them deleted.
 */
export async function softDeleteLanguage(tx: Db, id: number, trashId: number): Promise<void> {
  await softDeleteWordsOfLanguage(tx, id, trashId);
  await softDeleteExpressionsOfLanguage(tx, id, trashId);
  await tx.update(languages).set({ isDeleted: true, trashId }).where(eq(languages.id, id));
}
