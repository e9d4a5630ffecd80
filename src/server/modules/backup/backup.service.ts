/**
 * Backups on demand and on schedule (decision 018): one at a time in this process (409 for a
 * second), the archive streamed to its destination or to the caller.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@server/db/client';
import type { Env } from '@server/env';
import { AppError, conflict } from '@server/http/app-error';
import {
  BackupFileMissingError,
  createBackupArchive,
  type BackupArchive,
} from '@server/backup/archive-writer';
import { backupDestination, backupFileName, localBackupDir } from '@server/backup/destinations';
import type { Manifest } from '@server/backup/manifest';
import { holdRemovals } from '@server/storage/removal-hold';
import type { Storage } from '@server/storage/storage';
import { removeQuietly } from '@server/storage/uploads';

export interface BackupDeps {
  database: Database;
  storage: Storage;
  env: Env;
  log: FastifyBaseLogger;
}

export interface StartedBackup extends BackupArchive {
  /** `<site>-backup-<UTC date>.tar.gz` */
  fileName: string;
}

/** What went wrong, as the API says it; the cause is logged. */
function backupError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof BackupFileMissingError) {
    return new AppError('CONFLICT', 409, 'backupFileMissing');
  }
  return Object.assign(new AppError('INTERNAL', 500, 'backupFailed'), { cause: error });
}

export class BackupService {
  #running = false;

  constructor(private readonly deps: BackupDeps) {}

  get running() {
    return this.#running;
  }

  /**
   * Takes the snapshot and starts streaming the archive. Until the archive is produced (or
   * fails) this process takes no other backup, and removals of replaced files wait, so every
   * file the snapshot's rows name is still there to copy.
   */
  async start(): Promise<StartedBackup> {
    if (this.#running) throw conflict('backupRunning');
    this.#running = true;
    const { database, storage, env, log } = this.deps;
    const releaseRemovals = holdRemovals(storage);
    const finish = () => {
      this.#running = false;
      void removeQuietly({ storage, log }, releaseRemovals());
    };
    let archive: BackupArchive;
    try {
      archive = await createBackupArchive({
        database,
        storage,
        spoolDir: localBackupDir(env.DATA_DIR),
      });
    } catch (error) {
      finish();
      throw backupError(error);
    }
    archive.done.then(
      (manifest) => {
        finish();
        log.info(
          { files: manifest.files.length, snapshotMs: manifest.snapshotMs },
          'backup archive produced',
        );
      },
      (error: unknown) => {
        finish();
        log.error({ err: error }, 'backup failed');
      },
    );
    return { ...archive, fileName: backupFileName(env.SITE_NAME, new Date()) };
  }

  /** A backup written to the configured destination: answers where it went. */
  async toDestination(): Promise<{ path: string; manifest: Manifest }> {
    const backup = await this.start();
    const destination = backupDestination(this.deps.env);
    try {
      const saved = destination.save(backup.stream, backup.fileName);
      const [path, manifest] = await Promise.all([saved, backup.done]);
      return { path, manifest };
    } catch (error) {
      // Either side failing stops the other: say which one started it.
      const archiveError = await backup.done.then(
        () => null,
        (e: unknown) => e,
      );
      if (archiveError instanceof BackupFileMissingError || archiveError instanceof AppError) {
        throw backupError(archiveError);
      }
      this.deps.log.error({ err: error, archiveError }, 'backup destination failed');
      throw Object.assign(
        new AppError('INTERNAL', 503, 'backupDestinationUnavailable', {
          destination: destination.kind === 's3' ? 'S3' : 'DATA_DIR/backups',
        }),
        { cause: error },
      );
    } finally {
      destination.close();
    }
  }

  /** Deletes this site's oldest archives at the destination, keeping the last `keep`. */
  async prune(keep: number): Promise<string[]> {
    const destination = backupDestination(this.deps.env);
    try {
      const names = await destination.list(this.deps.env.SITE_NAME);
      const old = names.slice(0, Math.max(0, names.length - keep));
      for (const name of old) await destination.remove(name);
      return old;
    } finally {
      destination.close();
    }
  }
}
