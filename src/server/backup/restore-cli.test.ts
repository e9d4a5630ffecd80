import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@server/auth/password';
import { SecretBox } from '@server/auth/secret-box';
import { openPgliteDir, type Database } from '@server/db/client';
import { lockDataDir } from '@server/db/data-dir-lock';
import { recoveryCodes, users } from '@server/db/schema/users';
import { secretContext } from '@server/modules/auth/two-factor.service';
import { insertUser } from '@server/modules/users/users.repository';
import { LocalStorage } from '@server/storage/local-storage';
import { backupToFile, rewriteArchive } from '@server/test/backup-archives';
import { seedEverything, snapshotTables, storedBytes } from '@server/test/backup-fixtures';
import { openTestDatabase } from '@server/test/databases';
import { bundledEntry } from '@server/test/entry-bundle';
import { TEST_PASSWORD } from '@server/test/harness';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../..');

/**
 * Runs `npm run restore`'s script as a person would, in a clean environment: its sources bundled
 * once for the file (entry-bundle.ts), rather than compiled by tsx again for each of the runs
 * below; `viaTsx` runs it as the npm script does, tsx and all.
 */
async function restore(args: string[], dataDir: string, { viaTsx = false } = {}) {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  try {
    const cli = viaTsx
      ? ['--import', 'tsx', 'src/server/backup/restore-cli.ts']
      : [bundledEntry('src/server/backup/restore-cli.ts')];
    const { stdout, stderr } = await run(process.execPath, [...cli, ...args], { env, cwd: root });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('npm run restore', () => {
  let scratch: string;
  let source: Database;
  let storage: LocalStorage;
  let archive: string;
  let audioUrls: string[];
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'maneno-restore-cli-'));
    source = await openTestDatabase('pglite');
    storage = new LocalStorage(join(scratch, 'source'));
    ({ audioUrls } = await seedEverything(source.db, storage));
    archive = join(scratch, 'backup.tar.gz');
    await backupToFile({ database: source, storage, spoolDir: join(scratch, 'spool') }, archive);
  });
  afterAll(async () => {
    await source?.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('restores into a fresh data directory, then refuses it without --force', async () => {
    const dataDir = join(scratch, 'fresh');
    const first = await restore([archive], dataDir);
    expect(first.out).toMatch(/every checksum matches/);
    expect(first.out).toMatch(/Restored into PGlite in .*fresh, local storage/);
    expect(first.out).toMatch(/\d+ tables, \d+ rows/);
    expect(first.out).toMatch(/4 files written/);
    expect(first.code).toBe(0);

    const again = await restore([archive], dataDir);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/Restore refused: The target database is not empty/);
    expect((await restore([archive, '--force'], dataDir)).code).toBe(0);

    const restored = await openPgliteDir(dataDir);
    try {
      expect(await snapshotTables(restored.db)).toEqual(await snapshotTables(source.db));
    } finally {
      await restored.close();
    }
    expect(await storedBytes(new LocalStorage(dataDir), audioUrls)).toEqual(
      await storedBytes(storage, audioUrls),
    );
  }, 60_000);

  it('refuses while an app holds the data directory, and refuses a corrupt archive', async () => {
    const dataDir = join(scratch, 'busy');
    const lock = lockDataDir(dataDir);
    try {
      const busy = await restore([archive], dataDir);
      expect(busy.code).toBe(1);
      expect(busy.out).toMatch(/Restore refused: Another Maneno process is already using/);
    } finally {
      lock.release();
    }
    const corrupt = join(scratch, 'corrupt.tar.gz');
    await rewriteArchive(archive, corrupt, (name, data) =>
      name.startsWith('tables/users')
        ? Buffer.from(data.toString().replace('admin', 'admim'))
        : data,
    );
    const refused = await restore([corrupt], join(scratch, 'other'));
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/users.jsonl does not match its checksum/);
    expect(await readdir(scratch)).not.toContain('other');
    // The npm script's own way (tsx) loads the whole of it too.
    expect((await restore([], dataDir, { viaTsx: true })).out).toMatch(/Usage: npm run restore/);
  }, 60_000);

  it('refuses two-factor secrets this key cannot read, unless forced, which turns them off', async () => {
    const key = randomBytes(32);
    const origin = await openTestDatabase('pglite');
    const secretArchive = join(scratch, 'two-factor.tar.gz');
    let stored: string;
    try {
      const user = await insertUser(origin.db, {
        email: 'otp@example.org',
        passwordHash: await hashPassword(TEST_PASSWORD),
        role: 'admin',
      });
      stored = new SecretBox(key).encrypt('JBSWY3DPEHPK3PXP', secretContext(user.id));
      await origin.db
        .update(users)
        .set({ twoFactorEnabled: true, totpSecret: stored })
        .where(eq(users.id, user.id));
      await origin.db.insert(recoveryCodes).values({ userId: user.id, codeHash: 'h' });
      await backupToFile(
        { database: origin, storage, spoolDir: join(scratch, 'spool-otp') },
        secretArchive,
      );
    } finally {
      await origin.close();
    }
    const account = async (dataDir: string) => {
      const restored = await openPgliteDir(dataDir);
      try {
        const [row] = await restored.db.select().from(users);
        const codes = await restored.db.select().from(recoveryCodes);
        return { enabled: row!.twoFactorEnabled, secret: row!.totpSecret, codes: codes.length };
      } finally {
        await restored.close();
      }
    };

    // A fresh data directory has no key yet: refused, with what to do, and nothing created.
    const refused = await restore([secretArchive], join(scratch, 'no-key'));
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(
      /Restore refused: The backup holds two-factor secrets of 1 account\(s\) \(otp@example.org\)/,
    );
    expect(refused.out).toMatch(/Copy that instance's secret.key into .*no-key/);
    expect(await readdir(scratch)).not.toContain('no-key');
    // (With the key there, nothing is refused: two-factor-secrets.test.ts and secret-box.test.ts.)

    // Forced under another key: the account signs in with its password and enrols again.
    const forced = await restore([secretArchive, '--force'], join(scratch, 'forced'));
    expect(forced.code).toBe(0);
    expect(forced.out).toMatch(/Two-factor sign-in turned off for otp@example.org/);
    expect(await account(join(scratch, 'forced'))).toEqual({
      enabled: false,
      secret: null,
      codes: 0,
    });
  }, 60_000);
});
