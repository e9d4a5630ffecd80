// `npm run restore -- <archive> [--force]` (decision 018): restores a backup archive (a file, or
// s3://bucket/key read with the S3_* settings) into the database and storage this environment
// names (DATABASE_URL or DATA_DIR; S3_BUCKET or DATA_DIR/uploads), after migrating it. The
// archive is read once whole and checked first; a refused archive leaves the target untouched.
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { openDatabase } from '@server/db/client';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '@server/db/data-dir-lock';
import { runMigrations } from '@server/db/migrate';
import { EncryptionKeyError, existingEncryptionKey, KEY_FILE_NAME } from '@server/auth/secret-box';
import { EnvError, parseEnv, type Env } from '@server/env';
import { createStorage } from '@server/storage/create-storage';
import { s3ClientConfig } from '@server/storage/s3-storage';
import { ArchiveRefusedError, verifyArchive, type ArchiveSource } from './archive-reader';
import { restoreArchive } from './restore';
import {
  turnOffTwoFactor,
  unreadableSecrets,
  unreadableSecretsMessage,
  usersTableCollector,
} from './two-factor-secrets';

const USAGE = 'Usage: npm run restore -- <archive.tar.gz | s3://bucket/key> [--force]';

/** Opens the archive from its start, each time it is asked (the restore reads it twice). */
async function archiveSource(location: string, env: Env): Promise<ArchiveSource> {
  const s3 = /^s3:\/\/([^/]+)\/(.+)$/.exec(location);
  if (!s3) {
    const info = await stat(location).catch(() => null);
    if (!info?.isFile()) throw new ArchiveRefusedError(`No archive file at ${location}.`);
    return async () => createReadStream(location);
  }
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new ArchiveRefusedError(
      'Reading from s3:// needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.',
    );
  }
  const client = new S3Client(
    s3ClientConfig({
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    }),
  );
  return async () => {
    const object = await client.send(new GetObjectCommand({ Bucket: s3[1], Key: s3[2] }));
    return object.Body as Readable;
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [location, ...extra] = parsed.positionals;
  if (!location || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  let lock: DataDirLock | undefined;
  try {
    const env = parseEnv();
    const source = await archiveSource(location, env);
    console.log(`Checking ${location}...`);
    const archivedUsers = usersTableCollector();
    const manifest = await verifyArchive(source, archivedUsers.onTableChunk);
    console.log(
      `  format ${manifest.formatVersion}, app ${manifest.appVersion}, migration ` +
        `${manifest.migration.count}, taken ${new Date(manifest.createdAt).toISOString()} ` +
        `from ${manifest.databaseKind} with ${manifest.storageKind} storage: every checksum matches.`,
    );
    const unreadable = unreadableSecrets(archivedUsers.rows(), existingEncryptionKey(env));
    if (unreadable.length > 0 && !parsed.values.force) {
      const hint = env.ENCRYPTION_KEY
        ? "Set ENCRYPTION_KEY to that instance's key."
        : `Copy that instance's ${KEY_FILE_NAME} into ${env.DATA_DIR} (or set ENCRYPTION_KEY to its key).`;
      throw new ArchiveRefusedError(unreadableSecretsMessage(unreadable, hint));
    }
    lock = env.DATABASE_URL ? undefined : lockDataDir(env.DATA_DIR);
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    const storage = createStorage(env);
    try {
      await runMigrations(database);
      const summary = await restoreArchive(source, manifest, {
        database,
        storage,
        force: parsed.values.force,
      });
      // Forced past unreadable secrets: those accounts enrol again rather than being locked out.
      await turnOffTwoFactor(
        database.db,
        unreadable.map((a) => a.id),
      );
      const target = env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`;
      console.log(
        [
          `Restored into ${target}, ${storage.kind === 's3' ? 'S3' : 'local'} storage:`,
          `  ${summary.tables} tables, ${summary.rows} rows`,
          `  ${summary.files} files written` +
            (summary.filesKept > 0 ? `, ${summary.filesKept} already there` : '') +
            (summary.urlsRewritten > 0
              ? `, ${summary.urlsRewritten} audio addresses rewritten for this storage`
              : ''),
          `  ${mb(summary.bytes)} in ${(summary.ms / 1000).toFixed(1)} s`,
          '  Sessions are not restored: everyone signs in again.',
          ...(unreadable.length > 0
            ? [
                `  Two-factor sign-in turned off for ${unreadable.map((a) => a.email).join(', ')}: ` +
                  'their secrets could not be read with this encryption key.',
              ]
            : []),
        ].join('\n'),
      );
    } finally {
      await storage.close();
      await database.close();
    }
    return 0;
  } catch (error) {
    if (
      error instanceof ArchiveRefusedError ||
      error instanceof EnvError ||
      error instanceof DataDirLockedError ||
      error instanceof EncryptionKeyError
    ) {
      console.error(`Restore refused: ${error.message}`);
      return 1;
    }
    console.error('Restore failed; the target was left as it was.', error);
    return 1;
  } finally {
    lock?.release();
  }
}

process.exitCode = await main(process.argv.slice(2));
