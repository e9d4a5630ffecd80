import { index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, tracked } from './columns';
import { localities } from './geography';

export const languages = pgTable('languages', {
  id: id(),
  name: varchar('name', { length: 255 }).notNull(),
  code: varchar('code', { length: 10 }).notNull().unique(),
  adminCode: varchar('admin_code', { length: 10 }),
  /** BCP 47 tag (ISO 639 code, e.g. sw, ln, zu): the `lang` of the language's text on pages. */
  isoCode: varchar('iso_code', { length: 35 }),
  region: varchar('region', { length: 255 }),
  ...tracked(),
});

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
