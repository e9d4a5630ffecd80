import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { id, tracked } from './columns';

const dictionaryEntry = () => ({
  id: id(),
  word: varchar('word', { length: 255 }).notNull(),
  definition: text('definition'),
  partOfSpeech: varchar('part_of_speech', { length: 50 }),
  pronunciation: varchar('pronunciation', { length: 255 }),
  /** fold(word), stored: searches read it instead of folding every row they look at (006). */
  wordFolded: text('word_folded')
    .notNull()
    .generatedAlwaysAs(sql`public.fold("word")`),
  ...tracked(),
});

export const englishWords = pgTable('english_words', dictionaryEntry(), (t) => [
  index('english_words_fold_idx').on(sql`${t.wordFolded} text_pattern_ops`),
  index('english_words_fold_trgm_idx').using('gin', sql`${t.wordFolded} gin_trgm_ops`),
]);

export const frenchWords = pgTable('french_words', dictionaryEntry(), (t) => [
  index('french_words_fold_idx').on(sql`${t.wordFolded} text_pattern_ops`),
  index('french_words_fold_trgm_idx').using('gin', sql`${t.wordFolded} gin_trgm_ops`),
]);

export const frenchEnglishRelations = pgTable(
  'french_english_relations',
  {
    frenchWordId: integer('french_word_id')
      .notNull()
      .references(() => frenchWords.id, { onDelete: 'cascade' }),
    englishWordId: integer('english_word_id')
      .notNull()
      .references(() => englishWords.id, { onDelete: 'cascade' }),
    ...tracked(),
  },
  (t) => [
    primaryKey({ columns: [t.frenchWordId, t.englishWordId] }),
    index('french_english_relations_english_idx').on(t.englishWordId),
  ],
);
