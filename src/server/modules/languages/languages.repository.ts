import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
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

export async function findLanguage(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(languages)
    .where(and(eq(languages.id, id), eq(languages.isDeleted, false)));
  return row;
}

/** A live language whose folded name equals this one (names are unique in that sense). */
export async function findLanguageByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: languages.id })
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

/**
 * A language goes with its words and expressions, as soft deletes in the caller's transaction, so
 * a backup or an admin restore can bring them all back; their links are kept for that.
 */
export async function softDeleteLanguage(tx: Db, id: number): Promise<void> {
  await softDeleteWordsOfLanguage(tx, id);
  await softDeleteExpressionsOfLanguage(tx, id);
  await tx.update(languages).set({ isDeleted: true }).where(eq(languages.id, id));
}
