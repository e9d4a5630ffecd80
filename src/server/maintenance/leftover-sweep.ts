/**
 * The leftover sweep (decision 028): what a process killed mid-way leaves behind, removed once it
 * is an hour old by its own modification time. Temporary `.tmp` files of the local storage,
 * stored audio no row points at (a crash between an upload and its commit or rollback), backup
 * `.spool-*` folders (a plain copy of every row, password hashes included) and `.partial`
 * archives.
 */
import { lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { audioUrls } from '@server/backup/dump';
import { localBackupDir } from '@server/backup/destinations';
import { STORED_FILES_LOCK_KEY, withAdvisoryLockIfFree } from '@server/db/advisory-lock';
import type { Database } from '@server/db/client';
import { sweepWorkFiles } from '@server/modules/interchange/import.service';
import { heldRemovals } from '@server/storage/removal-hold';
import { fileKeyFor, type Storage } from '@server/storage/storage';
import { isStoredName } from '@server/storage/stored-name';
import type { WorkFiles } from '@server/storage/work-files';

/**
 * Younger than this, a file may belong to work in progress: an upload stored before the
 * transaction that points a row at it commits, a write being streamed, a backup spooling.
 */
export const LEFTOVER_MIN_AGE_MS = 60 * 60 * 1000;

/** mkdtemp's folder for a backup's rows, and the local destination's archive being written. */
const SPOOL_NAME = /^\.spool-[A-Za-z0-9]{6}$/;
const PARTIAL_NAME = /^\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.partial$/;

export interface SweepDeps {
  database: Database;
  storage: Storage;
  /** Its `backups` folder holds the spools and the local destination's partial archives. */
  dataDir: string;
  log: FastifyBaseLogger;
  /**
   * Uploads to import, built exports and reports: expired ones go, with what a crash left there.
   * Left out, they are not looked at.
   */
  workFiles?: WorkFiles;
  /** Stops the sweep between two removals (the app is shutting down). */
  signal?: AbortSignal;
  /**
   * False once the PGlite directory is no longer this process's (data-dir-lock.ts): its rows may
   * be stale then, and another process may own the files. Nothing more is removed.
   */
  ownsDataDir?: () => boolean;
}

/** Checked before each removal. */
function mayRemove(deps: SweepDeps) {
  deps.signal?.throwIfAborted();
  if (deps.ownsDataDir && !deps.ownsDataDir()) {
    throw new Error('the data directory is no longer this process’s: sweep stopped');
  }
}

export interface SweepReport {
  /** Names of the storage's temporary files removed. */
  temporary: string[];
  /** Keys (`audio/<name>`) of the stored files removed. */
  orphans: string[];
  /** Names of the spool folders removed. */
  spools: string[];
  /** Names of the partial archives removed. */
  partials: string[];
  /** Keys of the work files removed: expired imports' uploads, uploads no import names, exports no language names. */
  workFiles?: string[];
  /** Stored files were not looked at: a restore held the lock (PostgreSQL). */
  orphansSkipped: boolean;
}

/** Removes every leftover older than LEFTOVER_MIN_AGE_MS, logs what went, and answers it. */
export async function sweepLeftovers(deps: SweepDeps): Promise<SweepReport> {
  const before = Date.now() - LEFTOVER_MIN_AGE_MS;
  const backups = await backupLeftovers(deps, before);
  mayRemove(deps);
  const temporary = await deps.storage.removeUnfinished(before);
  const outcome = await withAdvisoryLockIfFree(deps.database, STORED_FILES_LOCK_KEY, () =>
    removeOrphans(deps, before),
  );
  mayRemove(deps);
  const work = deps.workFiles
    ? await sweepWorkFiles({ db: deps.database.db, workFiles: deps.workFiles, log: deps.log })
    : undefined;
  const report: SweepReport = {
    temporary,
    orphans: outcome.locked ? outcome.result : [],
    ...backups,
    orphansSkipped: !outcome.locked,
    ...(work ? { workFiles: work } : {}),
  };
  const count =
    report.temporary.length +
    report.orphans.length +
    report.spools.length +
    report.partials.length +
    (report.workFiles?.length ?? 0);
  if (report.orphansSkipped) {
    deps.log.info('a restore is running: stored files are swept at the next run');
  }
  deps.log.info({ count, ...report }, count > 0 ? 'leftovers removed' : 'no leftovers found');
  return report;
}

/**
 * Stored files no row points at. Files are listed first, rows read after: a row committed in
 * between points at a file just written (an upload), never an hour old; only a restore points
 * rows at older files, and it holds the lock this runs under.
 */
async function removeOrphans(deps: SweepDeps, before: number): Promise<string[]> {
  const { storage } = deps;
  const old: string[] = [];
  for await (const file of storage.list()) {
    if (file.modifiedAt < before) old.push(file.fileKey);
  }
  if (old.length === 0) return [];
  // Deleted rows keep their files: a soft delete can be undone, and backups restore them.
  const kept = keysNamedBy(storage, await audioUrls(deps.database.db));
  // Files a running backup of this process still has to copy (their rows changed after its
  // snapshot): the restore of that archive needs them.
  for (const key of keysNamedBy(storage, heldRemovals(storage))) kept.add(key);
  const removed: string[] = [];
  for (const key of old) {
    if (kept.has(key)) continue;
    mayRemove(deps);
    await storage.remove(storage.urlFor(key));
    removed.push(key);
  }
  return removed;
}

/** The file keys the addresses name. */
function keysNamedBy(storage: Storage, urls: string[]): Set<string> {
  const keys = new Set<string>();
  for (const url of urls) {
    const key = storage.fileKeyOf(url);
    if (key) {
      keys.add(key);
      continue;
    }
    // An address of another form may still name one of these files (rows written under another
    // endpoint, bucket or storage kind, before their addresses were rewritten). Generated names
    // are unique, so such a file is kept rather than guessed about.
    const name = url.slice(url.lastIndexOf('/') + 1);
    if (isStoredName(name)) keys.add(fileKeyFor(name));
  }
  return keys;
}

/** `.spool-*` folders and `.partial` archives in DATA_DIR/backups. */
async function backupLeftovers(deps: SweepDeps, before: number) {
  const directory = localBackupDir(deps.dataDir);
  const spools: string[] = [];
  const partials: string[] = [];
  const entries = await readdir(directory, { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory() && SPOOL_NAME.test(entry.name)) {
      // A backup renews its spool's time while it runs; its files' times count too.
      if ((await newestTime(path)) >= before) continue;
      mayRemove(deps);
      await rm(path, { recursive: true, force: true });
      spools.push(entry.name);
    } else if (entry.isFile() && PARTIAL_NAME.test(entry.name)) {
      const info = await lstat(path).catch(() => null);
      if (!info || info.mtimeMs >= before) continue;
      mayRemove(deps);
      await rm(path, { force: true });
      partials.push(entry.name);
    }
  }
  return { spools, partials };
}

/** The latest modification time of a folder and of what it holds (a spool is flat). */
async function newestTime(directory: string): Promise<number> {
  let newest = (await lstat(directory)).mtimeMs;
  for (const name of await readdir(directory).catch(() => [] as string[])) {
    const info = await lstat(join(directory, name)).catch(() => null);
    if (info) newest = Math.max(newest, info.mtimeMs);
  }
  return newest;
}
