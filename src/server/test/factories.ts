import type { Db } from '../db/client';
import { countries, localities, regions } from '../db/schema/geography';
import { languageLocalities, languages } from '../db/schema/languages';

let sequence = 0;
const next = () => ++sequence;
/** n written with `length` letters A-Z, for ISO-like codes. */
const letters = (n: number, length: number) =>
  Array.from({ length }, (_, i) => String.fromCharCode(65 + (Math.floor(n / 26 ** i) % 26)))
    .reverse()
    .join('');

/** Rows for tests, with their missing parents created (Outline-style factories). */
export async function buildCountry(db: Db, overrides: Partial<typeof countries.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(countries)
    .values({ name: `Country ${n}`, iso2: letters(n, 2), iso3: letters(n, 3), ...overrides })
    .returning();
  return row!;
}

export async function buildRegion(db: Db, overrides: Partial<typeof regions.$inferInsert> = {}) {
  const countryId = overrides.countryId ?? (await buildCountry(db)).id;
  const [row] = await db
    .insert(regions)
    .values({ name: `Region ${next()}`, ...overrides, countryId })
    .returning();
  return row!;
}

export async function buildLocality(
  db: Db,
  overrides: Partial<typeof localities.$inferInsert> = {},
) {
  const countryId = overrides.countryId ?? (await buildCountry(db)).id;
  const [row] = await db
    .insert(localities)
    .values({ name: `Locality ${next()}`, ...overrides, countryId })
    .returning();
  return row!;
}

export async function buildLanguage(
  db: Db,
  overrides: Partial<typeof languages.$inferInsert> = {},
  localityIds: number[] = [],
) {
  const n = next();
  const [row] = await db
    .insert(languages)
    .values({ name: `Language ${n}`, code: `l${n}`, ...overrides })
    .returning();
  if (localityIds.length > 0) {
    await db
      .insert(languageLocalities)
      .values(localityIds.map((localityId) => ({ languageId: row!.id, localityId })));
  }
  return row!;
}
