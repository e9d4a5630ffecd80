import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { englishWords, frenchWords } from '@server/db/schema/dictionary';
import { buildLanguage } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';

/**
 * A gloss typed in a contributor's word is unmoderated text: out of the public reference
 * dictionary until an approved word uses it, and gone when no word that may still be approved
 * uses it.
 */
describeWithApp('reference entries typed for a word', (ctx) => {
  const db = () => ctx.database.db;
  const search = async (side: 'french' | 'english', q: string, cookie: string | null = null) => {
    const res = await send(ctx.app, 'GET', `/api/dictionary/${side}/search?q=${q}`, cookie);
    expect(res.statusCode).toBe(200);
    return (res.json() as { word: string; equivalent: { word: string } | null }[]).map((h) =>
      h.equivalent ? `${h.word} = ${h.equivalent.word}` : h.word,
    );
  };
  const create = async (cookie: string, fields: Record<string, string>) => {
    const res = await send(ctx.app, 'POST', '/api/words', cookie, { fields });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().localWord.id as number;
  };
  const review = async (cookie: string, id: number, status: 'approved' | 'rejected') =>
    expect(
      (await send(ctx.app, 'PATCH', `/api/words/${id}/status`, cookie, { status })).statusCode,
    ).toBe(200);
  const entry = async (table: typeof frenchWords | typeof englishWords, word: string) =>
    (await db().select().from(table).where(eq(table.word, word)))[0];

  it('keeps a pending word’s new glosses out of the public search until the word is approved', async () => {
    const language = await buildLanguage(db(), { name: 'Kiswahili' });
    const contributor = await ctx.as('contributor');
    const editor = await ctx.as('editor');
    const id = await create(contributor, {
      languageId: String(language.id),
      localWord: 'mtumbwi',
      frenchWord: 'pirogue',
      frenchDefinition: 'Embarcation creusée dans un tronc',
      englishWord: 'dugout canoe',
    });
    for (const cookie of [null, contributor, editor]) {
      expect(await search('french', 'pirogue', cookie)).toEqual([]);
      expect(await search('english', 'dugout', cookie)).toEqual([]);
    }
    // The word itself still shows them to whoever may see it.
    const own = await send(ctx.app, 'GET', `/api/words/${id}`, contributor);
    expect(own.json()).toMatchObject({
      frenchWord: { word: 'pirogue' },
      englishWord: { word: 'dugout canoe' },
    });

    await review(editor, id, 'approved');
    expect(await search('french', 'pirogue')).toEqual(['pirogue = dugout canoe']);
    expect(await search('english', 'dugout')).toEqual(['dugout canoe = pirogue']);
  });

  it('removes them when the word is rejected or deleted, unless another pending word uses them', async () => {
    const language = await buildLanguage(db());
    const contributor = await ctx.as('contributor');
    const editor = await ctx.as('editor');
    const fields = (localWord: string, frenchWord: string) => ({
      languageId: String(language.id),
      localWord,
      frenchWord,
    });
    const rejected = await create(contributor, fields('kibanda', 'cabane'));
    const sharing = await create(contributor, fields('banda', 'cabane'));
    const deleted = await create(contributor, fields('pango', 'grotte'));

    await review(editor, rejected, 'rejected');
    // 'banda' still awaits moderation with the same gloss: kept, still private.
    expect(await entry(frenchWords, 'cabane')).toMatchObject({ isPrivate: true, isDeleted: false });
    const del = await send(ctx.app, 'DELETE', `/api/words/${deleted}`, contributor);
    expect(del.statusCode).toBe(200);
    expect(await entry(frenchWords, 'grotte')).toMatchObject({ isDeleted: true });

    await review(editor, sharing, 'rejected');
    expect(await entry(frenchWords, 'cabane')).toMatchObject({ isDeleted: true });
    expect(await search('french', 'cabane', editor)).toEqual([]);
    // The rejected word keeps showing what its contributor typed.
    const own = await send(ctx.app, 'GET', `/api/words/${sharing}`, contributor);
    expect(own.json().frenchWord.word).toBe('cabane');
    // Approved after all: its gloss comes back, public.
    await review(editor, sharing, 'approved');
    expect(await search('french', 'cabane')).toEqual(['cabane']);
  });

  it('drops the gloss a pending word’s edit replaced, and publishes a staff word’s at once', async () => {
    const language = await buildLanguage(db());
    const contributor = await ctx.as('contributor');
    const editor = await ctx.as('editor');
    const id = await create(contributor, {
      languageId: String(language.id),
      localWord: 'nyumba',
      frenchWord: 'maisonn',
    });
    const edit = await send(ctx.app, 'PUT', `/api/words/${id}`, contributor, {
      fields: { languageId: String(language.id), localWord: 'nyumba', frenchWord: 'maison' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await entry(frenchWords, 'maisonn')).toMatchObject({ isDeleted: true });
    expect(await entry(frenchWords, 'maison')).toMatchObject({ isPrivate: true, isDeleted: false });

    // Staff words are published as they are saved, with a private entry they reuse.
    await create(editor, {
      languageId: String(language.id),
      localWord: 'kasri',
      frenchWord: 'maison',
    });
    expect(await entry(frenchWords, 'maison')).toMatchObject({ isPrivate: false });
    await create(editor, {
      languageId: String(language.id),
      localWord: 'jiko',
      frenchWord: 'cuisine',
    });
    expect(await search('french', 'cuisine')).toEqual(['cuisine']);
  });

  it('removes the typed glosses of pending words with their language, and brings them back with it', async () => {
    const language = await buildLanguage(db());
    const contributor = await ctx.as('contributor');
    const admin = await ctx.as('admin');
    await create(contributor, {
      languageId: String(language.id),
      localWord: 'mchwa',
      frenchWord: 'termite',
    });
    const res = await send(ctx.app, 'DELETE', `/api/languages/${language.id}`, admin, {
      confirmName: language.name,
    });
    expect(res.statusCode).toBe(204);
    expect(await entry(frenchWords, 'termite')).toMatchObject({ isDeleted: true });

    // Restored from the trash, the word awaits moderation again: its gloss is back, still private.
    const [item] = (await send(ctx.app, 'GET', '/api/trash', admin)).json() as { id: number }[];
    const restored = await send(ctx.app, 'POST', `/api/trash/${item!.id}/restore`, admin);
    expect(restored.statusCode).toBe(204);
    expect(await entry(frenchWords, 'termite')).toMatchObject({
      isDeleted: false,
      isPrivate: true,
    });
    expect(await search('french', 'termite')).toEqual([]);
  });
});
