import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import { interchangeImportEntries, interchangeImports } from '@server/db/schema/imports';
import { languages, nounClasses } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import { exportFileKeys } from '@server/modules/exports/exports.repository';
import { AppError, badRequest, notFound } from '@server/http/app-error';
import type { JobQueue } from '@server/jobs/job-queue';
import type { UserRow } from '@server/modules/users/users.repository';
import type { Storage } from '@server/storage/storage';
import type { WorkFiles } from '@server/storage/work-files';
import {
  PREVIEW_SAMPLE_SIZE,
  PREVIEW_WARNINGS_MAX,
  type ConflictChoice,
  type InterchangeFormat,
  type InterchangeJob,
  type InterchangePreview,
  type InterchangeWarning,
  type PreviewSample,
} from '@shared/schemas/interchange';
import { wordInputOf } from './entry-to-word';
import {
  planEntry,
  recordingPath,
  sameSpelledWords,
  withKnownNounClass,
  wordsById,
  type WordsById,
} from './import-entries';
import { openImportSource, readEntries, type SourceEntry } from './import-source';
import { wordKey } from '@shared/schemas/words';

export const IMPORT_QUEUE = 'interchange-import';

/** A preview nobody imports is dropped with its upload after a day. */
export const PREVIEW_TTL_MS = 24 * 3600_000;
/** An ended import's report is kept 30 days. */
export const REPORT_TTL_MS = 30 * 24 * 3600_000;

