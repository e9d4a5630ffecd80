import type { Db } from '@server/db/client';
import { loadCountryRecords } from '@server/geography-data/countries-data';
import { loadSubdivisions } from '@server/geography-data/subdivisions-data';
import { notFound } from '@server/http/app-error';
import { importRegions } from '@server/modules/regions/regions.service';
import type { Country } from '@shared/schemas/places';
import { presentCountry, type ImportCounts } from './countries.presenter';
import { findLiveCountry, insertMissingCountries, listLiveCountries } from './countries.repository';

export async function listCountries(db: Db): Promise<Country[]> {
  return (await listLiveCountries(db)).map(presentCountry);
}

/**
 * Adds every country of the bundled data that is not in the database yet (no network). Running it
 * again inserts nothing twice: the database's unique ISO2/ISO3/name decide what is already there.
 */
export async function importCountries(db: Db): Promise<ImportCounts> {
  const records = await loadCountryRecords();
  const inserted = await insertMissingCountries(db, records);
  return { inserted, skipped: records.length - inserted };
}

/** The country's regions from the bundled data; 404 when the data has none (Antarctica...). */
export async function importRegionsOfCountry(db: Db, countryId: number): Promise<ImportCounts> {
  const country = await findLiveCountry(db, countryId);
  if (!country) throw notFound('countryNotFound');
  if ((await loadSubdivisions(country.iso2)).length === 0) throw notFound('countryDataMissing');
  return importRegions(db, [country]);
}
