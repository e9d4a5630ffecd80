import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import { giveAlphabet, SWAHILI_LETTERS } from '@server/test/alphabets';
import { buildLanguage, buildWord, buildWords } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send as sendRequest } from '@server/test/http';
import type { LetterCount } from '@shared/schemas/alphabets';
import type { PaginatedWords } from '@shared/schemas/words';

describeWithApp('public browse of a language by letter', (ctx) => {
  const db = () => ctx.database.db;
  const get = (url: string, cookie: string | null = null) =>
    sendRequest(ctx.app, 'GET', url, cookie, undefined, 'fr');
  const letters = async (languageId: number) => {
    const res = await get(`/api/public/languages/${languageId}/letters`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LetterCount[]>();
  };
  const words = async (languageId: number, query = '', cookie: string | null = null) => {
    const res = await get(`/api/public/languages/${languageId}/words?${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PaginatedWords>();
  };
  const spellings = (result: PaginatedWords) => result.data.map((w) => w.localWord.localWord);

  /** Swahili with its alphabet: published words, a pending one and a deleted one. */
  async function swahili() {
    const language = await buildLanguage(db(), { name: 'Kiswahili' });
    for (const localWord of ['nyumba', "ng'ombe", 'nguo', 'nne', 'chai', 'cheza', 'mama']) {
      await buildWord(db(), { languageId: language.id, localWord });
    }
    await buildWord(db(), { languageId: language.id, localWord: 'dhahabu', status: 'pending' });
    await buildWord(db(), { languageId: language.id, localWord: 'chura', status: 'rejected' });
    const gone = await buildWord(db(), { languageId: language.id, localWord: 'thelathini' });
    await db().update(localWords).set({ isDeleted: true }).where(eq(localWords.id, gone.id));
    await giveAlphabet(db(), language.id, SWAHILI_LETTERS);
    return language;
  }

  it('lists every letter of the alphabet with its published words, zeros included', async () => {
    const sw = await swahili();
    const bar = await letters(sw.id);
    expect(bar.map((l) => l.letter)).toEqual(SWAHILI_LETTERS);
    const counts = Object.fromEntries(bar.map((l) => [l.letter, l.count]));
    // Pending, rejected and deleted words count nowhere; n is not ng' nor ny.
    expect(counts).toMatchObject({ ch: 2, m: 1, n: 2, "ng'": 1, ny: 1, dh: 0, th: 0, a: 0 });
    expect(bar.reduce((sum, l) => sum + l.count, 0)).toBe(7);
    expect(bar.find((l) => l.letter === "ng'")).toEqual({ letter: "ng'", upper: "Ng'", count: 1 });
    // A word starting with no letter of the alphabet is under none.
    await buildWord(db(), { languageId: sw.id, localWord: 'Qurani' });
    expect((await letters(sw.id)).reduce((sum, l) => sum + l.count, 0)).toBe(7);
  });

  it('lists the folded first letters of a language without an alphabet', async () => {
    const plain = await buildLanguage(db());
    for (const localWord of ['ŋgɔ́mbɛ', 'nne', 'Ɓaba', 'moja']) {
      await buildWord(db(), { languageId: plain.id, localWord });
    }
    await buildWord(db(), { languageId: plain.id, localWord: 'zomi', status: 'pending' });
    expect(await letters(plain.id)).toEqual([
      { letter: 'b', upper: 'B', count: 1 },
      { letter: 'm', upper: 'M', count: 1 },
      { letter: 'n', upper: 'N', count: 2 },
    ]);
    expect(spellings(await words(plain.id, 'letter=n'))).toEqual(['ŋgɔ́mbɛ', 'nne']);
    expect(spellings(await words(plain.id))).toEqual(['Ɓaba', 'moja', 'ŋgɔ́mbɛ', 'nne']);
    expect(await letters((await buildLanguage(db())).id)).toEqual([]);
  });

  it('answers 404 for an unknown or deleted language', async () => {
    const sw = await swahili();
    await db().update(languages).set({ isDeleted: true }).where(eq(languages.id, sw.id));
    for (const id of [sw.id, 999999]) {
      for (const path of ['letters', 'words', 'words?letter=ch']) {
        const res = await get(`/api/public/languages/${id}/${path}`);
        expect(res.statusCode, path).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Langue introuvable.' });
      }
    }
  });

  it('lists a letter’s published words, or the whole language, in alphabet order', async () => {
    const sw = await swahili();
    const editor = await ctx.as('editor');
    // Even to staff the public list shows what a visitor sees.
    const all = await words(sw.id, '', editor);
    expect(spellings(all)).toEqual(['chai', 'cheza', 'mama', 'nguo', 'nne', "ng'ombe", 'nyumba']);
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: 7, totalPages: 1 });
    expect(spellings(await words(sw.id, 'letter=ch'))).toEqual(['chai', 'cheza']);
    expect(spellings(await words(sw.id, 'letter=n'))).toEqual(['nguo', 'nne']);
    expect(spellings(await words(sw.id, `letter=${encodeURIComponent('NG’')}`))).toEqual([
      "ng'ombe",
    ]);
    expect(await words(sw.id, 'letter=dh')).toEqual({
      data: [],
      pagination: { page: 1, limit: 20, total: 0, totalPages: 0 },
    });
    const refused = await get(`/api/public/languages/${sw.id}/words?letter=x`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'BAD_REQUEST',
      message: "« x » n'est pas une lettre de l'alphabet de cette langue.",
    });
    expect((await get(`/api/public/languages/${sw.id}/words?limit=7`)).statusCode).toBe(400);
    expect((await get(`/api/public/languages/${sw.id}/words?page=0`)).statusCode).toBe(400);
  });

  it('pages through a big letter and the whole language with totals', async () => {
    const sw = await swahili();
    // 23 words under m (one pending), after the 7 words above: a letter and the language paged.
    await buildWords(db(), 23, (i) => ({
      languageId: sw.id,
      localWord: `mti${String(i).padStart(2, '0')}`,
      status: i === 5 ? 'pending' : 'approved',
    }));
    const m = [
      'mama',
      ...Array.from({ length: 23 }, (_, i) => `mti${String(i).padStart(2, '0')}`),
    ].filter((w) => w !== 'mti05');
    const letterPages = [];
    for (const n of [1, 2, 3]) {
      const result = await words(sw.id, `letter=m&limit=10&page=${n}`);
      expect(result.pagination).toEqual({ page: n, limit: 10, total: 23, totalPages: 3 });
      letterPages.push(...spellings(result));
    }
    expect(letterPages).toEqual(m);
    expect((await words(sw.id, 'letter=m&limit=10&page=4')).data).toEqual([]);

    const whole = [];
    for (const n of [1, 2, 3]) {
      const result = await words(sw.id, `limit=10&page=${n}`);
      expect(result.pagination).toEqual({ page: n, limit: 10, total: 29, totalPages: 3 });
      whole.push(...spellings(result));
    }
    expect(whole).toEqual(['chai', 'cheza', ...m, 'nguo', 'nne', "ng'ombe", 'nyumba']);
  });
});
