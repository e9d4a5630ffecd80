/**
 * When the trash's purge runs (decision 032): once at start-up in the starting process, then daily
 * as a job of pg-boss, as the leftover sweep does (decision 028): the schedule is a row in the
 * database, the queue holds one job at most, and whichever worker takes it runs it. The start-up
 * run keeps the 90 days for an install that is seldom up at the daily hour. Each item is purged in
 * its own transaction under its row's lock, so two instances purging at once purge each item once.
 */
import type { JobQueue } from '@server/jobs/job-queue';
import { purgeExpiredTrash, type TrashDeps } from '@server/modules/trash/trash.service';

export const TRASH_PURGE_QUEUE = 'trash-purge';

/** Daily at 03:00 UTC: before the leftover sweep (03:30), away from the midnight backups. */
export const TRASH_PURGE_RECURRENCE = '0 3 * * *';

export interface TrashPurgeDeps extends TrashDeps {
  /** Stops the start-up purge between two items (the app is shutting down). */
  signal?: AbortSignal;
}

/** Registers the daily purge and starts one now; answers that start-up purge. */
export async function startTrashPurge(
  jobs: JobQueue,
  deps: TrashPurgeDeps,
): Promise<{ startup: Promise<void> }> {
  await jobs.start();
  await jobs.ensureQueue(
    TRASH_PURGE_QUEUE,
    { retryLimit: 2, retryDelay: 300, expireInSeconds: 3600, deleteAfterSeconds: 7 * 24 * 3600 },
    'exclusive',
  );
  await jobs.releaseOrphans(TRASH_PURGE_QUEUE);
  await jobs.work(TRASH_PURGE_QUEUE, 1, async (job) => {
    await purgeExpiredTrash(deps, Date.now(), job.signal);
  });
  await jobs.schedule(TRASH_PURGE_QUEUE, TRASH_PURGE_RECURRENCE);
  const startup = purgeExpiredTrash(deps, Date.now(), deps.signal).then(
    () => undefined,
    (error: unknown) => {
      if (!deps.signal?.aborted) deps.log.error({ err: error }, 'start-up trash purge failed');
    },
  );
  return { startup };
}
