import {
  closeSync,
  constants,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  rmdirSync,
  statSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import type * as FsExt from 'fs-ext-extra-prebuilt';
import { z } from 'zod';

export class DataDirLockedError extends Error {}

/** The file in the data directory that the holder locks and that names it. */
export const PID_FILE = 'maneno.pid';
/** How often the holder checks, between write requests, that the directory is still its own. */
const CHECK_INTERVAL_MS = 5_000;

/** Who holds the directory: enough to tell, on this host, whether that process still runs. */
const OwnerSchema = z.object({
  pid: z.number().int().positive(),
  host: z.string(),
  started: z.string(),
  /** Linux's start time of the process (clock ticks since boot): a later process given the same pid has another. */
  startTicks: z.string().optional(),
});
type Owner = z.infer<typeof OwnerSchema>;

export interface DataDirLock {
  readonly dir: string;
  /**
   * Why this process no longer owns the directory (its pid file gone, replaced or naming someone
   * else), or undefined while it does. One stat and one read of a small file, so it can run before
   * every write. Once lost, the directory stays lost: another process may have written to it.
   */
  lostReason(): string | undefined;
  /**
   * Called once, when the loss is first seen (by lostReason() or by the periodic check), or at
   * once if it already was.
   */
  onLost(listener: (reason: string) => void): void;
  /** Gives the directory up, at a clean shutdown (after the database is closed). */
  release(): void;
}

/** flock(2), a native binding: loaded when a directory is locked, so PostgreSQL installs never need it. */
const flockSync = (fd: number, flags: 'exnb') =>
  (createRequire(import.meta.url)('fs-ext-extra-prebuilt') as typeof FsExt).flockSync(fd, flags);

/** Linux's start time of a process, in clock ticks since boot (field 22 of /proc/<pid>/stat). */
function startTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name (field 2) may hold spaces and parentheses: count the fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/**
 * The pid file's text, read through the holder's own descriptor: where flock is emulated with
 * POSIX locks (NFS), closing another descriptor of the file would drop the lock.
 */
function readText(fd: number): string {
  const buffer = Buffer.alloc(fstatSync(fd).size);
  return buffer.subarray(0, readSync(fd, buffer, 0, buffer.length, 0)).toString('utf8');
}

function parseOwner(text: string): Owner | undefined {
  try {
    const parsed = OwnerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // empty (released) or cut short by a crash while being written
  }
}

/** Whether the pid file's process still runs on this host (a pid reused since is not it). */
function runsHere(owner: Owner): boolean {
  if (owner.host !== hostname() || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const ticks = startTicks(owner.pid);
  return ticks === undefined || owner.startTicks === undefined || ticks === owner.startTicks;
}

function lockedError(dir: string, owner?: Owner) {
  const who = owner ? ` (process ${owner.pid} on ${owner.host}, started ${owner.started})` : '';
  return new DataDirLockedError(
    `Another Maneno process is already using the data directory ${dir}${who}.\n` +
      'Stop it first, or give this one its own DATA_DIR (or a DATABASE_URL).',
  );
}

/**
 * Earlier versions locked with a directory, maneno.lock, that their holder touched every 10 s:
 * one touched within 20 s is an older version still running (not to be joined during an
 * upgrade); an older one was left by a process that is gone.
 */
function clearEarlierLock(dir: string) {
  const earlier = resolve(dir, 'maneno.lock');
  let touched: number;
  try {
    const stat = statSync(earlier);
    if (!stat.isDirectory()) return;
    touched = stat.mtimeMs;
  } catch {
    return;
  }
  if (Date.now() - touched < 20_000) throw lockedError(dir);
  rmdirSync(earlier);
}

/**
 * Only one process may open a PGlite data directory: two corrupt it. As PostgreSQL does, the
 * holder writes a pid file (pid, host, start time) and holds an exclusive lock the kernel keeps
 * for as long as the process lives, stopped or not, and drops when it dies however it dies: a
 * living holder is never taken over, and nothing a killed one leaves blocks the next start.
 * flock(2), not fcntl(2): fcntl locks belong to the process and vanish when it closes any
 * descriptor of the file. The pid file also names a holder that the kernel lock cannot see (a
 * network filesystem without flock), checked for a live process on this host.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = resolve(dir, PID_FILE);
  const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o644);
  try {
    flockSync(fd, 'exnb');
  } catch (err) {
    closeSync(fd);
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EAGAIN' || code === 'EWOULDBLOCK') {
      let holder: Owner | undefined;
      try {
        holder = parseOwner(readFileSync(path, 'utf8'));
      } catch {
        // gone since: the message names no process
      }
      throw lockedError(dir, holder);
    }
    throw err;
  }

  let content: string;
  try {
    const previous = parseOwner(readText(fd));
    if (previous && runsHere(previous)) throw lockedError(dir, previous);
    clearEarlierLock(dir);
    const owner: Owner = {
      pid: process.pid,
      host: hostname(),
      started: new Date(Date.now() - process.uptime() * 1000).toISOString(),
      startTicks: startTicks(process.pid),
    };
    content = `${JSON.stringify(owner)}\n`;
    ftruncateSync(fd, 0);
    writeSync(fd, content, 0);
  } catch (err) {
    closeSync(fd);
    throw err;
  }
  const { dev, ino } = fstatSync(fd);

  let lost: string | undefined;
  let released = false;
  const listeners: ((reason: string) => void)[] = [];
  const lostReason = () => {
    if (lost !== undefined || released) return lost;
    let reason: string | undefined;
    try {
      const now = statSync(path);
      if (now.dev !== dev || now.ino !== ino) reason = `${path} was replaced by another file`;
      else {
        const read = readText(fd);
        if (read !== content) reason = `${path} no longer names this process: ${read.trim()}`;
      }
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      reason =
        code === 'ENOENT' ? `${path} was removed` : `${path} cannot be read (${code ?? err})`;
    }
    if (reason !== undefined) {
      lost = reason;
      clearInterval(timer);
      for (const listener of listeners) listener(reason);
    }
    return lost;
  };
  // Between write requests too, so a loss is seen while the server is idle.
  const timer = setInterval(lostReason, CHECK_INTERVAL_MS).unref();

  return {
    dir,
    lostReason,
    onLost(listener) {
      if (lost !== undefined) listener(lost);
      else listeners.push(listener);
    },
    release() {
      if (released) return;
      // Emptied, not deleted: a process that opened the file just before must lock this file,
      // not find a second one created beside it. Left alone if it is no longer ours.
      if (lostReason() === undefined) ftruncateSync(fd, 0);
      released = true;
      clearInterval(timer);
      closeSync(fd); // the kernel lock goes with the descriptor
    },
  };
}
