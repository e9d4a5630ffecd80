/**
 * Building a language's download (decision 043). A request that finds no current file queues a
 * job under the export row's lock and names it on the row; the job builds the file from the
 * words, page by page, then, under the row's lock again, stores it if the row still names this
 * job, and removes the file it replaces. A job the row no longer names (a newer one was queued
 * after this one was given up for dead) does nothing, or throws its file away.
 */
import type { FastifyBaseLogger } from 'fastify';
import { JobStopped, type JobQueue, type RunningJob } from '@server/jobs/job-queue';
import { findLanguage } from '@server/modules/languages/languages.repository';
import type { ExportAudience, ExportFormat } from '@shared/schemas/exports';
import { buildExport, type BuildDeps } from './export-build';
import {
  contentVersion,
  findExport,
  lockExport,
  writeExport,
  type ExportKey,
} from './exports.repository';

export const EXPORT_QUEUE = 'language-exports';

/**
 * A build is retried twice (a server stopped mid-build resumes it); a job whose process died is
 * handed to a worker again after 60 s without a heartbeat. A 50,000-word language with its
 * recordings builds in well under the hour.
 */
const QUEUE_OPTIONS = {
  retryLimit: 2,
  retryDelay: 1,
  heartbeatSeconds: 60,
  expireInSeconds: 3600,
  deleteAfterSeconds: 24 * 3600,
  notify: true,
};

/** Builds run two at a time per instance: a download is a background read, not the app's work. */
const CONCURRENCY = 2;

export interface ExportJobDeps extends BuildDeps {
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

export interface ExportJobData {
  languageId: number;
  format: ExportFormat;
  audience: ExportAudience;
}

export async function runExportJob(
  deps: ExportJobDeps,
  job: RunningJob<ExportJobData>,
): Promise<void> {
  const key: ExportKey = job.data;
  const row = await findExport(deps.db, key);
  if (row?.jobId !== job.id) return;
  const language = await findLanguage(deps.db, key.languageId);
  if (!language) {
    await deps.db.transaction(async (tx) => {
      const locked = await lockExport(tx, key);
      if (locked.jobId === job.id) await writeExport(tx, key, { jobId: null, jobVersion: null });
    });
    return;
  }
  // Read before the words: a change made during the build leaves the file behind that change's
  // version, so the next request builds again rather than keep a file that may lack it.
  const version = await contentVersion(deps.db, key.languageId, key.audience);
  let built: { key: string; size: number };
  try {
    built = await buildExport(deps, language, key.format, key.audience, job.signal);
  } catch (err) {
    if (job.signal.aborted) throw new JobStopped();
    deps.log.error({ err, ...key, jobId: job.id }, 'export build failed');
    // The last attempt says so on the row: requests answer "failed" for a while, then retry.
    if (job.retryCount >= job.retryLimit) {
      await deps.db.transaction(async (tx) => {
        const locked = await lockExport(tx, key);
        if (locked.jobId !== job.id) return;
        await writeExport(tx, key, {
          jobId: null,
          jobVersion: null,
          failedVersion: locked.jobVersion,
          failedAt: Date.now(),
        });
      });
    }
    throw err;
  }
  const replaced = await deps.db.transaction(async (tx) => {
    const locked = await lockExport(tx, key);
    if (locked.jobId !== job.id) return built.key;
    await writeExport(tx, key, {
      fileKey: built.key,
      version,
      size: built.size,
      builtAt: Date.now(),
      jobId: null,
      jobVersion: null,
      failedVersion: null,
      failedAt: null,
    });
    return locked.fileKey;
  });
  if (replaced) {
    await deps.workFiles.remove(replaced).catch((err: unknown) => {
      // Left for the work files' sweep, which keeps only the files rows name.
      deps.log.warn({ err, key: replaced }, 'replaced export file not removed');
    });
  }
}

/** Starts the worker with the app (after pg-boss). */
export async function startExportWorker(deps: ExportJobDeps): Promise<void> {
  await deps.jobs.start();
  await deps.jobs.ensureQueue(EXPORT_QUEUE, QUEUE_OPTIONS);
  const released = await deps.jobs.releaseOrphans(EXPORT_QUEUE);
  if (released > 0) deps.log.info({ released }, 'export builds resumed after a restart');
  await deps.jobs.work<ExportJobData>(EXPORT_QUEUE, CONCURRENCY, (job) => runExportJob(deps, job));
}
