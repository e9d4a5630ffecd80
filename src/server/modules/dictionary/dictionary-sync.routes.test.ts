import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { englishWords, frenchEnglishRelations, frenchWords } from '@server/db/schema/dictionary';
import { waitForJob } from '@server/test/dictionary-jobs';
import { buildEnglishWord, buildFrenchWord } from '@server/test/factories';
import { missingDefinition } from './definitions';
import { fakeDictionarySources } from '@server/test/fake-dictionary-sources';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';

const sources = fakeDictionarySources();

describeWithApp(
  'dictionary syncs and definitions',
  (ctx) => {
    const db = () => ctx.database.db;
    const get = async (url: string, cookie: string) =>
      (await send(ctx.app, 'GET', url, cookie)).json();
    const start = async (url: string, cookie: string, body?: object) => {
      const res = await send(ctx.app, 'POST', url, cookie, body);
      expect(res.statusCode, res.body).toBe(202);
      return res.json();
    };

    it('counts discrepancies and sync-both resolves them: missing counterparts and relations', async () => {
      const editor = await ctx.as('editor');
      expect(await get('/api/dictionary/sync-discrepancies', editor)).toEqual({
        needsSync: false,
        totalDiscrepancies: 0,
      });
      // chat without cat, dog without chien, eau and water unlinked; maison-house is linked.
      const chat = await buildFrenchWord(db(), { word: 'chat', partOfSpeech: 'nom' });
      await buildEnglishWord(db(), { word: 'dog', partOfSpeech: 'noun' });
      const eau = await buildFrenchWord(db(), { word: 'eau', partOfSpeech: 'nom' });
      await buildEnglishWord(db(), { word: 'water' });
      const maison = await buildFrenchWord(db(), { word: 'maison', partOfSpeech: 'nom' });
      await buildEnglishWord(db(), { word: 'house', partOfSpeech: 'noun' }, maison.id);
      // A verb 'chat' is not the noun of the pair: it is no discrepancy of its own.
      await buildFrenchWord(db(), { word: 'chat', partOfSpeech: 'verbe' });
      expect(await get('/api/dictionary/sync-discrepancies', editor)).toEqual({
        needsSync: true,
        totalDiscrepancies: 3,
      });

      await start('/api/dictionary/sync-both', editor);
      const done = await waitForJob(ctx.app, '/api/dictionary/sync-status', editor);
      expect(done).toMatchObject({
        state: 'completed',
        kind: 'sync-both',
        imported: 3,
        total: 3,
        wordsAdded: 2, // cat and chien
        relationsCreated: 3,
        errors: 0,
      });
      expect(await get('/api/dictionary/sync-discrepancies', editor)).toEqual({
        needsSync: false,
        totalDiscrepancies: 0,
      });
      // The counterparts carry the pair's origin and what the sources know of them.
      const [cat] = await db().select().from(englishWords).where(eq(englishWords.word, 'cat'));
      expect(cat).toMatchObject({
        origin: 'freedict',
        partOfSpeech: 'noun',
        pronunciation: 'ˈkæt',
      });
      const [chien] = await db().select().from(frenchWords).where(eq(frenchWords.word, 'chien'));
      expect(chien).toMatchObject({ origin: 'freedict', gender: 'm', pronunciation: 'ʃjɛ̃' });
      const links = await db()
        .select()
        .from(frenchEnglishRelations)
        .where(eq(frenchEnglishRelations.frenchWordId, chat.id));
      expect(links.map((l) => l.englishWordId)).toEqual([cat!.id]);
      expect(
        await db()
          .select()
          .from(frenchEnglishRelations)
          .where(eq(frenchEnglishRelations.frenchWordId, eau.id)),
      ).toHaveLength(1);

      // Nothing left: a second sync does nothing.
      await start('/api/dictionary/sync-both', editor);
      expect(await waitForJob(ctx.app, '/api/dictionary/sync-status', editor)).toMatchObject({
        state: 'completed',
        total: 0,
        wordsAdded: 0,
        relationsCreated: 0,
      });
    });

    it('finds problematic French definitions and fix-definitions mends them', async () => {
      const editor = await ctx.as('editor');
      const water = 'binary compound that occurs at room temperature as a clear colorless liquid';
      const chat = await buildFrenchWord(db(), {
        word: 'chat',
        definition: "<b>Petit félin</b> domestique, l'ami des [[souris|souris]] &amp; des enfants",
      });
      const chien = await buildFrenchWord(db(), { word: 'chien', definition: '   ' });
      const eau = await buildFrenchWord(db(), {
        word: 'eau',
        definition: ` ${water.toUpperCase()}`,
      });
      await buildEnglishWord(db(), { word: 'water', definition: water }, eau.id);
      const maison = await buildFrenchWord(db(), {
        word: 'maison',
        definition: "Bâtiment servant d'habitation.",
      });
      await buildFrenchWord(db(), { word: 'soleil' }); // no definition: missing, not problematic
      const lune = await buildFrenchWord(db(), { word: 'lune', definition: '{{astronomie}}' });
      const moon = 'the natural satellite of the Earth';
      await buildEnglishWord(db(), { word: 'moon', definition: moon }, lune.id);

      const check = await get('/api/dictionary/french/check-definitions', editor);
      // chien's blank definition is missing, as soleil's: the check counts them as the card does.
      expect(check).toEqual({
        count: 3,
        words: [{ id: chat.id }, { id: eau.id }, { id: lune.id }],
        missing: 2,
      });
      expect(await get('/api/dictionary/french/missing-definitions-count', editor)).toEqual({
        count: 2,
      });

      sources.freedictFrench.set({
        lookupDefinitions: {
          eau: 'Liquide transparent, inodore et sans saveur.',
          lune: 'The natural satellite of the Earth',
        },
      });
      try {
        await start('/api/dictionary/french/fix-definitions', editor, {
          wordIds: [...check.words.map((w: { id: number }) => w.id), chien.id, maison.id, 999_999],
        });
        const done = await waitForJob(ctx.app, '/api/dictionary/fix-definitions-status', editor);
        expect(done).toMatchObject({
          state: 'completed',
          kind: 'fix-definitions',
          imported: 6,
          total: 6,
          updatedCount: 3,
          errors: 0,
        });
      } finally {
        sources.freedictFrench.set({ lookupDefinitions: undefined });
      }
      const definition = async (id: number) =>
        (await db().select().from(frenchWords).where(eq(frenchWords.id, id)))[0]!.definition;
      expect(await definition(chat.id)).toBe(
        "Petit félin domestique, l'ami des souris & des enfants",
      );
      expect(await definition(chien.id)).toBe('   '); // missing: sync-definitions' work
      expect(await definition(eau.id)).toBe('Liquide transparent, inodore et sans saveur.');
      // The source's definition for lune was English text: not taken; the markup went with it.
      expect(await definition(lune.id)).toBeNull();
      expect(await definition(maison.id)).toBe("Bâtiment servant d'habitation.");
      expect(await get('/api/dictionary/french/check-definitions', editor)).toEqual({
        count: 0,
        words: [],
        missing: 3,
      });
      // chien and lune now count as missing, and show their English equivalent's where they have one.
      expect(await get('/api/dictionary/french/missing-definitions-count', editor)).toEqual({
        count: 3,
      });
    });

    it('the missing-definitions count and the check read one rule of a missing definition', async () => {
      const editor = await ctx.as('editor');
      const definitions = [null, '', ' ', '\n\t \r', '\f\v', '\u00a0', ' a ', 'Un mot.'];
      for (const [n, definition] of definitions.entries())
        await buildFrenchWord(db(), { word: `mot${n}`, definition });
      await buildEnglishWord(db(), { word: 'blank', definition: '\t' });
      const missing = definitions.filter(missingDefinition).length;
      expect(missing).toBe(5); // a no-break space is a character, not a blank
      const count = await get('/api/dictionary/french/missing-definitions-count', editor);
      const check = await get('/api/dictionary/french/check-definitions', editor);
      expect(count).toEqual({ count: missing });
      expect(check).toEqual({ count: 0, words: [], missing });
      expect(await get('/api/dictionary/english/missing-definitions-count', editor)).toEqual({
        count: 1,
      });
    });

    it('refuses fix-definitions without a list of word ids', async () => {
      const editor = await ctx.as('editor');
      for (const body of [{}, { wordIds: [] }, { wordIds: ['a'] }, { wordIds: 3 }]) {
        const res = await send(
          ctx.app,
          'POST',
          '/api/dictionary/french/fix-definitions',
          editor,
          body,
        );
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      const res = await send(ctx.app, 'POST', '/api/dictionary/french/fix-definitions', editor, {
        wordIds: [],
      });
      expect(res.json().message).toBe('Indiquez une liste de 1 à 10 000 numéros de mots.');
    });

    it('sync-definitions fills missing definitions from the sources, at most maxWords', async () => {
      const editor = await ctx.as('editor');
      const cat = await buildEnglishWord(db(), { word: 'cat', partOfSpeech: 'noun' });
      const eat = await buildEnglishWord(db(), { word: 'eat', partOfSpeech: 'noun' });
      const blank = await buildEnglishWord(db(), { word: 'moon', definition: ' ' });
      await buildEnglishWord(db(), { word: 'zzyzx', partOfSpeech: 'noun' });
      await buildEnglishWord(db(), { word: 'house', definition: 'A home.' });
      expect(await get('/api/dictionary/english/missing-definitions-count', editor)).toEqual({
        count: 4,
      });
      await start('/api/dictionary/english/sync-definitions', editor);
      const done = await waitForJob(
        ctx.app,
        '/api/dictionary/english/sync-definitions-status',
        editor,
      );
      // eat is a verb in WordNet, not a noun: left alone.
      expect(done).toMatchObject({
        state: 'completed',
        kind: 'sync-definitions',
        imported: 4,
        total: 4,
        updatedCount: 2,
        errors: 0,
      });
      const [row] = await db().select().from(englishWords).where(eq(englishWords.id, cat.id));
      expect(row).toMatchObject({
        definition: expect.stringContaining('feline'),
        pronunciation: 'ˈkæt',
      });
      const [moon] = await db().select().from(englishWords).where(eq(englishWords.id, blank.id));
      expect(moon!.definition).toContain('natural satellite');
      expect(
        (await db().select().from(englishWords).where(eq(englishWords.id, eat.id)))[0]!.definition,
      ).toBeNull();
      expect(await get('/api/dictionary/english/missing-definitions-count', editor)).toEqual({
        count: 2,
      });

      // French: failed look-ups are errors; maxWords bounds the walk.
      await buildFrenchWord(db(), { word: 'chat', partOfSpeech: 'nom' });
      await buildFrenchWord(db(), { word: 'chien', partOfSpeech: 'nom' });
      await buildFrenchWord(db(), { word: 'eau', partOfSpeech: 'nom' });
      sources.freedictFrench.set({
        failingLookups: ['chien'],
        lookupDefinitions: { chat: 'Petit mammifère félin domestique.' },
      });
      try {
        await start('/api/dictionary/french/sync-definitions', editor, { maxWords: 2 });
        expect(
          await waitForJob(ctx.app, '/api/dictionary/french/sync-definitions-status', editor),
        ).toMatchObject({ imported: 2, total: 2, updatedCount: 1, errors: 1 });
      } finally {
        sources.freedictFrench.set({ failingLookups: [], lookupDefinitions: undefined });
      }
      const [chat] = await db().select().from(frenchWords).where(eq(frenchWords.word, 'chat'));
      expect(chat!.definition).toBe('Petit mammifère félin domestique.');
    });
  },
  {},
  { dictionarySources: sources },
);
