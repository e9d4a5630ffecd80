import { and, eq, inArray, sql } from 'drizzle-orm';
import { interchangeImportEntries, interchangeImports } from '@server/db/schema/imports';
import { AppError } from '@server/http/app-error';
import { JobStopped, type RunningJob } from '@server/jobs/job-queue';
import { findUser } from '@server/modules/users/users.repository';
import { removeQuietly } from '@server/storage/uploads';
import type { ImportAction, InterchangeWarning } from '@shared/schemas/interchange';
import { wordKey } from '@shared/schemas/words';
import type { Db } from '@server/db/client';
import { insertPlainEntries, plainCreations } from './import-bulk';
import {
  applyEntry,
  prepareEntry,
  sameSpelledWords,
  storeInto,
  wordsById,
  type ApplyContext,
  type PreparedEntry,
} from './import-entries';
import { openImportSource, readEntries, type SourceEntry } from './import-source';
import {
  IMPORT_QUEUE,
  importLanguage,
  languageNounClasses,
  type ImportDeps,
  type ImportRow,
} from './import.service';

/** Entries per transaction: the progress and the report move a batch at a time. */
export const IMPORT_BATCH = 100;

/**
 * Retried after a crash (pg-boss hands the job to a worker again): it resumes after the last
 * entry its report holds, since each batch's words, report lines and progress commit together.
 */
export const IMPORT_QUEUE_OPTIONS = {
  retryLimit: 3,
  retryDelay: 1,
  heartbeatSeconds: 30,
  expireInSeconds: 6 * 3600,
  deleteAfterSeconds: 7 * 24 * 3600,
  notify: true,
};

class Cancelled extends Error {}

interface Counts {
  created: number;
  updated: number;
  skipped: number;
}

const COUNTED: Record<ImportAction, keyof Counts> = {
  created: 'created',
  conflictHomograph: 'created',
  updated: 'updated',
  conflictReplaced: 'updated',
  unchanged: 'skipped',
  conflictKept: 'skipped',
  skipped: 'skipped',
};

/** Runs one import: batches in their own transactions, then the final status. */
export async function runImportJob(
  deps: ImportDeps,
  job: RunningJob<{ importId: string }>,
): Promise<void> {
  const { importId } = job.data;
  const [row] = await deps.db
    .select()
    .from(interchangeImports)
    .where(eq(interchangeImports.id, importId));
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  await deps.db
    .update(interchangeImports)
    .set({ status: 'running', startedAt: row.startedAt ?? Date.now() })
    .where(and(eq(interchangeImports.id, importId), eq(interchangeImports.status, 'queued')));
  try {
    await importEntries(deps, job, row);
    await finish(deps, row, 'completed', null);
  } catch (err) {
    if (err instanceof Cancelled) {
      await finish(deps, row, null, null);
      return;
    }
    if (err instanceof JobStopped || job.signal.aborted) throw err;
    deps.log.error({ err, importId }, 'import failed');
    // A file refused midway says why in the user's words; anything else is the server's fault.
    const message = err instanceof AppError ? err.messageKey : 'importFailed';
    if (job.retryCount >= job.retryLimit || err instanceof AppError) {
      await finish(deps, row, 'failed', message);
      return;
    }
    throw err;
  }
}

/**
 * Ends the import (a cancelled one keeps its status): the row no longer names its upload from the
 * moment it has ended, and the file goes after (a crash in between leaves it to the sweep).
 */
async function finish(
  deps: ImportDeps,
  row: ImportRow,
  status: 'completed' | 'failed' | null,
  message: string | null,
) {
  await deps.db
    .update(interchangeImports)
    .set({
      ...(status ? { status, message } : {}),
      uploadKey: null,
      finishedAt: Date.now(),
    })
    .where(
      and(
        eq(interchangeImports.id, row.id),
        status ? eq(interchangeImports.status, 'running') : sql`true`,
      ),
    );
  if (row.uploadKey)
    await deps.workFiles
      .remove(row.uploadKey)
      .catch((err: unknown) =>
        deps.log.warn({ err, key: row.uploadKey }, 'import upload left behind'),
      );
}