export interface ImportDeps {
  db: Db;
  storage: Storage;
  workFiles: WorkFiles;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

export type ImportRow = typeof interchangeImports.$inferSelect;

const previewNotFound = () => notFound('previewNotFound');
const importNotFound = () => notFound('importNotFound');

/** A live language's id and the code a file's writing systems are matched against. */
export async function importLanguage(db: Db, languageId: number) {
  const [row] = await db
    .select({ id: languages.id, code: languages.code, isoCode: languages.isoCode })
    .from(languages)
    .where(and(eq(languages.id, languageId), eq(languages.isDeleted, false)));
  if (!row) throw badRequest('unknownLanguage');
  return { id: row.id, code: (row.isoCode ?? row.code).split('-')[0]!.toLowerCase() };
}

export async function languageNounClasses(db: Db, languageId: number): Promise<Set<string>> {
  const rows = await db
    .select({ number: nounClasses.number })
    .from(nounClasses)
    .where(eq(nounClasses.languageId, languageId));
  return new Set(rows.map((r) => r.number));
}

/** Entries looked up in the database at a time by the preview. */
const PREVIEW_BATCH = 500;

/**
 * Reads an upload already in the work files through, without writing a word: counts, recordings
 * found and missing, the writing systems, how many entries a re-import would update and how many
 * meet a same-spelled word, the first entries as they will be saved, and every warning. Saves
 * the preview; the upload stays until it is imported or expires. A file refused whole is
 * removed and answers its 400.
 */
export async function previewImport(
  deps: ImportDeps,
  user: UserRow,
  upload: { key: string; fileName: string },
  languageId: number,
  format: InterchangeFormat,
): Promise<InterchangePreview> {
  try {
    const language = await importLanguage(deps.db, languageId);
    const classes = await languageNounClasses(deps.db, languageId);
    const byId = await wordsById(deps.db, languageId);
    const survey = await deps.workFiles.withLocalPath(upload.key, async (path) => {
      const source = await openImportSource(path, format, language.code);
      try {
        return await surveyEntries(deps.db, source, languageId, classes, byId);
      } finally {
        source.archive.close();
      }
    });
    if (!survey) throw previewNotFound();
    const now = Date.now();
    const preview: Omit<InterchangePreview, 'previewId'> = {
      format,
      fileName: upload.fileName,
      languageId,
      ...survey,
      expiresAt: now + PREVIEW_TTL_MS,
    };
    const id = randomUUID();
    await deps.db.insert(interchangeImports).values({
      id,
      languageId,
      userId: user.id,
      format,
      fileName: upload.fileName,
      uploadKey: upload.key,
      status: 'previewed',
      preview,
      total: survey.entries,
      createdAt: now,
      expiresAt: preview.expiresAt,
    });
    return { previewId: id, ...preview };
  } catch (error) {
    await deps.workFiles.remove(upload.key).catch(() => {});
    throw error;
  }
}

type Survey = Omit<
  InterchangePreview,
  'previewId' | 'format' | 'fileName' | 'languageId' | 'expiresAt'
>;

async function surveyEntries(
  db: Db,
  source: Awaited<ReturnType<typeof openImportSource>>,
  languageId: number,
  classes: ReadonlySet<string>,
  byId: WordsById,
): Promise<Survey> {
  let entries = 0;
  let senses = 0;
  let matched = 0;
  let conflicts = 0;
  const audio = new Set<string>();
  const sample: PreviewSample[] = [];
  const warnings: InterchangeWarning[] = [];
  let warningsTotal = 0;
  let pending: SourceEntry[] = [];

  const lookUp = async () => {
    const readable = pending.filter((p) => p.entry);
    const spelled = await sameSpelledWords(
      db,
      languageId,
      readable.map((p) => p.entry!.headword),
    );
    for (const { entry } of readable) {
      const matchedId = entry!.sourceId ? byId.get(entry!.sourceId) : undefined;
      const plan = planEntry(
        entry!,
        matchedId,
        spelled.get(wordKey(entry!.headword)) ?? [],
        'keep',
      );
      if (plan.kind === 'update' && !plan.conflict) matched += 1;
      else if (plan.kind === 'keep') conflicts += 1;
    }
    pending = [];
  };

  for await (const read of readEntries(source)) {
    entries += 1;
    const entryWarnings = [...read.warnings];
    let saved = read.entry;
    if (read.entry) {
      senses += read.entry.senses.length;
      const entry = withKnownNounClass(read.entry, classes, read.label, entryWarnings);
      saved = entry;
      for (const path of [...entry.audio, ...entry.forms.flatMap((f) => f.audio ?? [])]) {
        audio.add(path);
        if (!recordingPath(source.archive, path))
          entryWarnings.push({ code: 'audioMissing', entry: read.label, detail: path });
      }
      const made = wordInputOf(entry, languageId);
      entryWarnings.push(...made.warnings);
      if (!made.input) saved = null;
      else pending.push(read);
    }
    if (sample.length < PREVIEW_SAMPLE_SIZE) sample.push({ entry: saved, warnings: entryWarnings });
    warningsTotal += entryWarnings.length;
    for (const warning of entryWarnings)
      if (warnings.length < PREVIEW_WARNINGS_MAX) warnings.push(warning);
    if (pending.length >= PREVIEW_BATCH) await lookUp();
  }
  await lookUp();
  let audioFound = 0;
  for (const path of audio) if (recordingPath(source.archive, path)) audioFound += 1;
  return {
    entries,
    senses,
    audioFound,
    audioMissing: audio.size - audioFound,
    writingSystems: source.writingSystems,
    headwordLanguage: source.headwordLanguage,
    conflicts,
    matched,
    sample,
    warnings,
    warningsTotal,
  };
}

async function findImport(db: Db, id: string, lock = false): Promise<ImportRow | undefined> {
  const query = db.select().from(interchangeImports).where(eq(interchangeImports.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * Starts the import of a preview: the preview becomes a queued job (same id), in the
 * transaction that queues it, so a preview is imported at most once.
 */
export async function startImport(
  deps: ImportDeps,
  previewId: string,
  onConflict: ConflictChoice,
): Promise<{ jobId: string }> {
  return deps.db.transaction(async (tx) => {
    const row = await findImport(tx, previewId, true);
    if (!row || row.expiresAt < Date.now()) throw previewNotFound();
    if (row.status !== 'previewed') throw new AppError('CONFLICT', 409, 'previewUsed');
    await tx
      .update(interchangeImports)
      .set({ status: 'queued', onConflict, expiresAt: Date.now() + REPORT_TTL_MS })
      .where(eq(interchangeImports.id, row.id));
    await deps.jobs.send(tx, IMPORT_QUEUE, row.id, { importId: row.id });
    return { jobId: row.id };
  });
}

/** The job's status as the API answers it; previews are not jobs. */
export function presentJob(row: ImportRow, translate: (key: string) => string): InterchangeJob {
  return {
    jobId: row.id,
    status: row.status === 'previewed' ? 'queued' : row.status,
    languageId: row.languageId,
    format: row.format,
    fileName: row.fileName,
    onConflict: row.onConflict,
    processed: row.processed,
    total: row.total,
    created: row.created,
    updated: row.updated,
    skipped: row.skipped,
    reportUrl:
      row.status === 'completed' || row.status === 'failed' || row.status === 'cancelled'
        ? `/api/interchange/jobs/${row.id}/report`
        : null,
    message: row.message ? translate(row.message) : null,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  };
}

export async function getJob(db: Db, id: string): Promise<ImportRow> {
  const row = await findImport(db, id);
  if (!row || row.status === 'previewed') throw importNotFound();
  return row;
}

/**
 * Cancels a queued or running import: the job stops before its next batch (what it applied
 * stays, and the report says so). An ended one is answered as it is.
 */
export async function cancelImport(deps: ImportDeps, id: string): Promise<ImportRow> {
  const row = await deps.db.transaction(async (tx) => {
    const found = await findImport(tx, id, true);
    if (!found || found.status === 'previewed') throw importNotFound();
    if (found.status !== 'queued' && found.status !== 'running') return { row: found, drop: null };
    const [cancelled] = await tx
      .update(interchangeImports)
      .set({ status: 'cancelled', finishedAt: Date.now() })
      .where(eq(interchangeImports.id, id))
      .returning();
    // A job not yet started will never read its upload; a running one removes it itself.
    return { row: cancelled!, drop: found.status === 'queued' ? found.uploadKey : null };
  });
  if (row.drop) await dropUpload(deps, row.row.id, row.drop);
  return row.row;
}

export async function dropUpload(
  deps: Pick<ImportDeps, 'db' | 'workFiles' | 'log'>,
  id: string,
  key: string,
) {
  await deps.db
    .update(interchangeImports)
    .set({ uploadKey: null })
    .where(eq(interchangeImports.id, id));
  await deps.workFiles
    .remove(key)
    .catch((err: unknown) => deps.log.warn({ err, key }, 'import upload left behind'));
}

/** The report's columns: one line per entry of the file, in file order. */
const REPORT_COLUMNS = ['entry', 'headword', 'id', 'action', 'word_code', 'warnings'];

/** The report of an ended import as CSV (UTF-8 with a byte order mark), read page by page. */
export function importReport(db: Db, id: string): Readable {
  const csv = stringify({ header: true, columns: REPORT_COLUMNS, bom: true });
  void (async () => {
    let after = 0;
    for (;;) {
      const rows = await db
        .select({
          ordinal: interchangeImportEntries.ordinal,
          label: interchangeImportEntries.label,
          sourceId: interchangeImportEntries.sourceId,
          action: interchangeImportEntries.action,
          code: localWords.code,
          warnings: interchangeImportEntries.warnings,
        })
        .from(interchangeImportEntries)
        .leftJoin(localWords, eq(localWords.id, interchangeImportEntries.wordId))
        .where(
          and(
            eq(interchangeImportEntries.importId, id),
            sql`${interchangeImportEntries.ordinal} > ${after}`,
          ),
        )
        .orderBy(asc(interchangeImportEntries.ordinal))
        .limit(1000);
      for (const row of rows) {
        const line = [
          row.ordinal,
          row.label,
          row.sourceId ?? '',
          row.action,
          row.code ?? '',
          row.warnings.map((w) => (w.detail ? `${w.code}: ${w.detail}` : w.code)).join('; '),
        ];
        if (!csv.write(line)) await new Promise((resolve) => csv.once('drain', resolve));
      }
      if (rows.length < 1000) break;
      after = rows.at(-1)!.ordinal;
    }
    csv.end();
  })().catch((error: unknown) => csv.destroy(error as Error));
  return csv;
}

/** Imports whose report can be read: ended ones. */
export async function endedImport(db: Db, id: string): Promise<ImportRow> {
  const row = await getJob(db, id);
  if (row.status === 'queued' || row.status === 'running')
    throw new AppError('CONFLICT', 409, 'importRunning');
  return row;
}

/**
 * Drops expired previews and reports with their uploads, any upload no row names that is older
 * than an hour (a preview cut short by a crash), and built exports no row names: answers the
 * keys removed.
 */
export async function sweepWorkFiles(
  deps: Pick<ImportDeps, 'db' | 'workFiles' | 'log'>,
  now = Date.now(),
): Promise<string[]> {
  const expired = await deps.db
    .delete(interchangeImports)
    .where(
      and(
        lt(interchangeImports.expiresAt, now),
        inArray(interchangeImports.status, ['previewed', 'completed', 'failed', 'cancelled']),
      ),
    )
    .returning({ key: interchangeImports.uploadKey });
  const removed: string[] = [];
  for (const { key } of expired) {
    if (!key) continue;
    await deps.workFiles.remove(key);
    removed.push(key);
  }
  const named = new Set(
    (
      await deps.db
        .select({ key: interchangeImports.uploadKey })
        .from(interchangeImports)
        .where(sql`${interchangeImports.uploadKey} is not null`)
    ).map((r) => r.key),
  );
  for await (const file of deps.workFiles.list('imports')) {
    if (named.has(file.key) || file.modifiedAt > now - 3600_000) continue;
    await deps.workFiles.remove(file.key);
    removed.push(file.key);
  }
  // Built exports no language's row names any more (a build replaced by another, a crash
  // between storing a file and naming it), once they are an hour old.
  const exported = await exportFileKeys(deps.db);
  for await (const file of deps.workFiles.list('exports')) {
    if (exported.has(file.key) || file.modifiedAt > now - 3600_000) continue;
    await deps.workFiles.remove(file.key);
    removed.push(file.key);
  }
  removed.push(...(await deps.workFiles.removeUnfinished(now - 3600_000)));
  return removed;
}
