import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { id, tracked } from './columns';
import { localities } from './geography';
import { languages } from './languages';
import { trashItems } from './trash';
import { localWords } from './words';

export const expressions = pgTable(
  'expressions',
  {
    id: id(),
    languageId: integer('language_id').references(() => languages.id, { onDelete: 'restrict' }),
    localityId: integer('locality_id').references(() => localities.id, { onDelete: 'restrict' }),
    expression: text('expression'),
    localText: text('local_text'),
    description: text('description'),
    code: varchar('code', { length: 20 }).notNull().unique(),
    audio1Url: text('audio1_url').notNull(),
    audio2Url: text('audio2_url'),
    /** What the list's search looks in (text, local text, description), folded and stored. */
    searchFolded: text('search_folded')
      .notNull()
      .generatedAlwaysAs(
        sql`public.fold(coalesce("expression", '') || ' ' || coalesce("local_text", '') || ' ' || coalesce("description", ''))`,
      ),
    /** The trash item of the deletion that took it (decision 032); null while live. */
    trashId: integer('trash_id').references(() => trashItems.id),
    ...tracked(),
  },
  (t) => [
    check('expressions_trash_check', sql`${t.trashId} is null or ${t.isDeleted}`),
    index('expressions_trash_idx')
      .on(t.trashId)
      .where(sql`${t.trashId} is not null`),
    index('expressions_language_idx').on(t.languageId),
    index('expressions_locality_idx').on(t.localityId),
    index('expressions_fold_trgm_idx').using('gin', sql`${t.searchFolded} gin_trgm_ops`),
    // Whether a row points at a recording: asked each time one is played (audio.repository.ts).
    index('expressions_audio1_url_idx').on(t.audio1Url),
    index('expressions_audio2_url_idx')
      .on(t.audio2Url)
      .where(sql`${t.audio2Url} is not null`),
  ],
);

export const expressionWords = pgTable(
  'expression_words',
  {
    expressionId: integer('expression_id')
      .notNull()
      .references(() => expressions.id, { onDelete: 'cascade' }),
    localWordId: integer('local_word_id')
      .notNull()
      .references(() => localWords.id, { onDelete: 'cascade' }),
    ...tracked(),
  },
  (t) => [
    primaryKey({ columns: [t.expressionId, t.localWordId] }),
    index('expression_words_local_word_idx').on(t.localWordId),
  ],
);