async function importEntries(
  deps: ImportDeps,
  job: RunningJob<{ importId: string }>,
  row: ImportRow,
) {
  const user = await findUser(deps.db, row.userId ?? -1);
  if (!user) throw new AppError('NOT_FOUND', 404, 'importerGone');
  const language = await importLanguage(deps.db, row.languageId);
  const classes = await languageNounClasses(deps.db, row.languageId);
  const context: ApplyContext = {
    db: deps.db,
    storage: deps.storage,
    user,
    languageId: row.languageId,
    onConflict: row.onConflict,
    byId: await wordsById(deps.db, row.languageId),
  };
  if (!row.uploadKey) throw new AppError('NOT_FOUND', 404, 'previewNotFound');
  const done = await deps.workFiles.withLocalPath(row.uploadKey, async (path) => {
    const source = await openImportSource(path, row.format, language.code);
    try {
      // Resumed after a restart: the entries the report holds are applied already.
      const [{ applied }] = (await deps.db
        .select({ applied: sql<number>`coalesce(max(${interchangeImportEntries.ordinal}), 0)` })
        .from(interchangeImportEntries)
        .where(eq(interchangeImportEntries.importId, row.id))) as [{ applied: number }];
      let ordinal = 0;
      let batch: { ordinal: number; read: SourceEntry }[] = [];
      for await (const read of readEntries(source)) {
        ordinal += 1;
        if (ordinal <= Number(applied)) continue;
        batch.push({ ordinal, read });
        if (batch.length === IMPORT_BATCH) {
          await writeBatch(deps, job, context, row, classes, source.archive, batch);
          batch = [];
        }
      }
      if (batch.length > 0)
        await writeBatch(deps, job, context, row, classes, source.archive, batch);
      return true;
    } finally {
      source.archive.close();
    }
  });
  if (!done) throw new AppError('NOT_FOUND', 404, 'previewNotFound');
}

