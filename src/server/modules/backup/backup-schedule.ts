/**
 * Scheduled backups (BACKUP_INTERVAL_HOURS, decision 018). Every instance ticks, asking pg-boss
 * for a job in the current slot of the interval; pg-boss keeps one job per slot (a unique index
 * over the slot, counted by the database's clock), so one backup is taken per interval whatever
 * the number of instances, by whichever worker takes the job. After it, the oldest archives
 * beyond BACKUP_KEEP are deleted at the destination.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '@server/env';
import type { JobQueue } from '@server/jobs/job-queue';
import type { BackupService } from './backup.service';

export const BACKUP_QUEUE = 'backup';

/** How often each instance asks for the slot's job: at most a minute after a slot opens. */
const TICK_MS = 60_000;

export async function startBackupSchedule(
  jobs: JobQueue,
  service: BackupService,
  env: Env,
  log: FastifyBaseLogger,
): Promise<() => void> {
  const seconds = Math.max(1, Math.round(env.BACKUP_INTERVAL_HOURS! * 3600));
  await jobs.start();
  await jobs.ensureQueue(BACKUP_QUEUE, {
    // A backup refused because another runs (409) or cut by a failure is tried again.
    retryLimit: 3,
    retryDelay: 60,
    // Gigabytes of audio to S3 can take a while; a job of a process that died is retried after.
    expireInSeconds: 6 * 3600,
    // The slot's job must outlive the slot, or a later tick of the same slot would queue another.
    deleteAfterSeconds: Math.max(7 * 24 * 3600, 2 * seconds),
  });
  await jobs.releaseOrphans(BACKUP_QUEUE);
  await jobs.work(BACKUP_QUEUE, 1, async () => {
    const { path, manifest } = await service.toDestination();
    const removed = await service.prune(env.BACKUP_KEEP);
    log.info(
      { path, tables: manifest.tables.length, files: manifest.files.length, removed },
      'scheduled backup taken',
    );
  });
  const tick = () => {
    if (!jobs.started) return;
    jobs
      .sendThrottled(BACKUP_QUEUE, {}, seconds)
      .catch((err: unknown) => log.warn({ err }, 'scheduling a backup failed'));
  };
  tick();
  const timer = setInterval(tick, Math.min(TICK_MS, seconds * 1000));
  timer.unref();
  return () => clearInterval(timer);
}
