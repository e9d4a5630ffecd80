import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { FORM_KINDS, PARTS_OF_SPEECH } from '@shared/schemas/lexicon';
import { WORD_REJECTION_REASON_MAX_LENGTH, WORD_STATUSES } from '@shared/schemas/words';
import { epochMs, id, isOneOf, tracked } from './columns';
import { englishWords, frenchWords } from './dictionary';
import { localities } from './geography';
import { languages, nounClasses } from './languages';
import { trashItems } from './trash';
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
    partOfSpeech: varchar('part_of_speech', { length: 20, enum: PARTS_OF_SPEECH }),
    /** The number of one of the language's noun classes (noun_classes), for nouns. */
    nounClass: varchar('noun_class', { length: 3 }),
    /** Set on entries made on purpose as homographs of a same-spelled word (kaa₁, kaa₂). */
    homographNumber: integer('homograph_number'),
    /** Bumped by every edit: a save naming an older version is refused (edited in another tab). */
    version: integer('version').notNull().default(1),
    /** wordKey(localWord) from @shared/schemas/words: what makes two entries the same word. */
    duplicateKey: varchar('duplicate_key', { length: 255 }).notNull(),
    /** fold(local_word), stored: searches and dictionary order read it instead of folding (006). */
    localWordFolded: text('local_word_folded')
      .notNull()
      .generatedAlwaysAs(sql`public.fold("local_word")`),
    /**
     * sortKey(alphabet, local_word) from @shared/alphabet: the word's place in its language's
     * dictionary order, compared byte by byte (collation "C", set in migration 0016). Current when
     * sort_key_version is its language's alphabet_version; a recompute job brings the others up
     * to date (decision 031).
     */
    sortKey: text('sort_key').notNull().default(''),
    sortKeyVersion: integer('sort_key_version').notNull().default(-1),
    /** The characters of local_word outside its language's alphabet, space-separated, or null. */
    outsideAlphabet: text('outside_alphabet'),
    code: varchar('code', { length: 20 }).notNull().unique(),
    /**
     * The id a file gave the entry it was imported from (a LIFT guid, a CSV id), so a file sent
     * again updates the word instead of adding it; null for words made here, whose exports name
     * them by a guid derived from `code`.
     */
    sourceId: varchar('source_id', { length: 200 }),
    pronunciation: varchar('pronunciation', { length: 255 }),
    audioUrl: text('audio_url'),
    audioUrl2: text('audio_url2'),
    expressions: text('expressions'),
    notes: text('notes'),
    status: varchar('status', { length: 20, enum: WORD_STATUSES }).notNull().default('approved'),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: epochMs('reviewed_at'),
    /** The trash item of the deletion that took it (decision 032); null while live. */
    trashId: integer('trash_id').references(() => trashItems.id),
    /**
     * Why a moderator rejected the word, if they said (shown to its submitter and to staff); kept
     * when a rejected word is reopened, so its submitter knows what to change; cleared on approval.
     */
    rejectionReason: varchar('rejection_reason', { length: WORD_REJECTION_REASON_MAX_LENGTH }),
    ...tracked(),
  },
  (t) => [
    check('local_words_status_check', isOneOf(t.status, WORD_STATUSES)),
    check('local_words_trash_check', sql`${t.trashId} is null or ${t.isDeleted}`),
    index('local_words_trash_idx')
      .on(t.trashId)
      .where(sql`${t.trashId} is not null`),
    check('local_words_part_of_speech_check', isOneOf(t.partOfSpeech, PARTS_OF_SPEECH)),
    check('local_words_homograph_number_check', sql`${t.homographNumber} >= 1`),
    foreignKey({
      name: 'local_words_noun_class_fk',
      columns: [t.languageId, t.nounClass],
      foreignColumns: [nounClasses.languageId, nounClasses.number],
    }),
    index('local_words_language_idx').on(t.languageId),
    index('local_words_english_idx').on(t.englishId),
    index('local_words_french_idx').on(t.frenchId),
    index('local_words_status_idx').on(t.status),
    // One live entry per word and language, unless made homographs, each with its own number; a
    // rejected submission does not block a new one.
    uniqueIndex('local_words_language_key_unique')
      .on(t.languageId, t.duplicateKey, sql`coalesce(${t.homographNumber}, 0)`)
      .where(sql`${t.isDeleted} = false and ${t.status} <> 'rejected'`),
    index('local_words_submitted_by_idx').on(t.submittedBy),
    // One live word per file id and language: what a re-import matches.
    uniqueIndex('local_words_source_id_unique')
      .on(t.languageId, t.sourceId)
      .where(
        sql`${t.sourceId} is not null and ${t.isDeleted} = false and ${t.status} <> 'rejected'`,
      ),
    // A language's words in dictionary order, a page or a letter at a time: as staff see them,
    // and as visitors do (approved only), each an index range.
    index('local_words_dictionary_order_idx')
      .on(t.languageId, t.sortKey, t.homographNumber, t.id)
      .where(sql`${t.isDeleted} = false`),
    index('local_words_public_order_idx')
      .on(t.languageId, t.sortKey, t.homographNumber, t.id)
      .where(sql`${t.isDeleted} = false and ${t.status} = 'approved'`),
    // The words whose key an alphabet change left behind (recompute job, start-up check).
    index('local_words_sort_version_idx').on(t.languageId, t.sortKeyVersion),
    index('local_words_outside_alphabet_idx')
      .on(t.languageId)
      .where(sql`${t.outsideAlphabet} is not null and ${t.isDeleted} = false`),
    index('local_words_fold_idx').on(sql`${t.localWordFolded} text_pattern_ops`),
    index('local_words_fold_trgm_idx').using('gin', sql`${t.localWordFolded} gin_trgm_ops`),
    // Whether a row points at a recording: asked each time one is played (audio.repository.ts).
    index('local_words_audio_url_idx')
      .on(t.audioUrl)
      .where(sql`${t.audioUrl} is not null`),
    index('local_words_audio_url2_idx')
      .on(t.audioUrl2)
      .where(sql`${t.audioUrl2} is not null`),
  ],
);

