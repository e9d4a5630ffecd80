import { expect, it } from 'vitest';
import { giveAlphabet, SWAHILI_LETTERS } from '@server/test/alphabets';
import { buildLanguage, buildWord } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import type { PaginatedWords, WordLetters, WordStatus } from '@shared/schemas/words';

describeWithApp('words list filtered by status, with its counts', (ctx) => {
  const db = () => ctx.database.db;
  const get = (url: string, cookie: string | null = null, language = 'fr') =>
    send(ctx.app, 'GET', url, cookie, undefined, language);
  const page = async (query: string, cookie: string | null) => {
    const res = await get(`/api/words/paginated?${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PaginatedWords>();
    return {
      total: body.pagination.total,
      words: body.data.map((e) => e.localWord.localWord).sort(),
    };
  };

  /**
   * Swahili (with its alphabet) and Lingala: approved words in both, a contributor's pending and
   * rejected words, and another contributor's pending one.
   */
  async function dictionary() {
    const author = await ctx.createUser({ role: 'contributor' });
    const other = await ctx.createUser({ role: 'contributor' });
    const swahili = await buildLanguage(db(), { name: 'Kiswahili' });
    const lingala = await buildLanguage(db(), { name: 'Lingala' });
    const word = (
      languageId: number,
      localWord: string,
      status: WordStatus = 'approved',
      submittedBy?: number,
    ) => buildWord(db(), { languageId, localWord, status, submittedBy });
    await word(swahili.id, 'chai');
    await word(swahili.id, 'cheza');
    await word(swahili.id, 'mama');
    await word(swahili.id, 'chaki', 'pending', author.id);
    await word(swahili.id, 'mbuzi', 'rejected', author.id);
    await word(swahili.id, 'chupa', 'pending', other.id);
    await word(lingala.id, 'mai');
    await word(lingala.id, 'moto', 'rejected', other.id);
    await giveAlphabet(db(), swahili.id, SWAHILI_LETTERS);
    return {
      swahili,
      lingala,
      author: await ctx.signIn(author.email),
      editor: await ctx.as('editor'),
    };
  }

  it('counts every status for staff, or the one asked for; approved is what the dashboard counts', async () => {
    const { editor, swahili } = await dictionary();
    expect((await page('', editor)).total).toBe(8);
    expect(await page('status=approved', editor)).toEqual({
      total: 4,
      words: ['chai', 'cheza', 'mai', 'mama'],
    });
    expect(await page('status=pending', editor)).toEqual({ total: 2, words: ['chaki', 'chupa'] });
    expect(await page('status=rejected', editor)).toEqual({ total: 2, words: ['mbuzi', 'moto'] });
    const stats = await get('/api/dashboard/stats', editor);
    expect(stats.json().wordsCount).toBe(4);

    // With the language, and with a letter of its alphabet, in the search too.
    expect(await page(`languageId=${swahili.id}&status=pending`, editor)).toEqual({
      total: 2,
      words: ['chaki', 'chupa'],
    });
    expect(await page(`languageId=${swahili.id}&status=approved&letter=ch`, editor)).toEqual({
      total: 2,
      words: ['chai', 'cheza'],
    });
    expect(await page(`languageId=${swahili.id}&letter=ch`, editor)).toMatchObject({ total: 4 });
    expect(await page('search=ch&status=pending', editor)).toMatchObject({
      words: ['chaki', 'chupa'],
    });
  });

  it('gives a contributor their own words of a status, and visitors approved words only', async () => {
    const { author } = await dictionary();
    expect(await page('', author)).toMatchObject({ total: 6 });
    expect(await page('status=pending', author)).toEqual({ total: 1, words: ['chaki'] });
    expect(await page('status=rejected', author)).toEqual({ total: 1, words: ['mbuzi'] });
    expect(await page('status=pending', null)).toEqual({ total: 0, words: [] });
    expect(await page('status=approved', null)).toMatchObject({ total: 4 });
  });

  it('counts the letters of a language’s alphabet for the status filtered on', async () => {
    const { editor, author, swahili } = await dictionary();
    const counts = async (query: string, cookie: string | null) => {
      const res = await get(`/api/words/letters?languageId=${swahili.id}${query}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<WordLetters>();
      return Object.fromEntries(
        (body.counts ?? []).filter((c) => c.count > 0).map((c) => [c.letter, c.count]),
      );
    };
    expect(await counts('', editor)).toEqual({ ch: 4, m: 2 });
    expect(await counts('&status=approved', editor)).toEqual({ ch: 2, m: 1 });
    expect(await counts('&status=pending', editor)).toEqual({ ch: 2 });
    expect(await counts('&status=rejected', author)).toEqual({ m: 1 });
    // Across languages, the folded first letters of that status.
    const across = await get('/api/words/letters?status=rejected', editor);
    expect(across.json<WordLetters>().letters).toEqual(['m']);
  });

  it('refuses an unknown status with a 400 that names the three', async () => {
    const res = await get('/api/words/paginated?status=published');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Le statut est « pending », « approved » ou « rejected ».',
      code: 'VALIDATION_FAILED',
      details: [
        {
          path: 'querystring.status',
          message: 'Le statut est « pending », « approved » ou « rejected ».',
        },
      ],
    });
    const letters = await get('/api/words/letters?status=all', null, 'en');
    expect(letters.statusCode).toBe(400);
    expect(letters.json().message).toBe('Status is "pending", "approved" or "rejected".');
  });
});
