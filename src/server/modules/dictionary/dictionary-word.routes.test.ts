import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { localWords } from '@server/db/schema/words';
import { waitForJob } from '@server/test/dictionary-jobs';
import {
  buildEnglishWord,
  buildExpression,
  buildFrenchWord,
  buildLanguage,
  buildLocality,
  buildWord,
} from '@server/test/factories';
import { fakeDictionarySources } from '@server/test/fake-dictionary-sources';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import type { DictionaryWord, EquivalencesPage } from '@shared/schemas/dictionary';

const sources = fakeDictionarySources();

describeWithApp(
  'dictionary words and cross-language groups',
  (ctx) => {
    const db = () => ctx.database.db;
    const get = (url: string, cookie: string | null) => send(ctx.app, 'GET', url, cookie);

    it('answers an imported word with its equivalent, English fallback and local equivalents', async () => {
      const editor = await ctx.as('editor');
      const res = await send(ctx.app, 'POST', '/api/dictionary/french/import-background', editor, {
        maxWords: 10,
      });
      expect(res.statusCode).toBe(202);
      await waitForJob(ctx.app, '/api/dictionary/import-status/french', editor);
      const [hit] = (await get('/api/dictionary/french/search?q=chat', editor)).json();
      const url = `/api/dictionary/french/word/${hit.id}`;

      const before = (await get(url, editor)).json() as DictionaryWord;
      expect(before).toEqual({
        id: hit.id,
        word: 'chat',
        definition: null,
        partOfSpeech: 'nom',
        pronunciation: 'ʃa',
        source: 'db',
        origin: 'lefff',
        gender: 'm',
        equivalent: {
          id: hit.equivalent.id,
          word: 'cat',
          definition: '1. feline mammal usually having thick soft fur and no ability to roar',
        },
        fallbackDefinition: {
          text: '1. feline mammal usually having thick soft fur and no ability to roar',
          language: 'en',
        },
        localEquivalents: [],
        localEquivalentsCount: 0,
      });

      // Local words that gloss it: visible ones only, by language then spelling.
      const kinshasa = await buildLocality(db(), { name: 'Kinshasa' });
      const brazzaville = await buildLocality(db(), { name: 'Brazzaville' });
      const lingala = await buildLanguage(db(), { name: 'Lingala', isoCode: 'ln' }, [
        kinshasa.id,
        brazzaville.id,
      ]);
      const swahili = await buildLanguage(db(), { name: 'Swahili', isoCode: 'sw' });
      const paka = await buildWord(db(), {
        languageId: swahili.id,
        localWord: 'paka',
        frenchId: hit.id,
        englishId: hit.equivalent.id,
        pronunciation: 'ˈpaka',
        notes: 'Mot courant.',
      });
      const nyau = await buildWord(db(), {
        languageId: lingala.id,
        localWord: 'nyau',
        frenchId: hit.id,
      });
      await buildExpression(db(), [nyau.id], { expression: 'Nyau azali na ndako.' });
      await buildExpression(db(), [nyau.id], { expression: ' ', localText: 'nyau ya moindo' });
      await buildExpression(db(), [nyau.id], { expression: 'supprimée', isDeleted: true });
      const contributor = await ctx.createUser({ role: 'contributor' });
      await buildWord(db(), {
        languageId: swahili.id,
        localWord: 'nyawu',
        frenchId: hit.id,
        status: 'pending',
        submittedBy: contributor.id,
      });
      await buildWord(db(), { languageId: swahili.id, frenchId: hit.id, isDeleted: true });

      const after = (await get(url, editor)).json() as DictionaryWord;
      expect(after.localEquivalentsCount).toBe(3); // staff see the pending one too
      expect(after.localEquivalents).toEqual([
        {
          id: nyau.id,
          word: 'nyau',
          language: 'Lingala',
          languageIsoCode: 'ln',
          notes: null,
          expressions: ['Nyau azali na ndako.', 'nyau ya moindo'],
          locality: 'Brazzaville',
          pronunciation: null,
        },
        {
          id: expect.any(Number),
          word: 'nyawu',
          language: 'Swahili',
          languageIsoCode: 'sw',
          notes: null,
          expressions: [],
          locality: null,
          pronunciation: null,
        },
        {
          id: paka.id,
          word: 'paka',
          language: 'Swahili',
          languageIsoCode: 'sw',
          notes: 'Mot courant.',
          expressions: [],
          locality: null,
          pronunciation: 'ˈpaka',
        },
      ]);
      // Another contributor sees the published ones; the submitter also sees their own.
      const other = (await get(url, await ctx.as('contributor'))).json() as DictionaryWord;
      expect(other.localEquivalents.map((l) => l.word)).toEqual(['nyau', 'paka']);
      const own = (await get(url, await ctx.signIn(contributor.email))).json() as DictionaryWord;
      expect(own.localEquivalents.map((l) => l.word)).toEqual(['nyau', 'nyawu', 'paka']);

      // The English side: the local word glossed in English; no fallback definition.
      const english = (
        await get(`/api/dictionary/english/word/${hit.equivalent.id}`, editor)
      ).json() as DictionaryWord;
      expect(english).toMatchObject({
        word: 'cat',
        origin: 'freedict',
        equivalent: { id: hit.id, word: 'chat', definition: null },
        fallbackDefinition: null,
        localEquivalentsCount: 1,
      });
      expect(english.localEquivalents[0]).toMatchObject({ word: 'paka', language: 'Swahili' });
    });

    it('answers 404 for an unknown or deleted entry, 401 to anonymous callers', async () => {
      const editor = await ctx.as('editor');
      const gone = await buildFrenchWord(db(), { word: 'disparu', isDeleted: true });
      for (const url of [
        `/api/dictionary/french/word/${gone.id}`,
        '/api/dictionary/french/word/999999',
        '/api/dictionary/english/word/999999',
      ]) {
        const res = await get(url, editor);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({
          code: 'NOT_FOUND',
          message: 'Mot introuvable dans le dictionnaire.',
        });
      }
      expect((await get('/api/dictionary/french/word/abc', editor)).statusCode).toBe(400);
      const entry = await buildFrenchWord(db(), { word: 'visible' });
      expect((await get(`/api/dictionary/french/word/${entry.id}`, null)).statusCode).toBe(401);
    });

    it('groups local words by their French/English pair, with search, language filter and counters', async () => {
      const editor = await ctx.as('editor');
      const swahili = await buildLanguage(db(), { name: 'Swahili', isoCode: 'sw' });
      const lingala = await buildLanguage(db(), { name: 'Lingala', isoCode: 'ln' });
      const zulu = await buildLanguage(db(), { name: 'Zulu', isoCode: 'zu' });
      const eau = await buildFrenchWord(db(), { word: 'eau' });
      const water = await buildEnglishWord(db(), { word: 'water' }, eau.id);
      const chien = await buildFrenchWord(db(), { word: 'chien' });
      const dog = await buildEnglishWord(db(), { word: 'dog' }, chien.id);
      const soleil = await buildFrenchWord(db(), { word: 'soleil' });
      const pair = { frenchId: eau.id, englishId: water.id };
      const maji = await buildWord(db(), { languageId: swahili.id, localWord: 'maji', ...pair });
      const mai = await buildWord(db(), { languageId: lingala.id, localWord: 'mái', ...pair });
      await buildWord(db(), {
        languageId: zulu.id,
        localWord: 'amanzi',
        ...pair,
        status: 'pending',
      });
      const mbwa = await buildWord(db(), {
        languageId: swahili.id,
        localWord: 'mbwa',
        frenchId: chien.id,
        englishId: dog.id,
      });
      const mbwa2 = await buildWord(db(), {
        languageId: swahili.id,
        localWord: 'mbwá',
        frenchId: chien.id,
        englishId: dog.id,
      });
      const moi = await buildWord(db(), {
        languageId: lingala.id,
        localWord: 'mói',
        frenchId: soleil.id,
      });
      await buildWord(db(), { languageId: lingala.id, frenchId: null }); // glosses nothing

      const page = async (query = '') =>
        (await get(`/api/dictionary/equivalences${query}`, editor)).json() as EquivalencesPage;
      const all = await page();
      const counters = { totalGroups: 3, multiLanguageGroups: 1, activeLanguages: 2 };
      expect(all.counters).toEqual(counters);
      expect(all.pagination).toEqual({ total: 3, totalPages: 1 });
      // In order of the French word: chien, eau, soleil.
      expect(all.data).toEqual([
        {
          french: { id: chien.id, word: 'chien' },
          english: { id: dog.id, word: 'dog' },
          localWords: [
            {
              id: mbwa.id,
              word: 'mbwa',
              languageId: swahili.id,
              language: 'Swahili',
              languageIsoCode: 'sw',
            },
            {
              id: mbwa2.id,
              word: 'mbwá',
              languageId: swahili.id,
              language: 'Swahili',
              languageIsoCode: 'sw',
            },
          ],
          languagesCount: 1,
        },
        {
          french: { id: eau.id, word: 'eau' },
          english: { id: water.id, word: 'water' },
          localWords: [
            {
              id: mai.id,
              word: 'mái',
              languageId: lingala.id,
              language: 'Lingala',
              languageIsoCode: 'ln',
            },
            {
              id: maji.id,
              word: 'maji',
              languageId: swahili.id,
              language: 'Swahili',
              languageIsoCode: 'sw',
            },
          ],
          languagesCount: 2,
        },
        {
          french: { id: soleil.id, word: 'soleil' },
          english: null,
          localWords: [
            {
              id: moi.id,
              word: 'mói',
              languageId: lingala.id,
              language: 'Lingala',
              languageIsoCode: 'ln',
            },
          ],
          languagesCount: 1,
        },
      ]);

      const words = (p: EquivalencesPage) => p.data.map((g) => g.french?.word);
      expect(words(await page('?search=WATER'))).toEqual(['eau']);
      expect(words(await page('?search=mai'))).toEqual(['eau']); // mái, folded
      expect(words(await page('?search=mbwa'))).toEqual(['chien']);
      expect(words(await page(`?languageId=${lingala.id}`))).toEqual(['eau', 'soleil']);
      const filtered = await page(`?languageId=${lingala.id}&search=sol`);
      expect(words(filtered)).toEqual(['soleil']);
      expect(filtered.counters).toEqual(counters); // counters are over every group
      expect(filtered.pagination).toEqual({ total: 1, totalPages: 1 });
      // Under two characters (folded), the search filters nothing.
      expect(words(await page('?search=%CC%81'))).toEqual(['chien', 'eau', 'soleil']);
      const second = await page('?limit=10&page=2');
      expect(second.data).toEqual([]);
      expect(second.pagination).toEqual({ total: 3, totalPages: 1 });
      expect((await get('/api/dictionary/equivalences?limit=7', editor)).statusCode).toBe(400);

      // The dashboard counts the same groups; approving the Zulu word makes eau/water span three.
      expect((await get('/api/dashboard/stats', editor)).json().equivalencesCount).toBe(3);
      await db()
        .update(localWords)
        .set({ status: 'approved' })
        .where(eq(localWords.localWord, 'amanzi'));
      expect((await page()).counters).toEqual({ ...counters, activeLanguages: 3 });
      expect((await page()).data[1]!.languagesCount).toBe(3);
    });
  },
  {},
  { dictionarySources: sources },
);
