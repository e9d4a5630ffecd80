import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { foldedSearch } from '@server/db/folded-search';
import { expressions } from '@server/db/schema/expressions';
import { countries, localities, regions } from '@server/db/schema/geography';
import { languageLocalities, languages } from '@server/db/schema/languages';

export type LocalityRow = typeof localities.$inferSelect;

/** A locality with the names of its country and region, as lists and search hits carry them. */
const localityView = {
  locality: localities,
  countryName: countries.name,
  countryNameFr: countries.nameFr,
  countryFlag: countries.flagSvg,
  regionName: regions.name,
};
export type LocalityViewRow = {
  locality: LocalityRow;
  countryName: string;
  countryNameFr: string | null;
  countryFlag: string | null;
  regionName: string | null;
};

function selectLocalities(db: Db, where?: SQL) {
  return db
    .select(localityView)
    .from(localities)
    .innerJoin(countries, eq(countries.id, localities.countryId))
    .leftJoin(regions, eq(regions.id, localities.regionId))
    .where(and(eq(localities.isDeleted, false), where));
}

export const listLocalities = (db: Db) =>
  selectLocalities(db).orderBy(asc(localities.name), asc(localities.id));

export async function findLocality(db: Db, id: number): Promise<LocalityViewRow | undefined> {
  const [row] = await selectLocalities(db, eq(localities.id, id));
  return row;
}

export function localitiesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as LocalityViewRow[]);
  return selectLocalities(db, inArray(localities.id, ids)).orderBy(asc(localities.name));
}

export function searchLocalities(db: Db, query: string, limit = 20) {
  const match = foldedSearch(localities.name, query);
  return selectLocalities(db, match.where)
    .orderBy(match.rank, sql`${match.similarity} desc`, asc(localities.name))
    .limit(limit);
}

/** A live locality of this country whose folded name equals this one's (duplicates). */
export async function findLocalityByName(db: Db, countryId: number, name: string) {
  const [row] = await db
    .select({ id: localities.id })
    .from(localities)
    .where(
      and(
        eq(localities.isDeleted, false),
        eq(localities.countryId, countryId),
        sql`public.fold(${localities.name}) = public.fold(${name})`,
      ),
    )
    .limit(1);
  return row;
}

export async function languageIdsOfLocality(db: Db, localityId: number): Promise<number[]> {
  const rows = await db
    .select({ id: languages.id })
    .from(languageLocalities)
    .innerJoin(languages, eq(languages.id, languageLocalities.languageId))
    .where(and(eq(languageLocalities.localityId, localityId), eq(languages.isDeleted, false)))
    .orderBy(asc(languages.id));
  return rows.map((r) => r.id);
}

/** Live languages and expressions that still use a locality (they block its deletion). */
export async function localityUsage(db: Db, localityId: number) {
  const [usedByLanguages, [usedByExpressions]] = await Promise.all([
    db
      .select({ name: languages.name })
      .from(languageLocalities)
      .innerJoin(languages, eq(languages.id, languageLocalities.languageId))
      .where(and(eq(languageLocalities.localityId, localityId), eq(languages.isDeleted, false)))
      .orderBy(asc(languages.name)),
    db
      .select({ n: count() })
      .from(expressions)
      .where(and(eq(expressions.localityId, localityId), eq(expressions.isDeleted, false))),
  ]);
  return {
    languageNames: usedByLanguages.map((l) => l.name),
    expressions: usedByExpressions?.n ?? 0,
  };
}

/** Soft delete: the row stays for restores; callers check first that nothing live uses it. */
export async function softDeleteLocality(db: Db, id: number): Promise<void> {
  await db.update(localities).set({ isDeleted: true }).where(eq(localities.id, id));
}
