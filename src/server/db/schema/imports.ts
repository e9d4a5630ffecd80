import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  CONFLICT_CHOICES,
  IMPORT_ACTIONS,
  IMPORT_STATES,
  INTERCHANGE_FORMATS,
  type InterchangePreview,
} from '@shared/schemas/interchange';
import { epochMs, isOneOf } from './columns';
import { languages } from './languages';
import { localWords } from './words';
import { users } from './users';

/**
 * One LIFT or CSV file on its way into a language (decision 042): previewed, then imported by a
 * background job whose progress every instance reads here. The preview's id is the job's. The
 * upload lives in the work files (`upload_key`) until the job ends or the preview expires.
 */
export const interchangeImports = pgTable(
  'interchange_imports',
  {
    id: uuid('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    format: varchar('format', { length: 10, enum: INTERCHANGE_FORMATS }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    uploadKey: text('upload_key'),
    status: varchar('status', { length: 20, enum: IMPORT_STATES }).notNull(),
    onConflict: varchar('on_conflict', { length: 20, enum: CONFLICT_CHOICES })
      .notNull()
      .default('keep'),
    /** The preview as it was answered (without its id), for the job and for a second look. */
    preview: jsonb('preview').$type<Omit<InterchangePreview, 'previewId'>>().notNull(),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    /** Why the job failed (an English technical text for the log; the API translates the status). */
    message: text('message'),
    createdAt: epochMs('created_at').notNull(),
    startedAt: epochMs('started_at'),
    finishedAt: epochMs('finished_at'),
    /** When a preview nobody imported, or an ended job's report, is dropped with its files. */
    expiresAt: epochMs('expires_at').notNull(),
  },
  (t) => [
    check('interchange_imports_status_check', isOneOf(t.status, IMPORT_STATES)),
    check('interchange_imports_format_check', isOneOf(t.format, INTERCHANGE_FORMATS)),
    check('interchange_imports_conflict_check', isOneOf(t.onConflict, CONFLICT_CHOICES)),
    index('interchange_imports_expires_idx').on(t.expiresAt),
    // One import at a time per language: a second waits (decision 042).
    index('interchange_imports_language_idx').on(t.languageId, t.status),
  ],
);

/**
 * What an import did with each entry of its file, and why: the report. Written in the same
 * transaction as the entries themselves, so the report says exactly what was applied, and a job
 * resumed after a restart starts after the last entry written here.
 */
export const interchangeImportEntries = pgTable(
  'interchange_import_entries',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => interchangeImports.id, { onDelete: 'cascade' }),
    /** The entry's place in the file, from 1. */
    ordinal: integer('ordinal').notNull(),
    /** Its headword, or where it is when it has none (`#12`: CSV row 12). */
    label: text('label').notNull(),
    sourceId: text('source_id'),
    action: varchar('action', { length: 20, enum: IMPORT_ACTIONS }).notNull(),
    wordId: integer('word_id').references(() => localWords.id, { onDelete: 'set null' }),
    /** The warnings of the entry: what was read differently from the file, or why it was skipped. */
    warnings: jsonb('warnings').$type<{ code: string; detail: string | null }[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.ordinal] }),
    check('interchange_import_entries_action_check', isOneOf(t.action, IMPORT_ACTIONS)),
  ],
);