/** One batch: its entries, report lines and progress in one transaction, each entry in a savepoint. */
async function writeBatch(
  deps: ImportDeps,
  job: RunningJob<{ importId: string }>,
  context: ApplyContext,
  row: ImportRow,
  classes: ReadonlySet<string>,
  archive: Awaited<ReturnType<typeof openImportSource>>['archive'],
  batch: { ordinal: number; read: SourceEntry }[],
) {
  if (job.signal.aborted) throw new JobStopped();
  const [state] = await deps.db
    .select({ status: interchangeImports.status })
    .from(interchangeImports)
    .where(eq(interchangeImports.id, row.id));
  if (state?.status !== 'running') throw new Cancelled();

  // Recordings are read and checked before the transaction, which then holds no file work.
  const prepared: {
    ordinal: number;
    label: string;
    sourceId: string | null;
    entry: PreparedEntry | null;
    warnings: InterchangeWarning[];
  }[] = [];
  for (const { ordinal, read } of batch) {
    const warnings = [...read.warnings];
    const entry = read.entry
      ? await prepareEntry(
          ordinal,
          read.label,
          read.entry,
          row.languageId,
          classes,
          archive,
          warnings,
        )
      : null;
    prepared.push({
      ordinal,
      label: read.label,
      sourceId: read.entry?.sourceId ?? null,
      entry,
      warnings,
    });
  }

  const stored: string[] = [];
  const replaced: string[] = [];
  const counts: Counts = { created: 0, updated: 0, skipped: 0 };
  try {
    await deps.db.transaction(async (tx) => {
      // The search's GIN indexes gather new keys in a pending list, merged into the index by
      // the insert that fills it: at the default 4 MB, a merge held PGlite's thread (the web
      // process's) for 1.4 s at 50,000 entries; at 256 kB each merge is short, for the same
      // entries/s (decision 044).
      await tx.execute(sql`set local gin_pending_list_limit = '256kB'`);
      const made = await writePlainCreations(deps, tx, context, row, prepared, stored);
      const lines: (typeof interchangeImportEntries.$inferInsert)[] = [];
      for (const item of prepared) {
        let action: ImportAction = 'skipped';
        let wordId: number | null = null;
        const createdId = made.get(item.ordinal);
        if (createdId !== undefined) {
          action = 'created';
          wordId = createdId;
        } else if (item.entry) {
          const entry = item.entry;
          const entryFiles: string[] = [];
          try {
            const applied = await tx.transaction(async (savepoint) => {
              const key = wordKey(entry.entry.headword);
              const spelled = await sameSpelledWords(savepoint, row.languageId, [key]);
              return applyEntry(savepoint, context, entry, spelled.get(key) ?? [], entryFiles);
            });
            stored.push(...entryFiles);
            replaced.push(...applied.replaced);
            action = applied.action;
            wordId = applied.wordId;
          } catch (error) {
            // The entry's savepoint is rolled back: nothing points at what it stored.
            await removeQuietly(deps, entryFiles);
            if (!(error instanceof AppError)) throw error;
            item.warnings.push({
              code: 'entryInvalid',
              entry: item.label,
              detail: error.messageKey,
            });
          }
        }
        counts[COUNTED[action]] += 1;
        lines.push({
          importId: row.id,
          ordinal: item.ordinal,
          label: item.label,
          sourceId: item.sourceId,
          action,
          wordId,
          warnings: item.warnings.map(({ code, detail }) => ({ code, detail })),
        });
      }
      await tx.insert(interchangeImportEntries).values(lines);
      await tx
        .update(interchangeImports)
        .set({
          processed: sql`${interchangeImports.processed} + ${batch.length}`,
          created: sql`${interchangeImports.created} + ${counts.created}`,
          updated: sql`${interchangeImports.updated} + ${counts.updated}`,
          skipped: sql`${interchangeImports.skipped} + ${counts.skipped}`,
        })
        .where(
          and(
            eq(interchangeImports.id, row.id),
            inArray(interchangeImports.status, ['running', 'cancelled']),
          ),
        );
    });
  } catch (error) {
    await removeQuietly(deps, stored);
    throw error;
  }
  await removeQuietly(deps, replaced);
}

/**
 * The batch's entries that only add a word, written together (import-bulk.ts); answers their
 * word ids by ordinal. Should the batch writer fail, its savepoint is rolled back and those
 * entries go through the word rules one by one, which say what is wrong with which.
 */
async function writePlainCreations(
  deps: ImportDeps,
  tx: Db,
  context: ApplyContext,
  row: ImportRow,
  prepared: { entry: PreparedEntry | null }[],
  stored: string[],
): Promise<Map<number, number>> {
  const entries = prepared.flatMap((item) => (item.entry ? [item.entry] : []));
  const spelled = await sameSpelledWords(
    tx,
    row.languageId,
    entries.map((e) => e.input.localWord),
  );
  const plain = plainCreations(entries, context, spelled);
  if (plain.length === 0) return new Map();
  const files: string[] = [];
  try {
    const made = await tx.transaction((savepoint) =>
      insertPlainEntries(savepoint, context, plain, storeInto(context.storage, files)),
    );
    stored.push(...files);
    return made;
  } catch (err) {
    await removeQuietly(deps, files);
    deps.log.warn({ err, importId: row.id }, 'batch writer failed: entries written one by one');
    return new Map();
  }
}

export async function startImportWorker(deps: ImportDeps): Promise<void> {
  await deps.jobs.start();
  await deps.jobs.ensureQueue(IMPORT_QUEUE, IMPORT_QUEUE_OPTIONS);
  const released = await deps.jobs.releaseOrphans(IMPORT_QUEUE);
  if (released > 0) deps.log.info({ released }, 'imports resumed after a restart');
  await deps.jobs.work<{ importId: string }>(IMPORT_QUEUE, 1, (job) => runImportJob(deps, job));
}