/**
 * How many approved, live words each language has by the first character of their sort key: the
 * public letter bar's counts, the pager's totals, and where a page of the dictionary order starts
 * (decision 031). Derived from local_words and kept exact by its statement triggers (migration
 * 0017), none at 0. first_key_char is in collation "C", as sort_key (set in the migration).
 */
export const wordLetterCounts = pgTable(
  'word_letter_counts',
  {
    languageId: integer('language_id').notNull(),
    firstKeyChar: text('first_key_char').notNull(),
    approved: integer('approved').notNull(),
  },
  (t) => [primaryKey({ columns: [t.languageId, t.firstKeyChar] })],
);

/**
 * The meanings of a word, in order. The first sense's glosses are also kept on local_words
 * (french_id, english_id), which searches, equivalences and counts read (decision 026).
 */
export const wordSenses = pgTable(
  'word_senses',
  {
    id: id(),
    localWordId: integer('local_word_id')
      .notNull()
      .references(() => localWords.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    frenchId: integer('french_id').references(() => frenchWords.id, { onDelete: 'restrict' }),
    englishId: integer('english_id').references(() => englishWords.id, { onDelete: 'set null' }),
    frenchDefinition: text('french_definition'),
    englishDefinition: text('english_definition'),
    semanticDomain: varchar('semantic_domain', { length: 255 }),
    ...tracked(),
  },
  (t) => [
    uniqueIndex('word_senses_word_position_unique').on(t.localWordId, t.position),
    index('word_senses_french_idx').on(t.frenchId),
    index('word_senses_english_idx').on(t.englishId),
  ],
);

export const examples = pgTable(
  'examples',
  {
    id: id(),
    localWordId: integer('local_word_id')
      .notNull()
      .references(() => localWords.id, { onDelete: 'cascade' }),
    /** The sense the example illustrates (the first, for examples older than senses). */
    senseId: integer('sense_id').references(() => wordSenses.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The French translation. */
    translation: text('translation'),
    englishTranslation: text('english_translation'),
    ...tracked(),
  },
  (t) => [
    index('examples_local_word_idx').on(t.localWordId),
    index('examples_sense_idx').on(t.senseId),
  ],
);

/** A word's other forms: its plural, variant spellings, dialect forms. Searched like headwords. */
export const wordForms = pgTable(
  'word_forms',
  {
    id: id(),
    localWordId: integer('local_word_id')
      .notNull()
      .references(() => localWords.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: varchar('kind', { length: 20, enum: FORM_KINDS }).notNull(),
    form: varchar('form', { length: 255 }).notNull(),
    formFolded: text('form_folded')
      .notNull()
      .generatedAlwaysAs(sql`public.fold("form")`),
    pronunciation: varchar('pronunciation', { length: 255 }),
    audioUrl: text('audio_url'),
    localityId: integer('locality_id').references(() => localities.id, {
      onDelete: 'set null',
    }),
    ...tracked(),
  },
  (t) => [
    check('word_forms_kind_check', isOneOf(t.kind, FORM_KINDS)),
    uniqueIndex('word_forms_word_position_unique').on(t.localWordId, t.position),
    index('word_forms_fold_idx').on(sql`${t.formFolded} text_pattern_ops`),
    index('word_forms_fold_trgm_idx').using('gin', sql`${t.formFolded} gin_trgm_ops`),
    index('word_forms_audio_url_idx')
      .on(t.audioUrl)
      .where(sql`${t.audioUrl} is not null`),
  ],
);
