import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBackupArchive } from '@server/backup/archive-writer';
import { localBackupDir } from '@server/backup/destinations';
import { STORED_FILES_LOCK_KEY, withAdvisoryLock } from '@server/db/advisory-lock';
import type { Database } from '@server/db/client';
import { wordForms } from '@server/db/schema/words';
import { LocalStorage } from '@server/storage/local-storage';
import { holdRemovals } from '@server/storage/removal-hold';
import type { Storage } from '@server/storage/storage';
import { removeQuietly } from '@server/storage/uploads';
import { wavTone } from '@server/test/audio-fixtures';
import { openTestDatabase, testDatabaseKinds, truncateAll } from '@server/test/databases';
import { buildExpression, buildWord } from '@server/test/factories';
import { startTestS3 } from '@server/test/s3rver';
import { sweepLeftovers, type SweepReport } from './leftover-sweep';

const HOUR = 3600_000;
const twoHoursAgo = () => new Date(Date.now() - 2 * HOUR);

const s3 = await startTestS3();
await s3.createBucket('sweep-audio');
const scratch = await mkdtemp(join(tmpdir(), 'maneno-sweep-'));
afterAll(async () => {
  await s3.stop();
  await rm(scratch, { recursive: true, force: true });
});

/** A logger that keeps what was logged at info level. */
function recordingLog() {
  const lines: { fields: unknown; message: string }[] = [];
  const log = {
    info: (fields: unknown, message?: string) =>
      lines.push(
        typeof fields === 'string'
          ? { fields: {}, message: fields }
          : { fields, message: message! },
      ),
    warn: () => {},
    error: () => {},
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

interface Subject {
  storage: Storage;
  /** Makes a stored file two hours old, by its own modification time. */
  age(url: string): Promise<void>;
}

let counter = 0;
const subjects: [string, () => Promise<Subject>][] = [
  [
    'local disk',
    async () => {
      const storage = new LocalStorage(join(scratch, `local-${++counter}`));
      return {
        storage,
        async age(url) {
          const name = storage.fileKeyOf(url)!.slice('audio/'.length);
          await utimes(join(storage.directory, name), twoHoursAgo(), twoHoursAgo());
        },
      };
    },
  ],
  [
    's3 (s3rver)',
    async () => {
      // One listing page: s3rver's continuation tokens are DES-encrypted, which Node 20's
      // OpenSSL 3 no longer offers, so it fails any listing that needs a second page.
      const prefix = `site-${++counter}/`;
      const storage = s3.storage({ bucket: 'sweep-audio', prefix });
      return {
        storage,
        age: (url) =>
          s3.setLastModified('sweep-audio', prefix + storage.fileKeyOf(url)!, twoHoursAgo()),
      };
    },
  ],
];

describe.each(testDatabaseKinds)('leftover sweep [%s]', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());
  beforeEach(() => truncateAll(database));

  describe.each(subjects)('of stored audio on %s', (_label, make) => {
    let subject: Subject;
    let dataDir: string;
    beforeAll(async () => {
      subject = await make();
      dataDir = await mkdtemp(join(scratch, 'data-'));
      return () => subject.storage.close();
    });

    const put = () => subject.storage.put(wavTone(), 'audio/wav', 'wav');
    const keysStored = async () => {
      const keys: string[] = [];
      for await (const file of subject.storage.list()) keys.push(file.fileKey);
      return keys.sort();
    };

    it('removes old files no row points at; keeps those rows point at, newer ones and held ones', async () => {
      const { storage } = subject;
      const db = database.db;
      const [word1, word2, deletedWord, expression1, expression2, deletedExpression, form] =
        await Promise.all(Array.from({ length: 7 }, put));
      const [otherAddress, held, orphan1, orphan2, fresh] = await Promise.all(
        Array.from({ length: 5 }, put),
      );

      const word = await buildWord(db, { audioUrl: word1!.url, audioUrl2: word2!.url });
      // Deleted rows keep their files: a restore brings them back whole.
      await buildWord(db, { audioUrl: deletedWord!.url, isDeleted: true });
      await buildExpression(db, [word.id], {
        audio1Url: expression1!.url,
        audio2Url: expression2!.url,
      });
      await buildExpression(db, [word.id], { audio1Url: deletedExpression!.url, isDeleted: true });
      await db.insert(wordForms).values({
        localWordId: word.id,
        position: 1,
        kind: 'plural',
        form: 'x',
        audioUrl: form!.url,
      });
      // A row may hold the file's address in another form (written under another endpoint or
      // storage kind, before a restore rewrote it): its generated name still names the file.
      const name = otherAddress!.url.slice(otherAddress!.url.lastIndexOf('/') + 1);
      await buildWord(db, { audioUrl: `https://old-storage.example/audio/${name}` });
      // A backup of this process still has to copy `held`, whose row changed after its snapshot.
      const release = holdRemovals(storage);
      const { log, lines } = recordingLog();
      await removeQuietly({ storage, log }, [held!.url]);

      // Everything is two hours old but `fresh`, which may be an upload whose row is on its way.
      for (const file of [word1, word2, deletedWord, expression1, expression2, deletedExpression]) {
        await subject.age(file!.url);
      }
      for (const file of [form, otherAddress, held, orphan1, orphan2]) await subject.age(file!.url);

      const report = await sweepLeftovers({ database, storage, dataDir, log });

      const key = (url: string) => storage.fileKeyOf(url)!;
      const orphans = [key(orphan1!.url), key(orphan2!.url)].sort();
      expect(report.orphans.sort()).toEqual(orphans);
      expect(report.orphansSkipped).toBe(false);
      expect(await keysStored()).toEqual(
        [
          word1,
          word2,
          deletedWord,
          expression1,
          expression2,
          deletedExpression,
          form,
          otherAddress,
          held,
          fresh,
        ]
          .map((f) => key(f!.url))
          .sort(),
      );
      // What was removed is logged: how many, and which.
      const logged = lines.find((l) => l.message === 'leftovers removed');
      expect(logged?.fields).toMatchObject({ count: 2 });
      expect((logged?.fields as SweepReport).orphans.sort()).toEqual(orphans);

      // Once the backup lets go, the held file goes as removeQuietly asked.
      await removeQuietly({ storage, log }, release());
      expect(await storage.stat(key(held!.url))).toBeNull();
    });

    it.runIf(kind === 'postgres')(
      'leaves stored files alone while a restore holds the lock',
      async () => {
        const { storage } = subject;
        const orphan = await put();
        await subject.age(orphan.url);
        const { log } = recordingLog();
        // A restore in another session (its CLI) writes files before its rows commit.
        const report = await withAdvisoryLock(database, STORED_FILES_LOCK_KEY, () =>
          sweepLeftovers({ database, storage, dataDir, log }),
        );
        expect(report.orphansSkipped).toBe(true);
        expect(await storage.stat(storage.fileKeyOf(orphan.url)!)).not.toBeNull();

        // (The previous test's files, whose rows are gone, go too.)
        const after = await sweepLeftovers({ database, storage, dataDir, log });
        expect(after.orphans).toContain(storage.fileKeyOf(orphan.url));
      },
    );
  });

  it('removes old temporary files, backup spools and partial archives; keeps the rest', async () => {
    const dataDir = await mkdtemp(join(scratch, 'data-'));
    const storage = new LocalStorage(dataDir);
    const backups = localBackupDir(dataDir);
    await mkdir(storage.directory, { recursive: true });
    await mkdir(backups, { recursive: true });
    const old = async (path: string) => utimes(path, twoHoursAgo(), twoHoursAgo());

    const oldTmp = '.3f1c0d3e-8a9b-4c2d-9e1f-0a1b2c3d4e5f.tmp';
    const newTmp = '.0b1c0d3e-8a9b-4c2d-9e1f-0a1b2c3d4e5f.tmp';
    const stranger = 'notes.txt';
    for (const name of [oldTmp, newTmp, stranger]) {
      await writeFile(join(storage.directory, name), 'x');
    }
    await old(join(storage.directory, oldTmp));
    await old(join(storage.directory, stranger));

    // A spool is every row in plain text: an old one goes whole, a young one stays.
    const oldSpool = '.spool-AbC123';
    const newSpool = '.spool-xYz789';
    for (const spool of [oldSpool, newSpool]) {
      await mkdir(join(backups, spool));
      await writeFile(join(backups, spool, 'users.jsonl'), '{"password_hash":"$argon2id$..."}\n');
    }
    await old(join(backups, oldSpool, 'users.jsonl'));
    await old(join(backups, oldSpool));
    // A spool whose folder is old but whose rows are still being written is in use.
    const writingSpool = '.spool-Wr1t1n';
    await mkdir(join(backups, writingSpool));
    await writeFile(join(backups, writingSpool, 'words.jsonl'), '{}\n');
    await old(join(backups, writingSpool));

    const oldPartial = '.5e1c0d3e-8a9b-4c2d-9e1f-0a1b2c3d4e5f.partial';
    const newPartial = '.6e1c0d3e-8a9b-4c2d-9e1f-0a1b2c3d4e5f.partial';
    const archive = 'maneno-backup-2026-01-01-000000.tar.gz';
    for (const name of [oldPartial, newPartial, archive]) await writeFile(join(backups, name), 'x');
    await old(join(backups, oldPartial));
    await old(join(backups, archive));

    const { log, lines } = recordingLog();
    const report = await sweepLeftovers({ database, storage, dataDir, log });

    expect(report).toEqual({
      temporary: [oldTmp],
      orphans: [],
      spools: [oldSpool],
      partials: [oldPartial],
      orphansSkipped: false,
    });
    expect((await readdir(storage.directory)).sort()).toEqual([newTmp, stranger].sort());
    expect((await readdir(backups)).sort()).toEqual(
      [newSpool, writingSpool, newPartial, archive].sort(),
    );
    expect(lines.find((l) => l.message === 'leftovers removed')?.fields).toMatchObject({
      count: 3,
      temporary: [oldTmp],
      spools: [oldSpool],
      partials: [oldPartial],
    });
  });

  it('removes nothing once the data directory is no longer this process’s', async () => {
    const dataDir = await mkdtemp(join(scratch, 'data-'));
    const storage = new LocalStorage(dataDir);
    const { url } = await storage.put(wavTone(), 'audio/wav', 'wav');
    const name = storage.fileKeyOf(url)!.slice('audio/'.length);
    await utimes(join(storage.directory, name), twoHoursAgo(), twoHoursAgo());
    const spool = join(localBackupDir(dataDir), '.spool-AbC123');
    await mkdir(spool, { recursive: true });
    await utimes(spool, twoHoursAgo(), twoHoursAgo());

    const sweep = sweepLeftovers({
      database,
      storage,
      dataDir,
      log: recordingLog().log,
      ownsDataDir: () => false,
    });
    await expect(sweep).rejects.toThrow(/no longer this process/);
    expect(await readdir(storage.directory)).toEqual([name]);
    expect(await readdir(localBackupDir(dataDir))).toEqual(['.spool-AbC123']);
  });

  it('keeps the spool of a backup that runs for more than an hour', async () => {
    const dataDir = await mkdtemp(join(scratch, 'data-'));
    const storage = new LocalStorage(dataDir);
    // Incompressible audio, more than the streams buffer: the archive waits for its reader
    // before it reads its spooled rows.
    const { url } = await storage.put(randomBytes(4 * 1024 * 1024), 'audio/wav', 'wav');
    await buildWord(database.db, { audioUrl: url });
    const spoolDir = localBackupDir(dataDir);
    const archive = await createBackupArchive({ database, storage, spoolDir, spoolTouchMs: 20 });

    // An hour and more later (as the spool's times say), the backup is still streaming.
    const [spool] = await readdir(spoolDir);
    for (const name of await readdir(join(spoolDir, spool!))) {
      await utimes(join(spoolDir, spool!, name), twoHoursAgo(), twoHoursAgo());
    }
    await utimes(join(spoolDir, spool!), twoHoursAgo(), twoHoursAgo());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const report = await sweepLeftovers({ database, storage, dataDir, log: recordingLog().log });
    expect(report.spools).toEqual([]);

    for await (const chunk of archive.stream) void chunk;
    const manifest = await archive.done;
    expect(manifest.files).toHaveLength(1);
    expect(await readdir(spoolDir)).toEqual([]);
  });
});
