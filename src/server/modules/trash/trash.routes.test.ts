import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { expressionWords, expressions } from '@server/db/schema/expressions';
import { languageLocalities, languages, nounClasses } from '@server/db/schema/languages';
import { trashItems } from '@server/db/schema/trash';
import { auditLog } from '@server/db/schema/users';
import { localWords, wordForms, wordSenses } from '@server/db/schema/words';
import { keyColumns } from '@server/modules/alphabets/sort-keys';
import { giveAlphabet, letterCountsAndTruth } from '@server/test/alphabets';
import { wavTone } from '@server/test/audio-fixtures';
import {
  buildExpression,
  buildFrenchWord,
  buildLanguage,
  buildLocality,
  buildWord,
} from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import { TRASH_RETENTION_MS } from '@shared/schemas/trash';

/**
 * The trash (decision 032): a deleted language is listed with what went with it; an admin brings
 * back exactly that, or deletes it for good with its recordings.
 */
describeWithApp('trash', (ctx) => {
  const db = () => ctx.database.db;
  const stored = async () => (await ctx.app.storage.put(wavTone(), 'audio/wav', 'wav')).url;
  const fileExists = async (url: string) =>
    (await ctx.app.storage.read(ctx.app.storage.fileKeyOf(url)!)) !== null;

  /**
   * Kikongo with a locality, noun classes, a published word (two recordings, a plural with its
   * own, a French gloss shared with another language's word: an equivalence), a pending word, an
   * expression linking the first, and a word deleted on its own before.
   */
  async function kikongo() {
    const locality = await buildLocality(db(), { name: 'Mbanza-Kongo' });
    const language = await buildLanguage(db(), { name: 'Kikongo' }, [locality.id]);
    await db()
      .insert(nounClasses)
      .values({ languageId: language.id, number: '1', label: 'mu-', position: 0 });
    const gloss = await buildFrenchWord(db(), { word: 'eau' });
    const urls = { slot1: await stored(), slot2: await stored(), form: await stored() };
    const word = await buildWord(db(), {
      languageId: language.id,
      localWord: 'maza',
      frenchId: gloss.id,
      nounClass: '1',
      audioUrl: urls.slot1,
      audioUrl2: urls.slot2,
    });
    await db().insert(wordForms).values({
      localWordId: word.id,
      position: 1,
      kind: 'variant',
      form: 'mazá',
      audioUrl: urls.form,
    });
    const pending = await buildWord(db(), {
      languageId: language.id,
      localWord: 'nzo',
      status: 'pending',
    });
    const expression = await buildExpression(db(), [word.id], {
      languageId: language.id,
      localityId: locality.id,
      audio1Url: await stored(),
    });
    const other = await buildLanguage(db(), { name: 'Lingala' });
    const equivalent = await buildWord(db(), {
      languageId: other.id,
      localWord: 'mai',
      frenchId: gloss.id,
    });
    const admin = await ctx.as('admin');
    const gone = await buildWord(db(), { languageId: language.id, localWord: 'kuna' });
    expect((await send(ctx.app, 'DELETE', `/api/words/${gone.id}`, admin)).statusCode).toBe(200);
    return { language, locality, word, pending, expression, gone, other, equivalent, urls, admin };
  }

  const deleteLanguage = async (cookie: string, id: number, name: string) => {
    const res = await send(ctx.app, 'DELETE', `/api/languages/${id}`, cookie, {
      confirmName: name,
    });
    expect(res.statusCode, res.body).toBe(204);
  };

  const trashOf = async (cookie: string) => {
    const res = await send(ctx.app, 'GET', '/api/trash', cookie);
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; label: string; [field: string]: unknown }[];
  };

  it('lists a deleted language with what went with it, who and when, to admins and editors', async () => {
    const { language, admin } = await kikongo();
    const before = Date.now();
    await deleteLanguage(admin, language.id, 'Kikongo');
    const empty = await buildLanguage(db(), { name: 'Kiyombe' });
    const editor = await ctx.as('editor');
    await send(ctx.app, 'DELETE', `/api/languages/${empty.id}`, editor);

    const items = await trashOf(editor);
    expect(items).toHaveLength(2);
    // Newest first.
    expect(items.map((i) => i.label)).toEqual(['Kiyombe', 'Kikongo']);
    const [, item] = items;
    expect(item).toEqual({
      id: expect.any(Number),
      kind: 'language',
      entityId: language.id,
      label: 'Kikongo',
      words: 2,
      expressions: 1,
      recordings: 4,
      deletedAt: expect.any(Number),
      deletedBy: expect.stringMatching(/@example\.org$/),
      purgeAt: (item!.deletedAt as number) + TRASH_RETENTION_MS,
    });
    expect(item!.deletedAt).toBeGreaterThanOrEqual(before);
    expect(items[0]!.deletedBy).not.toBe(item!.deletedBy);

    const contributor = await ctx.as('contributor');
    expect((await send(ctx.app, 'GET', '/api/trash', contributor)).statusCode).toBe(403);
    expect((await send(ctx.app, 'GET', '/api/trash', null)).statusCode).toBe(401);
  });

  it('restores exactly what the deletion took; a word deleted before stays deleted', async () => {
    const { language, locality, word, pending, expression, gone, equivalent, urls, admin } =
      await kikongo();
    const snapshot = async () => ({
      words: await db()
        .select({ id: localWords.id, isDeleted: localWords.isDeleted })
        .from(localWords)
        .where(eq(localWords.languageId, language.id))
        .orderBy(localWords.id),
      senses: (await db().select().from(wordSenses)).length,
      forms: await db().select({ audioUrl: wordForms.audioUrl }).from(wordForms),
      links: await db().select().from(expressionWords),
      places: await db().select().from(languageLocalities),
      classes: await db().select({ number: nounClasses.number }).from(nounClasses),
    });
    const before = await snapshot();
    await deleteLanguage(admin, language.id, 'Kikongo');
    expect(
      (await send(ctx.app, 'GET', `/api/words/${word.id}`, null)).statusCode,
      'not public while in the trash',
    ).toBe(404);
    const [item] = await trashOf(admin);

    const editor = await ctx.as('editor');
    const refused = await send(ctx.app, 'POST', `/api/trash/${item!.id}/restore`, editor);
    expect(refused.statusCode).toBe(403);

    const res = await send(ctx.app, 'POST', `/api/trash/${item!.id}/restore`, admin);
    expect(res.statusCode, res.body).toBe(204);
    expect(await trashOf(admin)).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect(before.words).toEqual([
      { id: word.id, isDeleted: false },
      { id: pending.id, isDeleted: false },
      { id: gone.id, isDeleted: true },
    ]);
    const [row] = await db().select().from(languages).where(eq(languages.id, language.id));
    expect(row).toMatchObject({ isDeleted: false, trashId: null });
    const [restoredExpression] = await db()
      .select()
      .from(expressions)
      .where(eq(expressions.id, expression.id));
    expect(restoredExpression).toMatchObject({ isDeleted: false, trashId: null });

    // Back publicly: the language with its locality, the word with its recordings, form and
    // equivalence; the letter counts follow.
    const listed = (await send(ctx.app, 'GET', '/api/languages', null)).json() as {
      name: string;
      localities: { id: number }[];
    }[];
    expect(listed.find((l) => l.name === 'Kikongo')?.localities).toEqual([
      expect.objectContaining({ id: locality.id }),
    ]);
    const entry = await send(ctx.app, 'GET', `/api/words/${word.id}`, null);
    expect(entry.statusCode).toBe(200);
    expect(entry.json()).toMatchObject({
      localWord: { audioUrl: urls.slot1, audioUrl2: urls.slot2 },
    });
    expect((await send(ctx.app, 'GET', urls.form, null)).statusCode).toBe(200);
    expect((await send(ctx.app, 'GET', `/api/words/${gone.id}`, admin)).statusCode).toBe(404);
    const equivalents = await queryRows<{ id: number }>(
      db(),
      sql`select id from local_words where french_id = ${equivalent.frenchId} and not is_deleted
        order by id`,
    );
    expect(equivalents.map((e) => e.id)).toEqual([word.id, equivalent.id]);
    const counts = await letterCountsAndTruth(db());
    expect(counts.stored).toEqual(counts.grouped);

    // The log says who deleted, who restored, and what.
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'trash'), eq(auditLog.action, 'restore')));
    expect(entries).toEqual([
      expect.objectContaining({
        entityId: String(item!.id),
        changes: { kind: 'language', entityId: language.id, label: 'Kikongo' },
      }),
    ]);
    expect((await send(ctx.app, 'POST', `/api/trash/${item!.id}/restore`, admin)).json()).toEqual({
      message: "Cet élément n'est plus dans la corbeille.",
      code: 'NOT_FOUND',
    });
  });

  it('gives restored words sort keys of their alphabet, even when a recompute missed them', async () => {
    const language = await buildLanguage(db(), { name: 'Kiswahili' });
    await buildWord(db(), { languageId: language.id, localWord: 'chakula' });
    await buildWord(db(), { languageId: language.id, localWord: 'ngoma' });
    await giveAlphabet(db(), language.id, ['a', 'b', 'ch', 'd', 'k', 'l', 'm', 'ng', 'o', 'u']);
    const admin = await ctx.as('admin');
    await deleteLanguage(admin, language.id, 'Kiswahili');
    // Keys fallen behind while in the trash (a recompute job cut short).
    await db()
      .update(localWords)
      .set({ sortKey: '', sortKeyVersion: -1 })
      .where(eq(localWords.languageId, language.id));
    const [item] = await trashOf(admin);

    expect((await send(ctx.app, 'POST', `/api/trash/${item!.id}/restore`, admin)).statusCode).toBe(
      204,
    );
    const [collation] = await db()
      .select({ alphabet: languages.alphabet, version: languages.alphabetVersion })
      .from(languages)
      .where(eq(languages.id, language.id));
    const words = await db()
      .select()
      .from(localWords)
      .where(eq(localWords.languageId, language.id));
    for (const word of words) {
      expect(word).toMatchObject(keyColumns(collation!, word.localWord));
    }
    const counts = await letterCountsAndTruth(db());
    expect(counts.stored).toEqual(counts.grouped);
  });

  it('refuses a restore with 409 while another language has the name, until it is renamed', async () => {
    const { language, admin } = await kikongo();
    await deleteLanguage(admin, language.id, 'Kikongo');
    const created = await send(ctx.app, 'POST', '/api/languages', admin, { name: 'KIKONGO' });
    expect(created.statusCode).toBe(201);
    const [item] = await trashOf(admin);

    const res = await send(ctx.app, 'POST', `/api/trash/${item!.id}/restore`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'Impossible de restaurer « Kikongo » : la langue « KIKONGO » porte désormais ce nom. Renommez « KIKONGO », puis restaurez.',
      code: 'CONFLICT',
    });
    const english = await send(
      ctx.app,
      'POST',
      `/api/trash/${item!.id}/restore`,
      admin,
      undefined,
      'en',
    );
    expect(english.json().message).toBe(
      'Cannot restore “Kikongo”: the language “KIKONGO” now has this name. Rename “KIKONGO”, then restore.',
    );
    const [row] = await db().select().from(languages).where(eq(languages.id, language.id));
    expect(row).toMatchObject({ isDeleted: true, trashId: item!.id });
    expect(await trashOf(admin)).toHaveLength(1);

    const renamed = await send(
      ctx.app,
      'PUT',
      `/api/languages/${(created.json() as { id: number }).id}`,
      admin,
      { name: 'Kikongo ya leta' },
    );
    expect(renamed.statusCode).toBe(200);
    expect((await send(ctx.app, 'POST', `/api/trash/${item!.id}/restore`, admin)).statusCode).toBe(
      204,
    );
  });

  it('deletes an item for good at an admin’s request: its rows, and its recordings from storage', async () => {
    const { language, word, gone, other, equivalent, urls, admin } = await kikongo();
    const kept = await stored();
    await buildWord(db(), { languageId: other.id, localWord: 'mbula', audioUrl: kept });
    await deleteLanguage(admin, language.id, 'Kikongo');
    const [item] = await trashOf(admin);

    const editor = await ctx.as('editor');
    expect((await send(ctx.app, 'DELETE', `/api/trash/${item!.id}`, editor)).statusCode).toBe(403);
    for (const url of Object.values(urls)) expect(await fileExists(url)).toBe(true);

    const res = await send(ctx.app, 'DELETE', `/api/trash/${item!.id}`, admin);
    expect(res.statusCode).toBe(204);
    expect(await trashOf(admin)).toEqual([]);
    expect(await db().select().from(languages).where(eq(languages.id, language.id))).toEqual([]);
    // The word deleted on its own before goes too: it could never come back without its language.
    const left = (await db().select({ id: localWords.id }).from(localWords)).map((w) => w.id);
    expect(left.sort()).toEqual((await otherWordIds(other.id)).sort());
    expect(left).toContain(equivalent.id);
    expect(left).not.toContain(word.id);
    expect(left).not.toContain(gone.id);
    expect(await db().select().from(wordForms)).toEqual([]);
    expect(await db().select().from(expressions)).toEqual([]);
    for (const url of Object.values(urls)) expect(await fileExists(url)).toBe(false);
    expect(await fileExists(kept)).toBe(true);

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'trash'), eq(auditLog.action, 'purge')));
    expect(entry).toMatchObject({
      entityId: String(item!.id),
      changes: { kind: 'language', entityId: language.id, label: 'Kikongo' },
    });
    expect((await send(ctx.app, 'DELETE', `/api/trash/${item!.id}`, admin)).statusCode).toBe(404);
    expect((await send(ctx.app, 'DELETE', '/api/trash/0', admin)).statusCode).toBe(400);
  });

  it('restores an item by its rows whatever its kind, and a word only once its language is back', async () => {
    const language = await buildLanguage(db(), { name: 'Kiyombe' });
    const word = await buildWord(db(), { languageId: language.id, localWord: 'nkuni' });
    // A single word in the trash, as single deletions will put it there.
    const [wordItem] = await db()
      .insert(trashItems)
      .values({ kind: 'word', entityId: word.id, label: 'nkuni', deletedAt: Date.now() })
      .returning();
    await db()
      .update(localWords)
      .set({ isDeleted: true, trashId: wordItem!.id })
      .where(eq(localWords.id, word.id));
    const admin = await ctx.as('admin');
    await deleteLanguage(admin, language.id, 'Kiyombe');

    const early = await send(ctx.app, 'POST', `/api/trash/${wordItem!.id}/restore`, admin);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: "Restaurez d'abord la langue de cet élément, encore supprimée : Kiyombe.",
      code: 'CONFLICT',
    });
    // The language comes back alone: the word was not deleted with it.
    const languageItem = (await trashOf(admin)).find((i) => i.label === 'Kiyombe')!;
    expect(
      (await send(ctx.app, 'POST', `/api/trash/${languageItem.id}/restore`, admin)).statusCode,
    ).toBe(204);
    const wordRow = async () =>
      (await db().select().from(localWords).where(eq(localWords.id, word.id)))[0];
    expect(await wordRow()).toMatchObject({ isDeleted: true, trashId: wordItem!.id });
    expect(
      (await send(ctx.app, 'POST', `/api/trash/${wordItem!.id}/restore`, admin)).statusCode,
    ).toBe(204);
    expect(await wordRow()).toMatchObject({ isDeleted: false, trashId: null });
  });

  const otherWordIds = async (languageId: number) =>
    (
      await db()
        .select({ id: localWords.id })
        .from(localWords)
        .where(and(eq(localWords.languageId, languageId), eq(localWords.isDeleted, false)))
    ).map((w) => w.id);
});
