import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { countries, localities, regions } from '@server/db/schema/geography';

export type RegionRow = typeof regions.$inferSelect;
export type NewRegionRow = typeof regions.$inferInsert;

/** Rows per INSERT: 6 parameters each stays far below PostgreSQL's 65,535 per statement. */
const BATCH = 1000;

/** Live regions of live countries, by name (all of them, or one country's). */
export function listLiveRegions(db: Db, countryId?: number): Promise<RegionRow[]> {
  return db
    .select({ region: regions })
    .from(regions)
    .innerJoin(countries, eq(countries.id, regions.countryId))
    .where(
      and(
        eq(regions.isDeleted, false),
        eq(countries.isDeleted, false),
        countryId === undefined ? undefined : eq(regions.countryId, countryId),
      ),
    )
    .orderBy(asc(regions.name), asc(regions.id))
    .then((rows) => rows.map((r) => r.region));
}

/**
 * Inserts the regions whose country has no live region of that folded name or state code yet
 * (the partial unique indexes decide, so concurrent imports cannot duplicate), and says how many
 * went in. Within one call the first of two same-named rows wins.
 */
export async function insertMissingRegions(db: Db, rows: NewRegionRow[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const done = await db
      .insert(regions)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing()
      .returning({ id: regions.id });
    inserted += done.length;
  }
  return inserted;
}

/** Inserts one region unless its country already has a live one of that folded name. */
export async function insertRegionIfFree(
  db: Db,
  row: NewRegionRow,
): Promise<RegionRow | undefined> {
  const [inserted] = await db.insert(regions).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** A live region, locked until the end of the transaction so that its deletion is decided alone. */
export async function lockLiveRegion(db: Db, id: number): Promise<RegionRow | undefined> {
  const [row] = await db
    .select()
    .from(regions)
    .where(and(eq(regions.id, id), eq(regions.isDeleted, false)))
    .for('update');
  return row;
}

export async function countLiveLocalitiesInRegion(db: Db, regionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(localities)
    .where(and(eq(localities.regionId, regionId), eq(localities.isDeleted, false)));
  return row?.n ?? 0;
}

export async function softDeleteRegion(db: Db, id: number): Promise<void> {
  await db.update(regions).set({ isDeleted: true }).where(eq(regions.id, id));
}
