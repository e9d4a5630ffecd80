import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Alphabet } from '@shared/alphabet';
import { id, tracked } from './columns';
import { localities } from './geography';
import { trashItems } from './trash';

export const languages = pgTable(
  'languages',
  {
    id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    code: varchar('code', { length: 10 }).notNull().unique(),
    adminCode: varchar('admin_code', { length: 10 }),
    /** BCP 47 tag (ISO 639 code, e.g. sw, ln, zu): the `lang` of the language's text on pages. */
    isoCode: varchar('iso_code', { length: 35 }),
    region: varchar('region', { length: 255 }),
    /** SPDX id of the licence its data is published under (one of DATA_LICENSES). */
    license: varchar('license', { length: 40 }).notNull().default('CC-BY-SA-4.0'),
    /** Whom to credit when the data is reused (free text, may be empty), beside the licence. */
    attribution: varchar('attribution', { length: 500 }).notNull().default(''),
    /** The language's letters in order (decision 031); null: the folded Latin order. */
    alphabet: jsonb('alphabet').$type<Alphabet>(),
    /** Bumped by each alphabet change; a word's sort key is current when it carries this number. */
    alphabetVersion: integer('alphabet_version').notNull().default(0),
    /** Whether a recompute job is bringing the keys up to date (a new change waits: 409). */
    alphabetRecomputing: boolean('alphabet_recomputing').notNull().default(false),
    /** pg-boss's id of the latest recompute job, for its progress. */
    alphabetJobId: varchar('alphabet_job_id', { length: 64 }),
    /** The trash item of the deletion that took it (decision 032); null while live. */
    trashId: integer('trash_id').references(() => trashItems.id),
    ...tracked(),
  },
  (t) => [
    check('languages_trash_check', sql`${t.trashId} is null or ${t.isDeleted}`),
    index('languages_trash_idx')
      .on(t.trashId)
      .where(sql`${t.trashId} is not null`),
  ],
);

export const languageLocalities = pgTable(
  'language_localities',
  {
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    localityId: integer('locality_id')
      .notNull()
      .references(() => localities.id, { onDelete: 'restrict' }),
    ...tracked(),
  },
  (t) => [
    primaryKey({ columns: [t.languageId, t.localityId] }),
    index('language_localities_locality_idx').on(t.localityId),
  ],
);

/**
 * A language's noun classes (Swahili 1 m-/mu-, 2 wa-, ...), each naming the class its plural
 * takes. Words point at one by (language, number); a class in use cannot be removed.
 */
export const nounClasses = pgTable(
  'noun_classes',
  {
    id: id(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    number: varchar('number', { length: 3 }).notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    pluralNumber: varchar('plural_number', { length: 3 }),
    position: integer('position').notNull(),
    ...tracked(),
  },
  (t) => [uniqueIndex('noun_classes_language_number_unique').on(t.languageId, t.number)],
);
