import type { Database } from './client';

/**
 * Taken by whatever decides which stored files the rows need: a restore (it writes files, or
 * finds them already there, before the transaction that points rows at them) and the leftover
 * sweep (it removes the files no row points at). Either would be wrong while the other runs.
 * Any constant; the same in every process.
 */
export const STORED_FILES_LOCK_KEY = 7_347_203;

/**
 * Runs `task` holding a session-level advisory lock on PostgreSQL, where several processes share
 * the database, waiting for it if another session holds it. The lock lives on a dedicated
 * connection that does nothing else, so `task` uses the pool as usual. On PGlite one process
 * holds the data directory (data-dir-lock.ts): there is nothing to take.
 */
export async function withAdvisoryLock<T>(
  database: Database,
  key: number,
  task: () => Promise<T>,
): Promise<T> {
  const outcome = await locked(database, key, task, true);
  if (!outcome.locked) throw new Error('unreachable: a waiting lock is always taken');
  return outcome.result;
}

/** As withAdvisoryLock, but answers `{ locked: false }` at once when another session holds it. */
export function withAdvisoryLockIfFree<T>(database: Database, key: number, task: () => Promise<T>) {
  return locked(database, key, task, false);
}

async function locked<T>(
  database: Database,
  key: number,
  task: () => Promise<T>,
  wait: boolean,
): Promise<{ locked: true; result: T } | { locked: false }> {
  if (database.kind === 'pglite') return { locked: true, result: await task() };
  const client = await database.pool.connect();
  let held = false;
  try {
    if (wait) {
      await client.query('select pg_advisory_lock($1)', [key]);
      held = true;
    } else {
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [key],
      );
      held = rows[0]?.locked === true;
      if (!held) return { locked: false };
    }
    return { locked: true, result: await task() };
  } finally {
    if (held) await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    client.release();
  }
}
