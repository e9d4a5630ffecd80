import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import { giveAlphabet, LINGALA_LETTERS, SWAHILI_LETTERS } from '@server/test/alphabets';
import { buildLanguage, buildWord, buildWords } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send as sendRequest } from '@server/test/http';
import { compareSpellings, toAlphabet } from '@shared/alphabet';
import type { PaginatedWords, WordEntry } from '@shared/schemas/words';

describeWithApp('words lists in a language’s alphabet order', (ctx) => {
  const db = () => ctx.database.db;
  const get = (url: string, cookie: string | null = null, language = 'fr') =>
    sendRequest(ctx.app, 'GET', url, cookie, undefined, language);
  const page = async (query: string, cookie: string | null = null) => {
    const res = await get(`/api/words/paginated?${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PaginatedWords>();
  };
  const spellings = async (query: string, cookie: string | null = null) =>
    (await page(query, cookie)).data.map((w: WordEntry) => w.localWord.localWord);

  const SWAHILI_WORDS = [
    'nyumba',
    "ng'ombe",
    'nguo',
    'nne',
    'ndege',
    'shamba',
    'samaki',
    'cheza',
    'chai',
    'bata',
    'mama',
    'zawadi',
  ];

  /** Swahili with its alphabet, and a language without one. */
  async function swahili() {
    const language = await buildLanguage(db(), { name: 'Kiswahili' });
    for (const localWord of SWAHILI_WORDS) {
      await buildWord(db(), { languageId: language.id, localWord });
    }
    await giveAlphabet(db(), language.id, SWAHILI_LETTERS);
    return language;
  }

  it('lists a language’s words in its alphabet order, and all languages folded', async () => {
    const sw = await swahili();
    // ng' and ny are letters after n: nguo (n, g...) and nne come before ng'ombe and nyumba.
    expect(await spellings(`languageId=${sw.id}`)).toEqual([
      'bata',
      'chai',
      'cheza',
      'mama',
      'ndege',
      'nguo',
      'nne',
      "ng'ombe",
      'nyumba',
      'samaki',
      'shamba',
      'zawadi',
    ]);
    const lingala = await buildLanguage(db(), { name: 'Lingala' });
    for (const localWord of ['ɛlɔkɔ', 'mbisi', 'ezali', 'moto', 'lobi']) {
      await buildWord(db(), { languageId: lingala.id, localWord });
    }
    await giveAlphabet(db(), lingala.id, LINGALA_LETTERS);
    // ɛ is a letter after e, mb one after m.
    expect(await spellings(`languageId=${lingala.id}`)).toEqual([
      'ezali',
      'ɛlɔkɔ',
      'lobi',
      'moto',
      'mbisi',
    ]);
    // Across languages the order stays folded Latin: ɛlɔkɔ as eloko, ng'ombe before nguo.
    const all = await spellings('limit=50');
    expect(all.indexOf('ɛlɔkɔ')).toBeLessThan(all.indexOf('ezali'));
    expect(all.indexOf("ng'ombe")).toBeLessThan(all.indexOf('nguo'));
    expect(all.indexOf('mbisi')).toBeLessThan(all.indexOf('moto'));
  });

  it('pages through a language in the comparator’s order, homographs by number', async () => {
    const language = await buildLanguage(db(), { name: 'Kiswahili' });
    await giveAlphabet(db(), language.id, SWAHILI_LETTERS);
    const stems = ['nyama', "ng'ambo", 'ngoma', 'chui', 'shule', 'simba', 'mti', 'nzige'];
    const words = await buildWords(db(), 27, (i) => ({
      languageId: language.id,
      localWord: i < 24 ? `${stems[i % stems.length]}${'a'.repeat(Math.floor(i / 8))}` : 'zaa',
      // Three homographs, last (z), on a page read backwards: numbered 2 and 1 (created in that
      // order), and one without a number.
      homographNumber: i === 24 ? 2 : i === 25 ? 1 : null,
    }));
    const alphabet = toAlphabet({ letters: SWAHILI_LETTERS, ignoreTones: true });
    const expected = [...words]
      .sort(
        (a, b) =>
          compareSpellings(alphabet, a.localWord, b.localWord) ||
          (a.homographNumber ?? Infinity) - (b.homographNumber ?? Infinity),
      )
      .map((w) => w.id);
    const ids: number[] = [];
    // Pages past the middle are read from the end of the index: each must still be in order.
    for (let n = 1; n <= 3; n++) {
      const { data, pagination } = await page(`languageId=${language.id}&limit=10&page=${n}`);
      expect(pagination).toEqual({ page: n, limit: 10, total: 27, totalPages: 3 });
      ids.push(...data.map((w) => w.localWord.id));
    }
    expect(ids).toEqual(expected);
    const zaa = ids.filter((id) => words.find((w) => w.id === id)!.localWord === 'zaa');
    expect(zaa.map((id) => words.find((w) => w.id === id)!.homographNumber)).toEqual([1, 2, null]);
    const past = await page(`languageId=${language.id}&limit=10&page=4`);
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(27);
  });

  it('filters by a letter of the alphabet, multigraphs and any spelling of them', async () => {
    const sw = await swahili();
    const letter = (typed: string) =>
      spellings(`languageId=${sw.id}&letter=${encodeURIComponent(typed)}`);
    expect(await letter('ch')).toEqual(['chai', 'cheza']);
    expect(await letter('n')).toEqual(['ndege', 'nguo', 'nne']);
    expect(await letter("ng'")).toEqual(["ng'ombe"]);
    // Capitals and a typographic apostrophe name the same letter.
    expect(await letter('NG’')).toEqual(["ng'ombe"]);
    expect(await letter('Ny')).toEqual(['nyumba']);
    expect(await letter('s')).toEqual(['samaki']);
    expect(await letter('sh')).toEqual(['shamba']);
    expect(await letter('dh')).toEqual([]);
    // A letter with a search within it.
    expect(await spellings(`languageId=${sw.id}&letter=n&search=nguo`)).toEqual(['nguo']);
  });

  it('refuses a letter the alphabet lacks, naming it, and a letter too long', async () => {
    const sw = await swahili();
    for (const [typed, lang, message] of [
      ['q', 'fr', "« q » n'est pas une lettre de l'alphabet de cette langue."],
      // Swahili writes c only in ch.
      ['C', 'en', '“C” is not a letter of this language’s alphabet.'],
    ] as const) {
      const res = await get(`/api/words/paginated?languageId=${sw.id}&letter=${typed}`, null, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
    }
    const long = await get(`/api/words/paginated?languageId=${sw.id}&letter=abcdefghi`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'Indiquez une seule lettre.' });
    // Without an alphabet a letter is one character, as before alphabets.
    const plain = await buildLanguage(db());
    await buildWord(db(), { languageId: plain.id, localWord: 'ŋgɔ́mbɛ' });
    await buildWord(db(), { languageId: plain.id, localWord: 'nne' });
    await buildWord(db(), { languageId: plain.id, localWord: 'moja' });
    expect(await spellings(`languageId=${plain.id}&letter=%C5%8A`)).toEqual(['ŋgɔ́mbɛ', 'nne']);
    // A deleted language lists nothing, whatever the letter.
    await db().update(languages).set({ isDeleted: true }).where(eq(languages.id, sw.id));
    expect(await page(`languageId=${sw.id}&letter=ch`)).toEqual({
      data: [],
      pagination: { page: 1, limit: 20, total: 0, totalPages: 0 },
    });
    const digraph = await get(`/api/words/paginated?languageId=${plain.id}&letter=ch`);
    expect(digraph.statusCode).toBe(400);
    expect(digraph.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Indiquez une seule lettre.',
    });
  });

  it('filters the words whose spelling is outside the alphabet', async () => {
    const sw = await swahili();
    await buildWord(db(), { languageId: sw.id, localWord: 'taxi' });
    await buildWord(db(), { languageId: sw.id, localWord: 'Qurani', status: 'pending' });
    const other = await buildLanguage(db());
    await buildWord(db(), { languageId: other.id, localWord: 'xylo' });
    const editor = await ctx.as('editor');
    // q is no letter of the alphabet: Qurani files after every letter.
    expect(await spellings(`languageId=${sw.id}&outsideAlphabet=true`, editor)).toEqual([
      'taxi',
      'Qurani',
    ]);
    const found = (await page(`languageId=${sw.id}&outsideAlphabet=true`, editor)).data;
    expect(found.map((w) => w.localWord.outsideAlphabet)).toEqual([['x'], ['q']]);
    // A visitor sees only the published one; a language without an alphabet has none outside it.
    expect(await spellings(`languageId=${sw.id}&outsideAlphabet=true`)).toEqual(['taxi']);
    expect(await spellings('outsideAlphabet=true', editor)).toEqual(['Qurani', 'taxi']);
    expect(await spellings(`languageId=${sw.id}&outsideAlphabet=false`)).toHaveLength(13);
  });

  it('offers the alphabet’s letters that have words the caller may see', async () => {
    const sw = await swahili();
    await buildWord(db(), { languageId: sw.id, localWord: 'dhahabu', status: 'pending' });
    const [gone] = await buildWords(db(), 1, () => ({
      languageId: sw.id,
      localWord: 'thelathini',
    }));
    await db().update(localWords).set({ isDeleted: true }).where(eq(localWords.id, gone!.id));
    const letters = async (cookie: string | null = null) =>
      (await get(`/api/words/letters?languageId=${sw.id}`, cookie)).json().letters as string[];
    expect(await letters()).toEqual(['b', 'ch', 'm', 'n', "ng'", 'ny', 's', 'sh', 'z']);
    expect(await letters(await ctx.as('editor'))).toEqual([
      'b',
      'ch',
      'dh',
      'm',
      'n',
      "ng'",
      'ny',
      's',
      'sh',
      'z',
    ]);

    // And every letter of the alphabet with its count for that caller, 0 included.
    const counts = async (cookie: string | null = null) =>
      (
        (await get(`/api/words/letters?languageId=${sw.id}`, cookie)).json().counts as {
          letter: string;
          upper: string;
          count: number;
        }[]
      ).map((c) => `${c.upper}:${c.count}`);
    const visitor = await counts();
    const editor = await counts(await ctx.as('editor'));
    expect(visitor).toHaveLength(SWAHILI_LETTERS.length);
    expect(visitor.slice(0, 5)).toEqual(['A:0', 'B:1', 'Ch:2', 'D:0', 'Dh:0']);
    expect(editor.slice(0, 5)).toEqual(['A:0', 'B:1', 'Ch:2', 'D:0', 'Dh:1']);
    expect(editor.find((c) => c.startsWith('Th:'))).toBe('Th:0');
  });
});
