import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { expressions } from '@server/db/schema/expressions';
import { languages } from '@server/db/schema/languages';
import { trashItems } from '@server/db/schema/trash';
import { auditLog } from '@server/db/schema/users';
import { localWords, wordForms } from '@server/db/schema/words';
import { buildExpression, buildLanguage, buildWord } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';

/**
 * Deleting a language never loses work (decision 032): what goes with it is counted first; one
 * with words or expressions is deleted by an admin only, who types its name; it goes to the trash.
 */
describeWithApp('language deletion', (ctx) => {
  const db = () => ctx.database.db;

  /** A language with words of every status, a form, expressions, recordings, and deleted rows. */
  async function fullLanguage(name = 'Duala') {
    const language = await buildLanguage(db(), { name });
    const approved = await buildWord(db(), {
      languageId: language.id,
      localWord: 'mbwa',
      audioUrl: '/api/audio/files/a1.webm',
      audioUrl2: '/api/audio/files/a2.webm',
    });
    await buildWord(db(), {
      languageId: language.id,
      localWord: 'ndabo',
      status: 'pending',
      audioUrl: '/api/audio/files/p1.webm',
    });
    await buildWord(db(), { languageId: language.id, localWord: 'mudi', status: 'rejected' });
    // Already deleted: not counted again.
    await buildWord(db(), {
      languageId: language.id,
      localWord: 'esukulu',
      isDeleted: true,
      audioUrl: '/api/audio/files/gone.webm',
    });
    await db().insert(wordForms).values({
      localWordId: approved.id,
      position: 1,
      kind: 'plural',
      form: 'mimbwa',
      audioUrl: '/api/audio/files/f1.webm',
    });
    await buildExpression(db(), [approved.id], {
      languageId: language.id,
      audio1Url: '/api/audio/files/e1.webm',
      audio2Url: '/api/audio/files/e2.webm',
    });
    await buildExpression(db(), [], {
      languageId: language.id,
      isDeleted: true,
      audio1Url: '/api/audio/files/e-gone.webm',
    });
    return language;
  }

  const liveRows = async (languageId: number) => ({
    language: (await db().select().from(languages).where(eq(languages.id, languageId)))[0]!
      .isDeleted,
    words: (
      await db().select().from(localWords).where(eq(localWords.languageId, languageId))
    ).filter((w) => !w.isDeleted).length,
    expressions: (
      await db().select().from(expressions).where(eq(expressions.languageId, languageId))
    ).filter((e) => !e.isDeleted).length,
    trash: (await db().select().from(trashItems)).length,
  });

  it('counts what a deletion would take: live words of any status, expressions, their recordings', async () => {
    const duala = await fullLanguage();
    const empty = await buildLanguage(db(), { name: 'Ewondo' });
    const other = await buildLanguage(db(), { name: 'Bassa' });
    await buildWord(db(), { languageId: other.id, audioUrl: '/api/audio/files/b1.webm' });
    const editor = await ctx.as('editor');

    const impact = await send(ctx.app, 'GET', `/api/languages/${duala.id}/deletion-impact`, editor);
    expect(impact.statusCode).toBe(200);
    // 3 words (approved, pending, rejected); recordings: 2 + 1 slots, 1 form, 2 expression slots.
    expect(impact.json()).toEqual({ words: 3, expressions: 1, recordings: 6 });

    const all = await send(ctx.app, 'GET', '/api/languages/deletion-impacts', editor);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual(
      expect.arrayContaining([
        { languageId: duala.id, words: 3, expressions: 1, recordings: 6 },
        { languageId: empty.id, words: 0, expressions: 0, recordings: 0 },
        { languageId: other.id, words: 1, expressions: 0, recordings: 1 },
      ]),
    );
    expect(all.json()).toHaveLength(3);

    const unknown = await send(ctx.app, 'GET', '/api/languages/424242/deletion-impact', editor);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Langue introuvable.', code: 'NOT_FOUND' });
    const contributor = await ctx.as('contributor');
    for (const [cookie, status] of [
      [contributor, 403],
      [null, 401],
    ] as const) {
      expect(
        (await send(ctx.app, 'GET', `/api/languages/${duala.id}/deletion-impact`, cookie))
          .statusCode,
      ).toBe(status);
      expect(
        (await send(ctx.app, 'GET', '/api/languages/deletion-impacts', cookie)).statusCode,
      ).toBe(status);
    }
  });

  it('refuses an editor a language with content, in the request’s language, and deletes nothing', async () => {
    const duala = await fullLanguage();
    const editor = await ctx.as('editor');
    const before = await liveRows(duala.id);
    expect(before).toEqual({ language: false, words: 3, expressions: 1, trash: 0 });

    for (const body of [undefined, { confirmName: 'Duala' }]) {
      const res = await send(ctx.app, 'DELETE', `/api/languages/${duala.id}`, editor, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message:
          '« Duala » contient encore des mots ou des expressions : seul un administrateur peut la supprimer.',
        code: 'LANGUAGE_HAS_CONTENT',
      });
    }
    const english = await send(
      ctx.app,
      'DELETE',
      `/api/languages/${duala.id}`,
      editor,
      { confirmName: 'Duala' },
      'en',
    );
    expect(english.json()).toEqual({
      message: '“Duala” still has words or expressions: only an administrator can delete it.',
      code: 'LANGUAGE_HAS_CONTENT',
    });
    expect(await liveRows(duala.id)).toEqual(before);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'delete'))).toEqual([]);
  });

  it('asks an admin for the exact name: missing or wrong is a 400 and nothing is deleted', async () => {
    const name = 'Ɓasaá';
    const language = await fullLanguage(name);
    const admin = await ctx.as('admin');
    const before = await liveRows(language.id);

    const missing = await send(ctx.app, 'DELETE', `/api/languages/${language.id}`, admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message:
        '« Ɓasaá » contient des mots ou des expressions : saisissez son nom pour confirmer sa suppression.',
      code: 'CONFIRMATION_REQUIRED',
    });
    // Case counts; so does every letter.
    for (const typed of ['ɓasaá', 'Basaa', 'Ɓasa', '']) {
      const wrong = await send(ctx.app, 'DELETE', `/api/languages/${language.id}`, admin, {
        confirmName: typed,
      });
      expect({ typed, status: wrong.statusCode }).toEqual({ typed, status: 400 });
      expect(wrong.json()).toEqual({
        message:
          'Le nom saisi ne correspond pas à « Ɓasaá » : saisissez-le exactement, majuscules et accents compris.',
        code: 'CONFIRMATION_REQUIRED',
      });
    }
    expect(await liveRows(language.id)).toEqual(before);

    // Typed with a combining accent (a + U+0301) and surrounding spaces: the same name.
    const typed = ` ${name.normalize('NFD')} `;
    expect(typed.trim()).not.toBe(name);
    const res = await send(ctx.app, 'DELETE', `/api/languages/${language.id}`, admin, {
      confirmName: typed,
    });
    expect(res.statusCode).toBe(204);
    expect(await liveRows(language.id)).toEqual({
      language: true,
      words: 0,
      expressions: 0,
      trash: 1,
    });
  });

  it('lets an editor delete an empty language without a body, as before, into the trash', async () => {
    const empty = await buildLanguage(db(), { name: 'Ewondo' });
    const editor = await ctx.as('editor');
    // A name sent must still be its own.
    const wrong = await send(ctx.app, 'DELETE', `/api/languages/${empty.id}`, editor, {
      confirmName: 'Bulu',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CONFIRMATION_REQUIRED');

    const res = await send(ctx.app, 'DELETE', `/api/languages/${empty.id}`, editor);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [item] = await db().select().from(trashItems);
    expect(item).toMatchObject({
      kind: 'language',
      entityId: empty.id,
      label: 'Ewondo',
      words: 0,
      expressions: 0,
      recordings: 0,
    });
    const [row] = await db().select().from(languages).where(eq(languages.id, empty.id));
    expect(row).toMatchObject({ isDeleted: true, trashId: item!.id });
  });

  it('puts exactly the rows it deletes in the trash item: earlier deletions keep theirs', async () => {
    const duala = await fullLanguage();
    const admin = await ctx.as('admin');
    const res = await send(ctx.app, 'DELETE', `/api/languages/${duala.id}`, admin, {
      confirmName: 'Duala',
    });
    expect(res.statusCode).toBe(204);
    const [item] = await db().select().from(trashItems);
    expect(item).toMatchObject({ words: 3, expressions: 1, recordings: 6 });
    const words = await db()
      .select({ localWord: localWords.localWord, trashId: localWords.trashId })
      .from(localWords)
      .where(eq(localWords.languageId, duala.id));
    expect(Object.fromEntries(words.map((w) => [w.localWord, w.trashId]))).toEqual({
      mbwa: item!.id,
      ndabo: item!.id,
      mudi: item!.id,
      esukulu: null,
    });
    const kept = await db()
      .select({ trashId: expressions.trashId })
      .from(expressions)
      .where(eq(expressions.languageId, duala.id));
    expect(kept.map((e) => e.trashId).sort()).toEqual([item!.id, null]);
  });
});
