/**
 * Scheduled backups (BACKUP_INTERVAL_HOURS, decision 018), by pg-boss's own scheduler: the
 * schedule is a row in the database, so it survives restarts, and pg-boss turns each occurrence
 * into one job however many instances run, which whichever worker takes it runs. After the backup,
 * the oldest archives beyond BACKUP_KEEP are deleted at the destination.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '@server/env';
import type { JobHandler, JobQueue } from '@server/jobs/job-queue';
import type { BackupService } from './backup.service';

export const BACKUP_QUEUE = 'backup';

/**
 * A backup every `hours`, as the recurrence rule pg-boss evaluates in UTC from the epoch: slots
 * start at multiples of the interval since 1970-01-01 00:00 UTC (24 h: at midnight UTC, 6 h: at
 * 0, 6, 12 and 18 h), whatever day the app started. The interval is a whole number of minutes.
 */
export function backupRecurrence(hours: number): string {
  const minutes = Math.round(hours * 60);
  return minutes % 60 === 0
    ? `FREQ=HOURLY;INTERVAL=${minutes / 60}`
    : `FREQ=MINUTELY;INTERVAL=${minutes}`;
}

/** The scheduled job: a backup to the destination in use, then the oldest archives go. */
export function scheduledBackup(
  service: BackupService,
  env: Env,
  log: FastifyBaseLogger,
): JobHandler<object> {
  return async () => {
    const { path, manifest } = await service.toDestination();
    const removed = await service.prune(env.BACKUP_KEEP);
    log.info(
      { path, tables: manifest.tables.length, files: manifest.files.length, removed },
      'scheduled backup taken',
    );
  };
}

export async function startBackupSchedule(
  jobs: JobQueue,
  service: BackupService,
  env: Env,
  log: FastifyBaseLogger,
): Promise<void> {
  await jobs.start();
  await jobs.ensureQueue(BACKUP_QUEUE, {
    // A backup refused because another runs (409) or cut by a failure is tried again.
    retryLimit: 3,
    retryDelay: 60,
    // Gigabytes of audio to S3 can take a while; a job of a process that died is retried after.
    expireInSeconds: 6 * 3600,
    deleteAfterSeconds: 7 * 24 * 3600,
  });
  await jobs.releaseOrphans(BACKUP_QUEUE);
  await jobs.work(BACKUP_QUEUE, 1, scheduledBackup(service, env, log));
  await jobs.schedule(BACKUP_QUEUE, backupRecurrence(env.BACKUP_INTERVAL_HOURS!));
}
