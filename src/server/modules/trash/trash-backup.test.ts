import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { verifyArchive } from '@server/backup/archive-reader';
import { restoreArchive } from '@server/backup/restore';
import { LocalStorage } from '@server/storage/local-storage';
import { wavTone } from '@server/test/audio-fixtures';
import { backupToFile, fileSource } from '@server/test/backup-archives';
import { openTestDatabase } from '@server/test/databases';
import { buildLanguage, buildWord } from '@server/test/factories';
import { describeWithApp, TEST_PASSWORD, testEnv } from '@server/test/harness';
import { send } from '@server/test/http';

const scratch = await mkdtemp(join(tmpdir(), 'maneno-trash-backup-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** A backup holds the trash: restored elsewhere, its items are listed and can be restored. */
describeWithApp('trash in backups', (ctx) => {
  it('keeps the trash through a backup and its restore, recordings included', async () => {
    const db = ctx.database.db;
    const language = await buildLanguage(db, { name: 'Kikongo' });
    const { url } = await ctx.app.storage.put(wavTone(), 'audio/wav', 'wav');
    const word = await buildWord(db, { languageId: language.id, audioUrl: url });
    const admin = await ctx.createUser({ role: 'admin', email: 'archiviste@example.org' });
    const cookie = await ctx.signIn(admin.email);
    const deleted = await send(ctx.app, 'DELETE', `/api/languages/${language.id}`, cookie, {
      confirmName: 'Kikongo',
    });
    expect(deleted.statusCode).toBe(204);
    const trashBefore = (await send(ctx.app, 'GET', '/api/trash', cookie)).json();

    const path = join(scratch, 'with-trash.tar.gz');
    const manifest = await backupToFile(
      { database: ctx.database, storage: ctx.app.storage, spoolDir: join(scratch, 'spool') },
      path,
    );
    expect(manifest.tables.find((t) => t.name === 'trash_items')?.rows).toBe(1);
    // The trashed word's recording is in the archive, for the restore of the language.
    expect(manifest.files.map((f) => f.key)).toContain(ctx.app.storage.fileKeyOf(url));

    const target = await openTestDatabase(ctx.kind, ctx.kind === 'postgres' ? 'trash' : '');
    const dataDir = await mkdtemp(join(scratch, 'target-'));
    const storage = new LocalStorage(dataDir);
    const app = await buildApp({
      env: testEnv({ DATA_DIR: dataDir }),
      database: target,
      storage,
      logger: false,
    });
    try {
      await restoreArchive(fileSource(path), await verifyArchive(fileSource(path)), {
        database: target,
        storage,
      });
      await app.ready();
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin.email, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const session = login.cookies.find((c) => c.name === 'maneno_session')!;
      const there = `${session.name}=${session.value}`;

      expect((await send(app, 'GET', '/api/trash', there)).json()).toEqual(trashBefore);
      const [item] = trashBefore as { id: number }[];
      expect((await send(app, 'GET', `/api/words/${word.id}`, null)).statusCode).toBe(404);
      const restored = await send(app, 'POST', `/api/trash/${item!.id}/restore`, there);
      expect(restored.statusCode).toBe(204);
      expect((await send(app, 'GET', `/api/words/${word.id}`, null)).statusCode).toBe(200);
      const file = await send(app, 'GET', url, null);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(wavTone())).toBe(true);
    } finally {
      await app.close();
      await target.close();
    }
    // A second database and app on a shared machine.
  }, 120_000);
});
