import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { countries } from '@server/db/schema/geography';

export type CountryRow = typeof countries.$inferSelect;
export type NewCountryRow = typeof countries.$inferInsert;

const live = eq(countries.isDeleted, false);

export const listLiveCountries = (db: Db): Promise<CountryRow[]> =>
  db.select().from(countries).where(live).orderBy(asc(countries.name));

export async function findLiveCountry(db: Db, id: number): Promise<CountryRow | undefined> {
  const [row] = await db
    .select()
    .from(countries)
    .where(and(eq(countries.id, id), live));
  return row;
}

/**
 * Inserts the rows that are not there yet, in one statement (all or nothing), and says how many
 * went in. A country already present by ISO2, ISO3 or name, even soft-deleted, is left as it is.
 */
export async function insertMissingCountries(db: Db, rows: NewCountryRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(countries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: countries.id });
  return inserted.length;
}
