import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BackupDestinationSchema, BackupResultSchema } from '@shared/schemas/backup';
import { backupDestinationKind } from '@server/backup/destinations';
import { requireArea } from '@server/auth/require-role';
import { errorResponses } from '@server/http/openapi';
import { startBackupSchedule } from './backup-schedule';
import { BackupService } from './backup.service';

/** `/api/backup/*` (decision 018): admins only. */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new BackupService({
    database: app.database,
    storage: app.storage,
    env: app.env,
    log: app.log.child({ module: 'backup' }),
  });
  const admin = requireArea('backup');
  const tags = ['backup'];

  if (app.env.BACKUP_INTERVAL_HOURS) {
    let stop: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stop = await startBackupSchedule(
        app.jobs,
        service,
        app.env,
        app.log.child({ module: 'backup' }),
      );
    });
    app.addHook('onClose', async () => stop?.());
  }

  app.get(
    '/destination',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          "Where POST /database writes: 's3' (the backup bucket) or 'local' (DATA_DIR/backups)",
        response: { 200: BackupDestinationSchema, ...errorResponses(401, 403) },
      },
    },
    () => ({ kind: backupDestinationKind(app.env) }),
  );

  app.post(
    '/database',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          'Writes a full backup archive (rows, audio files, manifest) to the backup bucket when ' +
          'S3 is configured, else under DATA_DIR/backups; answers where it went',
        response: { 200: BackupResultSchema, ...errorResponses(401, 403, 409, 500, 503) },
      },
    },
    async () => {
      const { path } = await service.toDestination();
      return { path };
    },
  );

  app.get(
    '/download',
    {
      onRequest: admin,
      // Who took a copy of the whole database is worth a line in the audit log.
      config: { audit: { action: 'download' } },
      // Already gzip: compressing it again would only cost CPU.
      compress: false,
      schema: {
        tags,
        summary:
          'Streams a fresh backup archive (.tar.gz) as a download named ' +
          '<site>-backup-<UTC yyyy-mm-dd-HHMMss>.tar.gz',
        response: {
          200: z.any().describe('application/gzip: the archive'),
          ...errorResponses(401, 403, 409, 500),
        },
      },
    },
    async (_request, reply) => {
      const backup = await service.start();
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${backup.fileName}"`)
        .header('cache-control', 'no-store')
        .send(backup.stream);
    },
  );
};
