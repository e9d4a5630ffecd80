import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { englishWords } from '@server/db/schema/dictionary';
import { buildEnglishWord, buildFrenchWord } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';

describeWithApp('GET /api/dictionary/:side/search', (ctx) => {
  const db = () => ctx.database.db;
  const search = async (side: string, q: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/dictionary/${side}/search?q=${encodeURIComponent(q)}`,
    });
  const words = async (side: string, q: string) =>
    (await search(side, q)).json().map((h: { word: string }) => h.word);

  it('answers French entries with their first English equivalent', async () => {
    const eau = await buildFrenchWord(db(), {
      word: 'eau',
      definition: 'Liquide incolore',
      partOfSpeech: 'nom',
      pronunciation: 'o',
    });
    const water = await buildEnglishWord(
      db(),
      { word: 'water', definition: 'A clear liquid' },
      eau.id,
    );
    await buildEnglishWord(db(), { word: 'waters' }, eau.id);
    const res = await search('french', 'Eau');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: eau.id,
        word: 'eau',
        definition: 'Liquide incolore',
        partOfSpeech: 'nom',
        pronunciation: 'o',
        equivalent: { id: water.id, word: 'water', definition: 'A clear liquid' },
      },
    ]);
    const english = (await search('english', 'water')).json();
    expect(english[0]).toMatchObject({ word: 'water', equivalent: { id: eau.id, word: 'eau' } });
  });

  it('ranks exact > prefix > substring > typo, accents aside, and leaves deleted entries out', async () => {
    for (const word of ['marché', 'marcher', 'démarche', 'marche', 'narche', 'marchand']) {
      await buildFrenchWord(db(), { word });
    }
    const gone = await buildEnglishWord(db(), { word: 'market' });
    await db().update(englishWords).set({ isDeleted: true }).where(eq(englishWords.id, gone.id));
    const ranked = await words('french', 'marche');
    // 'marche' and 'marché' fold alike: both exact, in the order they were added.
    expect(ranked.slice(0, 2).sort()).toEqual(['marche', 'marché']);
    expect(ranked.slice(2)).toEqual(['marcher', 'démarche', 'narche']);
    expect(await words('french', 'marchand')).toEqual(['marchand']);
    expect(await words('english', 'market')).toEqual([]);
    const hit = (await search('french', 'narche')).json()[0];
    expect(hit).toMatchObject({ word: 'narche', equivalent: null });
  });

  it('answers [] under 2 characters, 400 for an unknown side or over 100 characters', async () => {
    await buildFrenchWord(db(), { word: 'a' });
    expect((await search('french', 'a')).json()).toEqual([]);
    expect((await search('german', 'haus')).statusCode).toBe(400);
    expect((await search('french', 'x'.repeat(101))).statusCode).toBe(400);
  });

  it('answers at most 20 hits', async () => {
    for (let i = 0; i < 25; i++) await buildFrenchWord(db(), { word: `pomme${i}` });
    expect(await words('french', 'pomme')).toHaveLength(20);
  });
});
