/**
 * When the leftover sweep runs (decision 028): once at start-up, then daily, as jobs of pg-boss
 * (decision 017) like the scheduled backups. The schedule is a row in the database, and the
 * queue takes one job at most, queued or running: two instances starting together, or a daily
 * run coming while one is under way, add none. Whichever worker takes the job runs it.
 */
import type { JobQueue } from '@server/jobs/job-queue';
import { sweepLeftovers, type SweepDeps } from './leftover-sweep';

export const SWEEP_QUEUE = 'leftover-sweep';

/** Daily at 03:30 UTC, away from midnight UTC, where daily backups fall. */
export const SWEEP_RECURRENCE = '30 3 * * *';

export async function startLeftoverSweep(
  jobs: JobQueue,
  deps: Omit<SweepDeps, 'signal'>,
): Promise<void> {
  await jobs.start();
  await jobs.ensureQueue(
    SWEEP_QUEUE,
    {
      // A storage that cannot be reached is tried again a little later; the next day otherwise.
      retryLimit: 2,
      retryDelay: 300,
      expireInSeconds: 3600,
      deleteAfterSeconds: 7 * 24 * 3600,
    },
    'exclusive',
  );
  await jobs.releaseOrphans(SWEEP_QUEUE);
  await jobs.work(SWEEP_QUEUE, 1, async (job) => {
    await sweepLeftovers({ ...deps, signal: job.signal });
  });
  await jobs.schedule(SWEEP_QUEUE, SWEEP_RECURRENCE);
  await jobs.enqueue(SWEEP_QUEUE, {});
}
