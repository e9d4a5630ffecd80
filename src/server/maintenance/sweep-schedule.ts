/**
 * When the leftover sweep runs (decision 028): once at start-up in the starting process, then
 * daily as a job of pg-boss (decision 017) like the scheduled backups. The schedule is a row in
 * the database, and the queue takes one job at most, queued or running: a daily run coming while
 * one is under way adds none. Whichever worker takes the job runs it.
 */
import type { JobQueue } from '@server/jobs/job-queue';
import { sweepLeftovers, type SweepDeps } from './leftover-sweep';

export const SWEEP_QUEUE = 'leftover-sweep';

/** Daily at 03:30 UTC, away from midnight UTC, where daily backups fall. */
export const SWEEP_RECURRENCE = '30 3 * * *';

/**
 * Registers the daily sweep and starts one now, in this process rather than as a job: a sweep
 * job left active by a killed process would hold the queue (one job at most) until it expires, an
 * hour later, and a restart's own sweep would be refused. Two instances starting together both
 * sweep; that is safe (removing a removed file is no error, and restores are kept apart by the
 * advisory lock). Answers the start-up sweep, which stops early once `deps.signal` aborts.
 */
export async function startLeftoverSweep(
  jobs: JobQueue,
  deps: SweepDeps,
): Promise<{ startup: Promise<void> }> {
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
  const startup = sweepLeftovers(deps).then(
    () => undefined,
    (error: unknown) => {
      if (!deps.signal?.aborted) deps.log.error({ err: error }, 'start-up leftover sweep failed');
    },
  );
  return { startup };
}
