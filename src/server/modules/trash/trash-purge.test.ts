import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { languages } from '@server/db/schema/languages';
import { trashItems } from '@server/db/schema/trash';
import { auditLog } from '@server/db/schema/users';
import { localWords } from '@server/db/schema/words';
import { sweepLeftovers } from '@server/maintenance/leftover-sweep';
import {
  TRASH_PURGE_QUEUE,
  TRASH_PURGE_RECURRENCE,
} from '@server/maintenance/trash-purge-schedule';
import type { LocalStorage } from '@server/storage/local-storage';
import { wavTone } from '@server/test/audio-fixtures';
import { buildExpression, buildLanguage, buildWord } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import { TRASH_RETENTION_MS } from '@shared/schemas/trash';
import { purgeExpiredTrash, type TrashDeps } from './trash.service';

const DAY = 24 * 3600_000;

/**
 * What stays in the trash and for how long (decision 032): 90 days, during which its recordings
 * are neither served nor swept as orphans; then the daily purge erases rows and files.
 */
describeWithApp('trash purge', (ctx) => {
  const db = () => ctx.database.db;
  const deps = (): TrashDeps => ({
    db: db(),
    jobs: ctx.app.jobs,
    storage: ctx.app.storage,
    log: ctx.app.log,
  });
  const stored = async () => (await ctx.app.storage.put(wavTone(), 'audio/wav', 'wav')).url;
  const fileExists = async (url: string) =>
    (await ctx.app.storage.read(ctx.app.storage.fileKeyOf(url)!)) !== null;

  /** A language with a word and an expression, each with a recording, moved to the trash. */
  async function trashedLanguage(name: string) {
    const language = await buildLanguage(db(), { name });
    const wordAudio = await stored();
    const expressionAudio = await stored();
    const word = await buildWord(db(), { languageId: language.id, audioUrl: wordAudio });
    await buildExpression(db(), [word.id], {
      languageId: language.id,
      audio1Url: expressionAudio,
    });
    const admin = await ctx.as('admin');
    const res = await send(ctx.app, 'DELETE', `/api/languages/${language.id}`, admin, {
      confirmName: name,
    });
    expect(res.statusCode).toBe(204);
    const [item] = await db().select().from(trashItems).where(eq(trashItems.entityId, language.id));
    return { language, word, item: item!, files: [wordAudio, expressionAudio], admin };
  }

  it('erases items once 90 days old, with their recordings, and leaves younger ones', async () => {
    const older = await trashedLanguage('Kikongo');
    const younger = await trashedLanguage('Kiyombe');
    // Kikongo was deleted ten days before Kiyombe.
    await db()
      .update(trashItems)
      .set({ deletedAt: sql`${trashItems.deletedAt} - ${10 * DAY}` })
      .where(eq(trashItems.id, older.item.id));
    const now = Date.now();

    // 89 days on: Kikongo has one more day.
    expect(await purgeExpiredTrash(deps(), now + 79 * DAY)).toEqual([]);
    for (const url of older.files) expect(await fileExists(url)).toBe(true);

    // 90 days after Kikongo's deletion, 80 after Kiyombe's.
    const purged = await purgeExpiredTrash(deps(), older.item.deletedAt + TRASH_RETENTION_MS);
    expect(purged.map((i) => i.label)).toEqual(['Kikongo']);
    expect(await db().select().from(languages).where(eq(languages.id, older.language.id))).toEqual(
      [],
    );
    expect(
      await db().select().from(localWords).where(eq(localWords.languageId, older.language.id)),
    ).toEqual([]);
    for (const url of older.files) expect(await fileExists(url)).toBe(false);
    for (const url of younger.files) expect(await fileExists(url)).toBe(true);
    expect((await db().select().from(trashItems)).map((i) => i.label)).toEqual(['Kiyombe']);

    // Recorded as the retention's doing: nobody's.
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'trash'), eq(auditLog.action, 'purge')));
    expect(entry).toMatchObject({
      userId: null,
      userEmail: null,
      entityId: String(older.item.id),
      changes: { kind: 'language', entityId: older.language.id, label: 'Kikongo', expired: true },
    });

    // Run again (the next day, or a second instance): nothing more.
    expect(await purgeExpiredTrash(deps(), older.item.deletedAt + TRASH_RETENTION_MS)).toEqual([]);
  });

  it('serves no recording of the trash, and the leftover sweep keeps them until the purge', async () => {
    const { word, files, item, admin } = await trashedLanguage('Kikongo');
    for (const url of files) {
      for (const cookie of [null, admin]) {
        const res = await send(ctx.app, 'GET', url, cookie);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Introuvable.', code: 'NOT_FOUND' });
      }
    }
    // Old enough for the sweep to weigh them: still kept, a row of the trash points at each.
    const storage = ctx.app.storage as LocalStorage;
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const url of files) {
      const name = storage.fileKeyOf(url)!.slice('audio/'.length);
      await utimes(join(storage.directory, name), twoHoursAgo, twoHoursAgo);
    }
    const report = await sweepLeftovers({
      database: ctx.database,
      storage,
      dataDir: ctx.env.DATA_DIR,
      log: ctx.app.log,
    });
    for (const url of files) {
      expect(report.orphans).not.toContain(storage.fileKeyOf(url));
      expect(await fileExists(url)).toBe(true);
    }

    expect((await send(ctx.app, 'POST', `/api/trash/${item.id}/restore`, admin)).statusCode).toBe(
      204,
    );
    for (const url of files) expect((await send(ctx.app, 'GET', url, null)).statusCode).toBe(200);
    expect((await send(ctx.app, 'GET', `/api/words/${word.id}`, null)).statusCode).toBe(200);
  });

  it('runs daily from one schedule in pg-boss', async () => {
    expect(TRASH_PURGE_RECURRENCE).toBe('0 3 * * *');
    expect(await ctx.app.jobs.schedules(TRASH_PURGE_QUEUE)).toEqual([
      expect.objectContaining({ name: TRASH_PURGE_QUEUE, cron: '0 3 * * *', timezone: 'UTC' }),
    ]);
  });
});
