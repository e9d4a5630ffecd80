/**
 * Countries, regions, localities and the languages spoken there, as the API answers them: each
 * builder gives a valid value of the shared schema, and a test overrides only what it is about.
 */
import type { Language } from '@shared/schemas/languages';
import type { Country, Locality, Region } from '@shared/schemas/places';

const CREATED = Date.UTC(2026, 0, 1);
const tracked = { createdAt: CREATED, updatedAt: CREATED };

export const country = (overrides: Partial<Country> = {}): Country => ({
  id: 1,
  name: 'Democratic Republic of the Congo',
  nameFr: 'République démocratique du Congo',
  nativeName: 'République démocratique du Congo',
  iso2: 'CD',
  iso3: 'COD',
  flagSvg: '/api/flags/cd.svg',
  flagPng: '/api/flags/cd.png',
  region: 'Africa',
  subregion: 'Middle Africa',
  capital: 'Kinshasa',
  population: 108_000_000,
  ...tracked,
  ...overrides,
});

export const region = (overrides: Partial<Region> = {}): Region => ({
  id: 1,
  countryId: 1,
  name: 'Kinshasa',
  stateCode: 'KN',
  type: 'city',
  ...tracked,
  ...overrides,
});

export const locality = (overrides: Partial<Locality> = {}): Locality => ({
  id: 1,
  name: 'Kinshasa',
  countryId: 1,
  regionId: 1,
  description: null,
  countryName: 'Democratic Republic of the Congo',
  countryNameFr: 'République démocratique du Congo',
  countryFlag: '/api/flags/cd.svg',
  regionName: 'Kinshasa',
  ...tracked,
  ...overrides,
});

/** A language with the localities where it is spoken (none unless given). */
export const language = (overrides: Partial<Language> = {}): Language => ({
  id: 1,
  name: 'Lingala',
  code: 'LIN',
  adminCode: 'LN',
  isoCode: 'ln',
  region: null,
  license: 'CC-BY-SA-4.0',
  attribution: '',
  localities: [],
  ...tracked,
  ...overrides,
});
