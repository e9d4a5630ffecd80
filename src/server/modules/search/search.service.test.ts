import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import { buildFrenchWord, buildLanguage, buildWord } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { globalWordSearch, searchWordIds } from './search.service';
import type { UserRow } from '@server/modules/users/users.repository';

describeWithApp('search service', (ctx) => {
  const db = () => ctx.database.db;
  const index = () => ctx.app.wordIndex;
  const words = async (q: string, user: UserRow | null = null) =>
    (await globalWordSearch(db(), index(), q, user)).map((r) => r.word);

  it('ignores tones, diacritics and African letters: ngombe finds ŋgɔ́mbɛ', async () => {
    await buildWord(db(), { localWord: 'ŋgɔ́mbɛ' });
    await buildWord(db(), { localWord: 'mbwa' });
    expect(await words('ngombe')).toEqual(['ŋgɔ́mbɛ']);
    expect(await words('NGÒMBE')).toEqual(['ŋgɔ́mbɛ']);
    expect(await words('ŋgɔ')).toEqual(['ŋgɔ́mbɛ']);
  });

  it('matches a toned ɛ́ against a plain e, and the other way round', async () => {
    await buildWord(db(), { localWord: 'lemba' });
    await buildWord(db(), { localWord: 'lɛ̀mbɛ' });
    await buildWord(db(), { localWord: 'loba' });
    expect((await words('lɛ́m')).sort()).toEqual(['lemba', 'lɛ̀mbɛ']);
    expect(await words('lembe')).toEqual(['lɛ̀mbɛ', 'lemba']);
  });

  it('ranks exact > prefix > one typo > substring, a word above a gloss of the same kind', async () => {
    const gloss = await buildFrenchWord(db(), { word: 'bana' });
    for (const localWord of ['bapa', 'mubana', 'banaki', 'bana'])
      await buildWord(db(), { localWord });
    await buildWord(db(), { localWord: 'xyz', frenchId: gloss.id });
    expect(await words('bana')).toEqual(['bana', 'bana', 'banaki', 'bapa', 'mubana']);
    const [exact, byGloss] = await globalWordSearch(db(), index(), 'bana', null);
    expect([exact!.type, byGloss!.type, byGloss!.localWord]).toEqual(['local', 'french', 'xyz']);
  });

  it('finds words with one typo: a letter replaced, added, dropped or swapped', async () => {
    await buildWord(db(), { localWord: 'ŋgɔ́mbɛ' });
    await buildWord(db(), { localWord: 'nyama' });
    for (const typo of ['ngombr', 'ngoombe', 'ngmbe', 'ngmobe']) {
      expect({ typo, found: await words(typo) }).toEqual({ typo, found: ['ŋgɔ́mbɛ'] });
    }
    expect(await words('nyamma')).toEqual(['nyama']);
    expect(await words('xqwzk')).toEqual([]);
  });

  it('answers nothing under 2 characters, and treats LIKE wildcards as text', async () => {
    await buildWord(db(), { localWord: 'a%b_c' });
    await buildWord(db(), { localWord: 'abbc' });
    await buildWord(db(), { localWord: 'ɛ' });
    expect(await words(' a ')).toEqual([]);
    // A tone mark is no character: ɛ́ is one (the client's gate counts the same way).
    expect(await words('ɛ́')).toEqual([]);
    expect(await words('')).toEqual([]);
    expect(await words('a%')).toEqual(['a%b_c']);
    expect(
      await searchWordIds(db(), index(), { q: 'x', limit: 10, offset: 0, user: null }),
    ).toEqual({
      ids: [],
      total: 0,
      matches: new Map(),
    });
  });

  it('shows each caller only the words it may see', async () => {
    const contributor = await ctx.createUser({ role: 'contributor' });
    const other = await ctx.createUser({ role: 'contributor' });
    const editor = await ctx.createUser({ role: 'editor' });
    await buildWord(db(), { localWord: 'kalamu' });
    await buildWord(db(), { localWord: 'kalasi', status: 'pending', submittedBy: contributor.id });
    await buildWord(db(), { localWord: 'kalaba', status: 'pending', submittedBy: other.id });
    await buildWord(db(), { localWord: 'kalapi', status: 'rejected', submittedBy: other.id });
    await buildWord(db(), { localWord: 'kalafu', isDeleted: true });
    const gone = await buildLanguage(db());
    await buildWord(db(), { localWord: 'kalaŋa', languageId: gone.id });
    await db().update(languages).set({ isDeleted: true }).where(eq(languages.id, gone.id));

    const seen = async (user: UserRow | null = null) => (await words('kala', user)).sort();
    expect(await seen()).toEqual(['kalamu']);
    expect(await seen(contributor)).toEqual(['kalamu', 'kalasi']);
    expect(await seen(editor)).toEqual(['kalaba', 'kalamu', 'kalapi', 'kalasi']);
  });

  it('pages the ranking with an honest total, one-typo hits counted with the rest', async () => {
    const language = await buildLanguage(db());
    const other = await buildLanguage(db());
    for (let i = 0; i < 25; i++) {
      await buildWord(db(), {
        localWord: `tembo${String.fromCharCode(97 + i)}`,
        languageId: language.id,
      });
    }
    await buildWord(db(), { localWord: 'tembo', languageId: other.id });
    await buildWord(db(), { localWord: 'tenbo', languageId: other.id, status: 'pending' });
    const page = (q: string, offset: number, extra = {}) =>
      searchWordIds(db(), index(), { q, limit: 10, offset, user: null, ...extra });

    const first = await page('tembo', 0);
    const third = await page('tembo', 20);
    expect(first.total).toBe(26);
    expect(third.total).toBe(26);
    expect(third.ids).toHaveLength(6);
    const all = [...first.ids, ...(await page('tembo', 10)).ids, ...third.ids];
    expect(new Set(all).size).toBe(26);
    const rows = await db().select().from(localWords).where(eq(localWords.id, first.ids[0]!));
    expect(rows[0]!.localWord).toBe('tembo');

    // In the other language only 'tembo' matches well: its typo neighbour joins the (short) list.
    const staff = await ctx.createUser({ role: 'admin' });
    const filtered = await searchWordIds(db(), index(), {
      q: 'tembo',
      limit: 10,
      offset: 0,
      user: staff,
      filter: { languageId: other.id },
    });
    expect(filtered.total).toBe(2);
    const pending = await searchWordIds(db(), index(), {
      q: 'tembo',
      limit: 10,
      offset: 0,
      user: staff,
      filter: { status: 'pending' },
    });
    expect(pending).toMatchObject({ ids: [expect.any(Number)], total: 1 });
    // 'tenbo' is one typo away from 'tembo': found, and said to be approximate.
    expect(pending.matches.get(pending.ids[0]!)).toEqual({ by: 'approximate' });
    expect(first.matches.get(first.ids[0]!)).toEqual({ by: 'headword' });
  });
});
