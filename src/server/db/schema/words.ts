import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { WORD_STATUSES } from '@shared/schemas/words';
import { epochMs, id, isOneOf, tracked } from './columns';
import { englishWords, frenchWords } from './dictionary';
import { languages } from './languages';
import { users } from './users';

export const localWords = pgTable(
  'local_words',
  {
    id: id(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'restrict' }),
    englishId: integer('english_id').references(() => englishWords.id, { onDelete: 'set null' }),
    frenchId: integer('french_id').references(() => frenchWords.id, { onDelete: 'restrict' }),
    localWord: varchar('local_word', { length: 255 }).notNull(),
    /** wordKey(localWord) from @shared/schemas/words: what makes two entries the same word. */
    duplicateKey: varchar('duplicate_key', { length: 255 }).notNull(),
    /** fold(local_word), stored: searches and dictionary order read it instead of folding (006). */
    localWordFolded: text('local_word_folded')
      .notNull()
      .generatedAlwaysAs(sql`public.fold("local_word")`),
    code: varchar('code', { length: 20 }).notNull().unique(),
    pronunciation: varchar('pronunciation', { length: 255 }),
    audioUrl: text('audio_url'),
    audioUrl2: text('audio_url2'),
    expressions: text('expressions'),
    notes: text('notes'),
    status: varchar('status', { length: 20, enum: WORD_STATUSES }).notNull().default('approved'),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: epochMs('reviewed_at'),
    ...tracked(),
  },
  (t) => [
    check('local_words_status_check', isOneOf(t.status, WORD_STATUSES)),
    index('local_words_language_idx').on(t.languageId),
    index('local_words_english_idx').on(t.englishId),
    index('local_words_french_idx').on(t.frenchId),
    index('local_words_status_idx').on(t.status),
    // One live entry per word and language; a rejected submission does not block a new one.
    uniqueIndex('local_words_language_key_unique')
      .on(t.languageId, t.duplicateKey)
      .where(sql`${t.isDeleted} = false and ${t.status} <> 'rejected'`),
    index('local_words_submitted_by_idx').on(t.submittedBy),
    index('local_words_fold_idx').on(sql`${t.localWordFolded} text_pattern_ops`),
    index('local_words_fold_trgm_idx').using('gin', sql`${t.localWordFolded} gin_trgm_ops`),
  ],
);

export const examples = pgTable(
  'examples',
  {
    id: id(),
    localWordId: integer('local_word_id')
      .notNull()
      .references(() => localWords.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    translation: text('translation'),
    ...tracked(),
  },
  (t) => [index('examples_local_word_idx').on(t.localWordId)],
);
