import type { FastifyInstance } from 'fastify';
import type { DataDirLock } from '../db/data-dir-lock';
import { AppError } from './app-error';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write is taken only while this process can prove that the PGlite directory is still its own:
 * checked as each write request arrives, before its body is read, so no change is made, nor
 * acknowledged, once the pid file is gone or names another process. Reads go on answering.
 */
export function registerDataDirOwnershipCheck(app: FastifyInstance, lock: DataDirLock) {
  lock.onLost((reason) =>
    app.log.fatal(
      { dataDir: lock.dir, reason },
      `THE DATA DIRECTORY ${lock.dir} IS NO LONGER THIS PROCESS'S (${reason}): ` +
        'every change is refused from now on to protect the data',
    ),
  );
  app.addHook('onRequest', async (request) => {
    if (READ_METHODS.has(request.method)) return;
    if (lock.lostReason() !== undefined) throw new AppError('DATA_DIR_LOST', 503, 'dataDirLost');
  });
}
