import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import { seedDemo } from '@server/db/seed/seed-demo';
import { DEMO_GLOSSES, DEMO_LANGUAGES } from '@server/db/seed/demo-content';
import { DEMO_LOCALITIES } from '@server/db/seed/seed-places';
import { describeWithApp } from '@server/test/harness';

describeWithApp('dashboard and public stats', (ctx) => {
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('counts the real content, for every signed-in role, and refuses anonymous callers', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    expect(await seedDemo(ctx.database.db, admin.id)).toBe(true);
    const words = DEMO_LANGUAGES.reduce((n, l) => n + Object.keys(l.words).length, 0);
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
    expect(res.json()).toMatchObject({
      languagesCount: 2,
      wordsCount: DEMO_LANGUAGES.reduce((n, l) => n + Object.keys(l.words).length, 0) - 3,
    });
  });

  it('seeds the demo only once', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    expect(await seedDemo(ctx.database.db, admin.id)).toBe(true);
    expect(await seedDemo(ctx.database.db, admin.id)).toBe(false);
    expect((await get('/api/public/stats')).json()).toMatchObject({
      languagesCount: 3,
      countriesCount: 250,
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
