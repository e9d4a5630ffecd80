import type { Db } from '@server/db/client';
import { loadSubdivisions } from '@server/geography-data/subdivisions-data';
import { AppError, badRequest, conflict, notFound } from '@server/http/app-error';
import type { ImportCounts } from '@server/modules/countries/countries.presenter';
import {
  findLiveCountry,
  listLiveCountries,
  type CountryRow,
} from '@server/modules/countries/countries.repository';
import type { Region, RegionInput } from '@shared/schemas/places';
import { presentRegion } from './regions.presenter';
import {
  countLiveLocalitiesInRegion,
  insertMissingRegions,
  insertRegionIfFree,
  listLiveRegions,
  lockLiveRegion,
  softDeleteRegion,
  type NewRegionRow,
} from './regions.repository';

export async function listRegions(db: Db, countryId?: number): Promise<Region[]> {
  return (await listLiveRegions(db, countryId)).map(presentRegion);
}

/**
 * Adds the bundled first-level subdivisions of these countries that are missing, in one
 * transaction. Idempotent: a region already there (same folded name or state code in its
 * country) is counted as skipped. Countries the data has no subdivisions for add nothing.
 */
export async function importRegions(
  db: Db,
  countryRows: Pick<CountryRow, 'id' | 'iso2'>[],
): Promise<ImportCounts> {
  const rows: NewRegionRow[] = [];
  for (const country of countryRows) {
    const subdivisions = await loadSubdivisions(country.iso2);
    rows.push(...subdivisions.map((s) => ({ countryId: country.id, ...s })));
  }
  const inserted = await db.transaction((tx) => insertMissingRegions(tx, rows));
  return { inserted, skipped: rows.length - inserted };
}

export async function importAllRegions(db: Db): Promise<ImportCounts> {
  return importRegions(db, await listLiveCountries(db));
}

export async function createRegion(db: Db, input: RegionInput): Promise<Region> {
  if (!(await findLiveCountry(db, input.countryId))) throw badRequest('unknownCountry');
  // The unique index on (country, fold(name)) refuses a duplicate, even from a concurrent request.
  const row = await insertRegionIfFree(db, {
    countryId: input.countryId,
    name: input.name.normalize('NFC'),
  });
  if (!row) throw conflict('regionNameTaken');
  return presentRegion(row);
}

/** Refuses while a live locality is in the region; otherwise a soft delete. */
export function deleteRegion(db: Db, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await lockLiveRegion(tx, id))) throw notFound('regionNotFound');
    const used = await countLiveLocalitiesInRegion(tx, id);
    if (used > 0) throw new AppError('CONFLICT', 409, 'regionInUse', { count: used });
    await softDeleteRegion(tx, id);
  });
}
