import { mkdtempSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import { verifyArchive, type ArchiveSource } from '@server/backup/archive-reader';
import { restoreArchive } from '@server/backup/restore';
import { LocalStorage } from '@server/storage/local-storage';
import { s3ClientConfig } from '@server/storage/s3-storage';
import { fileSource } from '@server/test/backup-archives';
import { seedEverything, snapshotTables, storedBytes } from '@server/test/backup-fixtures';
import { openTestDatabase } from '@server/test/databases';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import { startTestS3 } from '@server/test/s3rver';
import { buildApp } from '@server/app';
import { BACKUP_QUEUE, scheduledBackup } from './backup-schedule';
import { BackupService } from './backup.service';

const s3 = await startTestS3();
await Promise.all(['audio', 'backups', 'restored'].map((b) => s3.createBucket(b)));
const scratch = mkdtempSync(join(tmpdir(), 'maneno-backup-api-'));
afterAll(async () => {
  await s3.stop();
  await rm(scratch, { recursive: true, force: true });
});

const NAME = /^maneno-backup-\d{4}-\d\d-\d\d-\d{6}(-\d+)?\.tar\.gz$/;
const s3Env = {
  S3_ENDPOINT: s3.endpoint,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};

describeWithApp('Backup API', (ctx) => {
  it('is for admins: 401 anonymous, 403 editors and contributors', async () => {
    for (const [method, url] of [
      ['POST', '/api/backup/database'],
      ['GET', '/api/backup/download'],
      ['GET', '/api/backup/destination'],
    ] as const) {
      const anonymous = await send(ctx.app, method, url, null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      for (const role of ['editor', 'contributor'] as const) {
        const refused = await send(ctx.app, method, url, await ctx.as(role));
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
  });

  it('writes the archive under DATA_DIR/backups and answers its path', async () => {
    const admin = await ctx.as('admin');
    const destination = await send(ctx.app, 'GET', '/api/backup/destination', admin);
    expect(destination.json()).toEqual({ kind: 'local' });
    await seedEverything(ctx.database.db, ctx.app.storage);
    const res = await send(ctx.app, 'POST', '/api/backup/database', await ctx.as('admin'));
    expect(res.statusCode).toBe(200);
    const { path } = res.json<{ path: string }>();
    expect(path.startsWith(join(ctx.env.DATA_DIR, 'backups'))).toBe(true);
    expect(basename(path)).toMatch(NAME);
    const manifest = await verifyArchive(fileSource(path));
    expect(manifest.files).toHaveLength(4);
    // No temporary file or spool left beside it.
    const left = await readdir(join(ctx.env.DATA_DIR, 'backups'));
    expect(left.filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('streams a fresh archive as a dated download, which restores', async () => {
    const seeded = await seedEverything(ctx.database.db, ctx.app.storage);
    const admin = await ctx.as('admin');
    const before = await snapshotTables(ctx.database.db);
    const res = await send(ctx.app, 'GET', '/api/backup/download', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    const disposition = /^attachment; filename="(.+)"$/.exec(
      String(res.headers['content-disposition']),
    );
    expect(disposition?.[1]).toMatch(NAME);
    const path = join(scratch, `download-${ctx.kind}.tar.gz`);
    await writeFile(path, res.rawPayload);

    const target = await openTestDatabase(ctx.kind, ctx.kind === 'postgres' ? 'target' : '');
    const storage = new LocalStorage(await mkdtemp(join(scratch, 'target-')));
    try {
      const manifest = await verifyArchive(fileSource(path));
      await restoreArchive(fileSource(path), manifest, { database: target, storage });
      expect(await snapshotTables(target.db)).toEqual(before);
      expect(await storedBytes(storage, seeded.audioUrls)).toEqual(
        await storedBytes(ctx.app.storage, seeded.audioUrls),
      );
    } finally {
      await target.close();
    }
  });

  it('takes one backup at a time: a second one meanwhile is refused with 409', async () => {
    await seedEverything(ctx.database.db, ctx.app.storage);
    const admin = await ctx.as('admin');
    // Both in English: either may be the one refused, and its message must be read in one language.
    const answers = await Promise.all([
      send(ctx.app, 'POST', '/api/backup/database', admin, undefined, 'en'),
      send(ctx.app, 'POST', '/api/backup/database', admin, undefined, 'en'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      message: 'A backup is already running. Wait for it to finish, then try again.',
    });
    // Once it is done, the next one runs.
    expect((await send(ctx.app, 'POST', '/api/backup/database', admin)).statusCode).toBe(200);
  });
});

/** Reads s3://bucket/key as the restore command does. */
function s3Source(path: string): ArchiveSource {
  const [, bucket, key] = /^s3:\/\/([^/]+)\/(.+)$/.exec(path)!;
  return async () => {
    const client = new S3Client(
      s3ClientConfig({
        ...s3Env,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
      }),
    );
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const body = object.Body as Readable;
    body.once('close', () => client.destroy());
    return body;
  };
}

describeWithApp(
  'Backup API with S3',
  (ctx) => {
    it('uploads the archive to the backup bucket, which restores into other S3 storage', async () => {
      const seeded = await seedEverything(ctx.database.db, ctx.app.storage);
      expect(ctx.app.storage.kind).toBe('s3');
      const admin = await ctx.as('admin');
      const destination = await send(ctx.app, 'GET', '/api/backup/destination', admin);
      expect(destination.json()).toEqual({ kind: 's3' });
      const before = await snapshotTables(ctx.database.db);
      const res = await send(ctx.app, 'POST', '/api/backup/database', admin);
      expect(res.statusCode).toBe(200);
      const { path } = res.json<{ path: string }>();
      expect(path).toMatch(/^s3:\/\/backups\/backups\/maneno-backup-[-\d]+\.tar\.gz$/);

      const source = s3Source(path);
      const manifest = await verifyArchive(source);
      expect(manifest.storageKind).toBe('s3');
      const target = await openTestDatabase(ctx.kind, ctx.kind === 'postgres' ? 'target' : '');
      const storage = s3.storage({ bucket: 'restored', prefix: 'copy/' });
      try {
        const summary = await restoreArchive(source, manifest, { database: target, storage });
        expect(summary.files).toBe(4);
        expect(summary.urlsRewritten).toBe(5);
        // Same rows, the audio addresses now the target bucket's for the same keys.
        const moved = JSON.stringify(await snapshotTables(target.db));
        expect(moved).not.toContain('/audio/audio/');
        const back = moved.replaceAll(
          `${s3.endpoint}/restored/copy/audio/`,
          `${s3.endpoint}/audio/audio/`,
        );
        expect(JSON.parse(back)).toEqual(before);
        expect(
          await storedBytes(
            storage,
            seeded.audioUrls.map((u) => storage.urlFor(ctx.app.storage.fileKeyOf(u)!)),
          ),
        ).toEqual(await storedBytes(ctx.app.storage, seeded.audioUrls));
      } finally {
        await storage.close();
        await target.close();
      }
    });

    it('restores a downloaded copy into local storage, addresses rewritten', async () => {
      const seeded = await seedEverything(ctx.database.db, ctx.app.storage);
      const res = await send(ctx.app, 'GET', '/api/backup/download', await ctx.as('admin'));
      expect(res.statusCode).toBe(200);
      const path = join(scratch, `s3-download-${ctx.kind}.tar.gz`);
      await writeFile(path, res.rawPayload);
      const target = await openTestDatabase(ctx.kind, ctx.kind === 'postgres' ? 'target' : '');
      const storage = new LocalStorage(await mkdtemp(join(scratch, 'target-')));
      try {
        const manifest = await verifyArchive(fileSource(path));
        await restoreArchive(fileSource(path), manifest, { database: target, storage });
        const [word] = await queryRows<{ audio_url: string; audio_url2: string }>(
          target.db,
          sql`select audio_url, audio_url2 from local_words where audio_url is not null`,
        );
        expect(word!.audio_url).toMatch(/^\/api\/audio\/files\/[0-9a-f-]+\.wav$/);
        const localUrls = seeded.audioUrls.map((u) =>
          storage.urlFor(ctx.app.storage.fileKeyOf(u)!),
        );
        expect(await storedBytes(storage, localUrls)).toEqual(
          await storedBytes(ctx.app.storage, seeded.audioUrls),
        );
      } finally {
        await target.close();
      }
    });
  },
  { ...s3Env, S3_BUCKET: 'audio', BACKUP_S3_BUCKET: 'backups' },
);

describeWithApp(
  'Backup API, backup bucket unreachable',
  (ctx) => {
    it('answers 503 with a message, leaving no object behind', async () => {
      const res = await send(
        ctx.app,
        'POST',
        '/api/backup/database',
        await ctx.as('admin'),
        undefined,
        'en',
      );
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'INTERNAL',
        message:
          'The backup could not be written to its destination (S3). Check the backup storage settings and try again.',
      });
      // The process can take the next one.
      const again = await send(ctx.app, 'POST', '/api/backup/database', await ctx.as('admin'));
      expect(again.statusCode).toBe(503);
    });
  },
  { ...s3Env, BACKUP_S3_BUCKET: 'no-such-bucket' },
);

const scheduleDir = mkdtempSync(join(tmpdir(), 'maneno-backup-schedule-'));
describeWithApp(
  'Scheduled backups',
  (ctx) => {
    it('stores one schedule in pg-boss, however many instances start with it', async () => {
      // A second instance on the same database (PostgreSQL's multi-instance case).
      const second =
        ctx.kind === 'postgres'
          ? await buildApp({ env: ctx.env, database: ctx.database, logger: false })
          : null;
      await second?.ready();
      await second?.close();
      expect(await ctx.app.jobs.schedules(BACKUP_QUEUE)).toEqual([
        expect.objectContaining({
          name: BACKUP_QUEUE,
          kind: 'rrule',
          cron: 'FREQ=HOURLY;INTERVAL=6',
          timezone: 'UTC',
        }),
      ]);
    });

    it('takes a backup at each run and keeps the last BACKUP_KEEP', async () => {
      await seedEverything(ctx.database.db, ctx.app.storage);
      const service = new BackupService({
        database: ctx.database,
        storage: ctx.app.storage,
        env: ctx.env,
        log: ctx.app.log,
      });
      const run = scheduledBackup(service, ctx.env, ctx.app.log);
      const job = {
        id: 'scheduled',
        data: {},
        retryCount: 0,
        retryLimit: 3,
        signal: new AbortController().signal,
      };
      const archives = async () =>
        (await readdir(join(ctx.env.DATA_DIR, 'backups'))).filter((n) => NAME.test(n));
      await run(job);
      const [first] = await archives();
      await run(job);
      const kept = await archives();
      expect(kept).toHaveLength(1);
      expect(kept[0]).not.toBe(first);
    });
  },
  { DATA_DIR: scheduleDir, BACKUP_INTERVAL_HOURS: '6', BACKUP_KEEP: '1' },
);
afterAll(() => rm(scheduleDir, { recursive: true, force: true }));
