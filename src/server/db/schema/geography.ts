import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, tracked } from './columns';

export const countries = pgTable('countries', {
  id: id(),
  name: varchar('name', { length: 255 }).notNull().unique(),
  nameFr: varchar('name_fr', { length: 255 }),
  nativeName: varchar('native_name', { length: 255 }),
  iso2: char('iso2', { length: 2 }).notNull().unique(),
  iso3: char('iso3', { length: 3 }).notNull().unique(),
  flagSvg: text('flag_svg'),
  flagPng: text('flag_png'),
  region: varchar('region', { length: 100 }),
  subregion: varchar('subregion', { length: 100 }),
  capital: varchar('capital', { length: 255 }),
  population: bigint('population', { mode: 'number' }),
  ...tracked(),
});

export const regions = pgTable(
  'regions',
  {
    id: id(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 255 }).notNull(),
    stateCode: varchar('state_code', { length: 10 }),
    type: varchar('type', { length: 50 }),
    ...tracked(),
  },
  (t) => [
    index('regions_country_idx').on(t.countryId),
    // One live region per name (folded: case, accents, tones) and per state code in a country, so
    // imports stay idempotent and duplicates are refused even when two requests race.
    uniqueIndex('regions_country_name_fold_uq')
      .on(t.countryId, sql`public.fold(${t.name})`)
      .where(sql`${t.isDeleted} = false`),
    uniqueIndex('regions_country_state_code_uq')
      .on(t.countryId, t.stateCode)
      .where(sql`${t.isDeleted} = false`),
  ],
);

export const localities = pgTable(
  'localities',
  {
    id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'restrict' }),
    description: text('description'),
    ...tracked(),
  },
  (t) => [
    index('localities_country_idx').on(t.countryId),
    index('localities_region_idx').on(t.regionId),
    index('localities_name_fold_trgm_idx').using('gin', sql`public.fold(${t.name}) gin_trgm_ops`),
  ],
);
