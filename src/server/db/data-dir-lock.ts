import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

/**
 * Only one process may open a PGlite data directory: two corrupt it. The lock is a directory
 * that the holder refreshes; one left by a killed process goes stale and is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, {
      lockfilePath: resolve(dir, 'maneno.lock'),
      stale: 20_000,
      retries: 0,
      onCompromised: (err) => {
        console.error(
          `The lock on ${dir} was lost (${err.message}); stopping to protect the data.`,
        );
        process.exit(1);
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `Another Maneno process is already using the data directory ${dir}.\n` +
          'Stop it first, or give this one its own DATA_DIR (or a DATABASE_URL). ' +
          'If that process was killed, its lock expires within 20 seconds.',
      );
    }
    throw err;
  }
}
