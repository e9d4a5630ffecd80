import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { EXPORT_AUDIENCES, EXPORT_FORMATS } from '@shared/schemas/exports';
import { epochMs, isOneOf } from './columns';

/**
 * Where each language's content stands, as two versions: `staff` changes with any change to its
 * words (any status), noun classes or what an export names of the language (name, codes, licence,
 * attribution, alphabet); `public` only with those that touch an approved live word or the
 * language itself. Each is a value of one sequence, never reused, written by the tables'
 * statement triggers (migration 0022) in the transaction that makes the change: an export built
 * from version v is current while the language's version is still v (decision 043). A language
 * with no row has never changed since the table was made: version 0. Derived, not backed up.
 */
export const languageContentVersions = pgTable('language_content_versions', {
  languageId: integer('language_id').primaryKey(),
  staff: bigint('staff_version', { mode: 'number' }).notNull(),
  public: bigint('public_version', { mode: 'number' }).notNull(),
});

/**
 * A language's built export, one row per language, format and audience: the file (a work file,
 * `exports/<uuid>.<ext>`) and the content version it was built from, and the build queued or
 * running (its pg-boss job and the version it was asked for). A build's row is locked while a
 * request decides to queue one, so a language and format is built once however many requests
 * (and instances) ask at the same time. Derived from the words: not backed up; emptied by a
 * restore, whose leftover files the work files' sweep removes.
 */
export const interchangeExports = pgTable(
  'interchange_exports',
  {
    languageId: integer('language_id').notNull(),
    format: varchar('format', { length: 8, enum: EXPORT_FORMATS }).notNull(),
    audience: varchar('audience', { length: 8, enum: EXPORT_AUDIENCES }).notNull(),
    /** The built file, once there is one. */
    fileKey: text('file_key'),
    /** The content version the file was built from. */
    version: bigint('version', { mode: 'number' }),
    size: bigint('size', { mode: 'number' }),
    builtAt: epochMs('built_at'),
    /** The build queued or running: pg-boss's job id, the version asked for, when. */
    jobId: varchar('job_id', { length: 64 }),
    jobVersion: bigint('job_version', { mode: 'number' }),
    queuedAt: epochMs('queued_at'),
    /** The version whose build failed (every attempt), and when: asked again after a pause. */
    failedVersion: bigint('failed_version', { mode: 'number' }),
    failedAt: epochMs('failed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.languageId, t.format, t.audience] }),
    check('interchange_exports_format_check', isOneOf(t.format, EXPORT_FORMATS)),
    check('interchange_exports_audience_check', isOneOf(t.audience, EXPORT_AUDIENCES)),
    check('interchange_exports_file_check', sql`(${t.fileKey} is null) = (${t.version} is null)`),
  ],
);
