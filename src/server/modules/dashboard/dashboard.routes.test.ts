import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import { seedDemo } from '@server/db/seed/seed-demo';
import { DEMO_GLOSSES, DEMO_LANGUAGES } from '@server/db/seed/demo-content';
import { DEMO_LOCALITIES } from '@server/db/seed/seed-places';
import { buildExpression, buildLanguage, buildLocality, buildWord } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';

describeWithApp('dashboard and public stats', (ctx) => {
  /** A demo language's entries: one word per gloss, and the homographs and several-sense words. */
  const entriesOf = (language: (typeof DEMO_LANGUAGES)[number]) =>
    Object.keys(language.words).length + (language.entries?.length ?? 0);
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('counts the real content, for every signed-in role, and refuses anonymous callers', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    expect(await seedDemo(ctx.database.db, admin.id)).toBe(true);
    const words = DEMO_LANGUAGES.reduce((n, l) => n + entriesOf(l), 0);
    const expected = {
      languagesCount: DEMO_LANGUAGES.length,
      wordsCount: words,
      expressionsCount: 0,
      countriesCount: 250,
      localitiesCount: DEMO_LOCALITIES.length,
      equivalencesCount: DEMO_GLOSSES.length,
    };
    for (const role of ['admin', 'editor', 'contributor'] as const) {
      const res = await get('/api/dashboard/stats', await ctx.as(role));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    }
    expect((await get('/api/dashboard/stats')).statusCode).toBe(401);
  });

  it('leaves pending, rejected and deleted content out of the counts', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    await seedDemo(ctx.database.db, admin.id);
    const [first, second, third] = await ctx.database.db.select().from(localWords).limit(3);
    await ctx.database.db
      .update(localWords)
      .set({ status: 'pending' })
      .where(eq(localWords.id, first!.id));
    await ctx.database.db
      .update(localWords)
      .set({ status: 'rejected' })
      .where(eq(localWords.id, second!.id));
    await ctx.database.db
      .update(localWords)
      .set({ isDeleted: true })
      .where(eq(localWords.id, third!.id));
    const [zulu] = await ctx.database.db.select().from(languages).where(eq(languages.code, 'zul'));
    await ctx.database.db
      .update(languages)
      .set({ isDeleted: true })
      .where(eq(languages.id, zulu!.id));

    const res = await get('/api/public/stats');
    expect(res.statusCode).toBe(200);
    // Zulu is gone with its words (and South Africa, where only Zulu was spoken, from the
    // countries); three more words are pending, rejected or deleted.
    const zuluWords = entriesOf(DEMO_LANGUAGES.find((l) => l.code === 'zul')!);
    const all = DEMO_LANGUAGES.reduce((n, l) => n + entriesOf(l), 0);
    const hidden = [first, second, third].filter((w) => w!.languageId !== zulu!.id).length;
    expect(res.json()).toMatchObject({
      languagesCount: 2,
      wordsCount: all - zuluWords - hidden,
      countriesCount: 4, // Tanzania, Kenya and the two Congos
    });
  });

  it('counts for visitors only the expressions and localities a public page shows', async () => {
    const db = ctx.database.db;
    const kinshasa = await buildLocality(db, { name: 'Kinshasa' });
    const mbandaka = await buildLocality(db, { name: 'Mbandaka' });
    await buildLocality(db, { name: 'Nowhere' }); // no language is spoken there
    const gone = await buildLocality(db, { name: 'Gone', isDeleted: true });
    const lingala = await buildLanguage(db, { name: 'Lingala' }, [kinshasa.id, gone.id]);
    const deletedLanguage = await buildLanguage(db, { name: 'Deleted', isDeleted: true }, [
      mbandaka.id,
    ]);
    const mbwa = await buildWord(db, { languageId: lingala.id, localWord: 'mbwa' });
    const pending = await buildWord(db, { languageId: lingala.id, status: 'pending' });
    const ofDeletedLanguage = await buildWord(db, { languageId: deletedLanguage.id });

    await buildExpression(db, [mbwa.id, pending.id], { expression: 'shown' });
    await buildExpression(db, [pending.id], { expression: 'only a pending word' });
    await buildExpression(db, [ofDeletedLanguage.id], {
      expression: 'in a deleted language',
      languageId: deletedLanguage.id,
    });
    await buildExpression(db, [mbwa.id], { expression: 'deleted', isDeleted: true });

    // What a visitor reaches: the one expression /word/mbwa lists, and Kinshasa.
    expect((await get('/api/public/stats')).json()).toEqual({
      countriesCount: 1,
      languagesCount: 1,
      localitiesCount: 1,
      wordsCount: 1,
      expressionsCount: 1,
    });
    // Staff keep counting every live row they manage.
    expect((await get('/api/dashboard/stats', await ctx.as('editor'))).json()).toMatchObject({
      localitiesCount: 3,
      expressionsCount: 3,
    });
  });

  it('seeds the demo only once', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    expect(await seedDemo(ctx.database.db, admin.id)).toBe(true);
    expect(await seedDemo(ctx.database.db, admin.id)).toBe(false);
    // Visitors count the countries where the languages are spoken; staff, every country.
    expect((await get('/api/public/stats')).json()).toMatchObject({
      languagesCount: 3,
      countriesCount: new Set(DEMO_LOCALITIES.map((l) => l.country)).size,
      localitiesCount: DEMO_LOCALITIES.length,
    });
    // Each demo language is linked to the real places where it is spoken.
    const languages = (await get('/api/languages')).json() as {
      code: string;
      localities: { name: string; regionName: string }[];
    }[];
    const zulu = languages.find((l) => l.code === 'zul')!;
    expect(zulu.localities.map((l) => [l.name, l.regionName])).toEqual([
      ['Durban', 'KwaZulu-Natal'],
      ['Pietermaritzburg', 'KwaZulu-Natal'],
    ]);
  });
});
