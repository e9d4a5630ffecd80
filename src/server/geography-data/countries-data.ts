import { getCountries, getCountryByCode, type ICountry } from '@countrystatecity/countries';
import worldCountries from 'world-countries';
import { fold } from '@shared/fold';
import { flagUrls } from './flags';
import { memo } from './memo';

/** One country as the bundled data describes it, shaped for the `countries` table. */
export interface CountryRecord {
  iso2: string;
  iso3: string;
  /** English name. */
  name: string;
  nameFr: string | null;
  nativeName: string | null;
  capital: string | null;
  region: string | null;
  subregion: string | null;
  population: number | null;
  flagSvg: string | null;
  flagPng: string | null;
}

/**
 * French names that @countrystatecity gets wrong (checked against the French government's list of
 * country names): Guyana and French Guiana are swapped or misspelt, Uganda is left in English.
 */
const FRENCH_NAME_FIXES: Record<string, string> = {
  GF: 'Guyane',
  GY: 'Guyana',
  LC: 'Sainte-Lucie',
  UG: 'Ouganda',
};

/** Trimmed text, or null when empty (the data uses '' for "unknown"). */
export const textOrNull = (value: string | null | undefined): string | null => {
  const text = value?.normalize('NFC').trim();
  return text ? text : null;
};

type WorldCountry = (typeof worldCountries)[number];

/**
 * The country's name in one of its own languages (world-countries lists the names in the
 * country's official languages). A name that is not just the English one is preferred, so South
 * Africa shows 'Sewula Afrika' rather than 'South Africa' and Cameroon 'Cameroun'.
 */
export function pickNativeName(country: ICountry, world: WorldCountry | undefined): string | null {
  const names = Object.values(world?.name.native ?? {})
    .map((n) => textOrNull(n.common))
    .filter((n): n is string => n !== null);
  const english = new Set([fold(country.name), fold(world?.name.common ?? '')]);
  return names.find((n) => !english.has(fold(n))) ?? names[0] ?? textOrNull(country.native);
}

async function buildCountryRecords(): Promise<CountryRecord[]> {
  const [countries, flags] = await Promise.all([getCountries(), flagUrls()]);
  const world = new Map(worldCountries.map((w) => [w.cca2, w]));
  return Promise.all(
    countries.map(async (c): Promise<CountryRecord> => {
      const w = world.get(c.iso2);
      // French names come with the per-country metadata; the few countries without metadata
      // (small territories) fall back to world-countries' French name.
      const meta = await getCountryByCode(c.iso2);
      const urls = flags(c.iso2);
      return {
        iso2: c.iso2,
        iso3: c.iso3,
        name: c.name.normalize('NFC').trim(),
        nameFr:
          FRENCH_NAME_FIXES[c.iso2] ??
          textOrNull(meta?.translations.fr) ??
          textOrNull(w?.translations.fra?.common),
        nativeName: pickNativeName(c, w),
        capital: textOrNull(c.capital),
        region: textOrNull(c.region),
        subregion: textOrNull(c.subregion),
        population: c.population ?? null,
        flagSvg: urls?.svg ?? null,
        flagPng: urls?.png ?? null,
      };
    }),
  );
}

/** Every country of the bundled data (250), built once per process (about 0.2 s). */
export const loadCountryRecords = memo(buildCountryRecords);
