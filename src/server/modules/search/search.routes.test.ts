import { expect, it } from 'vitest';
import {
  buildCountry,
  buildEnglishWord,
  buildFrenchWord,
  buildLanguage,
  buildLocality,
  buildWord,
} from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';

describeWithApp('GET /api/search/words', (ctx) => {
  const db = () => ctx.database.db;
  const search = async (q: string, cookie?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/search/words?q=${encodeURIComponent(q)}`,
      headers: cookie ? { cookie } : {},
    });

  it('answers each hit with its word, the languages sharing the meaning and the places spoken', async () => {
    const country = await buildCountry(db());
    const places = [
      await buildLocality(db(), { countryId: country.id }),
      await buildLocality(db(), { countryId: country.id }),
    ];
    const swahili = await buildLanguage(
      db(),
      { name: 'Kiswahili' },
      places.map((p) => p.id),
    );
    const lingala = await buildLanguage(db(), { name: 'Lingala' });
    const duala = await buildLanguage(db(), { name: 'Duala' });
    const eau = await buildFrenchWord(db(), { word: 'eau' });
    const water = await buildEnglishWord(db(), { word: 'water' }, eau.id);
    const maji = await buildWord(db(), {
      localWord: 'maji',
      languageId: swahili.id,
      frenchId: eau.id,
      englishId: water.id,
    });
    await buildWord(db(), { localWord: 'mái', languageId: lingala.id, frenchId: eau.id });
    await buildWord(db(), {
      localWord: 'madiba',
      languageId: duala.id,
      frenchId: eau.id,
      status: 'pending',
    });

    const res = await search('maji');
    expect(res.statusCode).toBe(200);
    // 'mái' follows as a one-typo match.
    expect(res.json().map((r: { word: string }) => r.word)).toEqual(['maji', 'mái']);
    expect(res.json()[0]).toEqual({
      id: maji.id,
      word: 'maji',
      type: 'local',
      languagesCount: 2,
      localitiesCount: 2,
      localWord: 'maji',
      homographNumber: null,
      localWordId: maji.id,
      languageName: 'Kiswahili',
      frenchWord: 'eau',
      englishWord: 'water',
      match: { by: 'headword' },
    });
    expect(res.json()[1].match).toEqual({ by: 'approximate' });

    // A gloss hit: the French 'eau' finds the local words for water, typed 'french'.
    const byGloss = (await search('eau')).json();
    expect(
      byGloss.map((r: { localWord: string; type: string; word: string }) => [
        r.localWord,
        r.type,
        r.word,
      ]),
    ).toEqual([
      ['maji', 'french', 'eau'],
      ['mái', 'french', 'eau'],
    ]);
    const english = (await search('Water')).json();
    expect(english[0]).toMatchObject({ localWord: 'maji', type: 'english', word: 'water' });

    // An editor also sees the pending word, and counts its language.
    const staff = (await search('eau', await ctx.as('editor'))).json();
    expect(staff).toHaveLength(3);
    expect(staff[0].languagesCount).toBe(3);
  });

  it('answers [] under 2 characters and 400 over 100', async () => {
    await buildWord(db(), { localWord: 'a' });
    expect((await search('a')).json()).toEqual([]);
    expect((await search('  ')).json()).toEqual([]);
    const long = await search('x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('VALIDATION_FAILED');
    expect((await search('x'.repeat(100))).statusCode).toBe(200);
    expect((await search('ab\u0000')).statusCode).toBe(200);
    expect((await search("ab'; select 1 --\\")).json()).toEqual([]);
  });

  it('never shows anonymous visitors pending, rejected or deleted words', async () => {
    const contributor = await ctx.createUser({ role: 'contributor' });
    await buildWord(db(), { localWord: 'simba', status: 'pending', submittedBy: contributor.id });
    await buildWord(db(), { localWord: 'simbi', status: 'rejected' });
    await buildWord(db(), { localWord: 'simbo', isDeleted: true });
    expect((await search('simba')).json()).toEqual([]);
    const own = (await search('simba', await ctx.signIn(contributor.email))).json();
    expect(own.map((r: { word: string }) => r.word)).toEqual(['simba']);
  });
});
