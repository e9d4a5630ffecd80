import type { ApiMessageKey, Language } from '@shared/i18n/translate';
import { apiMessage } from '@shared/i18n/translate';
import type { ImportResult } from '@shared/schemas/common';
import type { Country } from '@shared/schemas/places';
import type { CountryRow } from './countries.repository';

export const presentCountry = (row: CountryRow): Country => ({
  id: row.id,
  name: row.name,
  nameFr: row.nameFr,
  nativeName: row.nativeName,
  iso2: row.iso2,
  iso3: row.iso3,
  flagSvg: row.flagSvg,
  flagPng: row.flagPng,
  region: row.region,
  subregion: row.subregion,
  capital: row.capital,
  population: row.population,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export interface ImportCounts {
  inserted: number;
  skipped: number;
}

/** An import's counts with the sentence the client shows, in the caller's language. */
export const presentImport = (
  counts: ImportCounts,
  key: Extract<ApiMessageKey, 'countriesImported' | 'regionsImported'>,
  language: Language,
): ImportResult => ({
  inserted: counts.inserted,
  skipped: counts.skipped,
  message: apiMessage(language, key, { inserted: counts.inserted, skipped: counts.skipped }),
});
