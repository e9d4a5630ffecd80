import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { EntryOrigin, JobKind, JobState } from '@shared/schemas/dictionary';
import { epochMs, id, tracked } from './columns';
import { users } from './users';

/** A message of a job, as an API catalog key and its values, translated when it is read. */
export interface JobNote {
  key: string;
  params?: Record<string, string | number>;
}

const dictionaryEntry = () => ({
  id: id(),
  word: varchar('word', { length: 255 }).notNull(),
  definition: text('definition'),
  partOfSpeech: varchar('part_of_speech', { length: 50 }),
  pronunciation: varchar('pronunciation', { length: 255 }),
  /** What created it: the word form ('manual') or an importer. */
  origin: varchar('origin', { length: 20 }).$type<EntryOrigin>().notNull().default('manual'),
  /** French nouns: 'm' or 'f'. */
  gender: varchar('gender', { length: 1 }).$type<'m' | 'f'>(),
  /**
   * Typed in a word's form and not yet used by an approved word: a contributor's unmoderated
   * text, kept out of the public dictionary search (gloss-visibility.ts).
   */
  isPrivate: boolean('is_private').notNull().default(false),
  /** fold(word), stored: searches read it instead of folding every row they look at (006). */
  wordFolded: text('word_folded')
    .notNull()
    .generatedAlwaysAs(sql`public.fold("word")`),
  ...tracked(),
});

/**
 * Imports are idempotent on the spelling (case aside, accents kept: 'pêche' and 'péché' are two
 * words) and the part of speech. Entries typed in the word form may repeat a spelling with
 * another definition (homonyms), so only imported entries are held unique; an import fills the
 * gaps of a typed entry instead of adding a second one (decision 017).
 */
const importKey = (t: { word: unknown; partOfSpeech: unknown }) =>
  sql`lower(${t.word}), coalesce(${t.partOfSpeech}, '')`;

export const englishWords = pgTable('english_words', dictionaryEntry(), (t) => [
  index('english_words_fold_idx').on(sql`${t.wordFolded} text_pattern_ops`),
  index('english_words_fold_trgm_idx').using('gin', sql`${t.wordFolded} gin_trgm_ops`),
  index('english_words_key_idx').on(importKey(t)),
  uniqueIndex('english_words_import_key_unique')
    .on(importKey(t))
    .where(sql`${t.origin} <> 'manual' and not ${t.isDeleted}`),
]);

export const frenchWords = pgTable('french_words', dictionaryEntry(), (t) => [
  index('french_words_fold_idx').on(sql`${t.wordFolded} text_pattern_ops`),
  index('french_words_fold_trgm_idx').using('gin', sql`${t.wordFolded} gin_trgm_ops`),
  index('french_words_key_idx').on(importKey(t)),
  uniqueIndex('french_words_import_key_unique')
    .on(importKey(t))
    .where(sql`${t.origin} <> 'manual' and not ${t.isDeleted}`),
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

/**
 * Background dictionary work (imports, syncs, definition fixes): the progress the screens poll
 * (every 2 s). pg-boss runs each one (`bossJobId`) and retries it after a
 * crash; the row says where it got to. At most one queued or running job per dictionary: the
 * service checks it under a lock (sync-both works on both, so it waits for neither to be busy),
 * and the unique index below holds it for each side even if that check were skipped.
 */
export const dictionaryJobs = pgTable(
  'dictionary_jobs',
  {
    id: id(),
    kind: varchar('kind', { length: 20 }).$type<JobKind>().notNull(),
    /** 'french' or 'english'; null for sync-both, which works on both. */
    side: varchar('side', { length: 10 }).$type<'french' | 'english'>(),
    state: varchar('state', { length: 20 }).$type<JobState>().notNull().default('queued'),
    /** What was asked: maxWords, sources, wordIds. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    total: integer('total').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    relationsCreated: integer('relations_created').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    /** Entries created on either side: new words and the counterparts their relations needed. */
    wordsAdded: integer('words_added').notNull().default(0),
    currentWord: varchar('current_word', { length: 255 }),
    /** The raw error of a failed job, for operators (the API shows `notes`, translated). */
    message: text('message'),
    /** What the job has to say (resumed, a source unavailable...): API message keys and values. */
    notes: jsonb('notes').$type<JobNote[]>().notNull().default([]),
    bossJobId: text('boss_job_id'),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: epochMs('started_at'),
    finishedAt: epochMs('finished_at'),
    ...tracked(),
  },
  (t) => [
    index('dictionary_jobs_kind_side_idx').on(t.kind, t.side, t.id),
    uniqueIndex('dictionary_jobs_one_active_per_side')
      .on(sql`coalesce(${t.side}, 'both')`)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);
