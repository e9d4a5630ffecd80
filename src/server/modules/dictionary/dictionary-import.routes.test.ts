import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  dictionaryJobs,
  englishWords,
  frenchEnglishRelations,
  frenchWords,
} from '@server/db/schema/dictionary';
import { buildFrenchWord } from '@server/test/factories';
import { fakeDictionarySources } from '@server/test/fake-dictionary-sources';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import type { JobStatus } from '@shared/schemas/dictionary';
import { waitForJob } from '@server/test/dictionary-jobs';

const sources = fakeDictionarySources();

describeWithApp(
  'dictionary imports',
  (ctx) => {
    const db = () => ctx.database.db;
    const get = (url: string, cookie: string | null) => send(ctx.app, 'GET', url, cookie);
    const post = (url: string, cookie: string | null, body?: object) =>
      send(ctx.app, 'POST', url, cookie, body);
    const importSide = async (side: string, cookie: string, body: object = {}) => {
      const res = await post(`/api/dictionary/${side}/import-background`, cookie, body);
      expect(res.statusCode, res.body).toBe(202);
      return waitForJob(ctx.app, `/api/dictionary/import-status/${side}`, cookie);
    };
    const frenchRows = (word: string) =>
      db().select().from(frenchWords).where(eq(frenchWords.word, word));

    it('imports a side from its sources in order, with relations and counterparts; a re-import adds nothing', async () => {
      const editor = await ctx.as('editor');
      const started = await post('/api/dictionary/french/import-background', editor, {
        maxWords: 1000,
      });
      expect(started.statusCode).toBe(202);
      expect(started.json()).toMatchObject({ isImporting: true, kind: 'import', total: 1000 });

      const done = await waitForJob(ctx.app, '/api/dictionary/import-status/french', editor);
      // Lefff's 8 words, then FreeDict's one more (lune); the sources ran out before 1000.
      expect(done).toMatchObject<Partial<JobStatus>>({
        isImporting: false,
        state: 'completed',
        imported: 9,
        total: 9,
        errors: 0,
        relationsCreated: 9,
        wordsAdded: 18, // and the 9 English counterparts the pairs needed
        currentWord: null,
        message: "Les sources n'ont plus de nouveaux mots : 9 importés au total.",
      });
      expect((await get('/api/dictionary/stats', editor)).json()).toEqual({
        frenchWordsCount: 9,
        englishWordsCount: 9,
      });
      expect((await get('/api/dictionary/french/count', editor)).json()).toEqual({ count: 9 });

      // Lefff's gender and FreeDict's IPA on one entry; accents keep pêche and péché apart.
      const [chat] = await frenchRows('chat');
      expect(chat).toMatchObject({ partOfSpeech: 'nom', gender: 'm', pronunciation: 'ʃa' });
      expect(chat!.origin).toBe('lefff');
      const peche = (await get('/api/dictionary/french/search?q=peche', editor)).json();
      expect(peche.map((h: { word: string }) => h.word).sort()).toEqual(['péché', 'pêche']);
      // The counterpart took WordNet's definition and IPA.
      const cat = (await get('/api/dictionary/english/search?q=cat', editor)).json()[0];
      expect(cat).toMatchObject({
        word: 'cat',
        partOfSpeech: 'noun',
        pronunciation: 'ˈkæt',
        definition: expect.stringContaining('feline mammal'),
        equivalent: { id: chat!.id, word: 'chat', definition: null },
      });

      const again = await importSide('french', editor);
      expect(again).toMatchObject({ state: 'completed', imported: 0, total: 0 });
      expect(again).toMatchObject({ relationsCreated: 0, wordsAdded: 0 });
      const english = await importSide('english', editor);
      // WordNet's 'sun' is the only English word not already there as a counterpart.
      expect(english).toMatchObject({ state: 'completed', imported: 1, relationsCreated: 0 });
      expect((await get('/api/dictionary/stats', editor)).json()).toEqual({
        frenchWordsCount: 9,
        englishWordsCount: 10,
      });
      expect(await db().select().from(frenchEnglishRelations)).toHaveLength(9);
    });

    it('stops after maxWords new words', async () => {
      const admin = await ctx.as('admin');
      const done = await importSide('french', admin, { maxWords: 3 });
      expect(done).toMatchObject({ state: 'completed', imported: 3, total: 3, message: null });
      const words = await db().select({ word: frenchWords.word }).from(frenchWords);
      expect(words.map((w) => w.word).sort()).toEqual(['chat', 'chien', 'eau']);
      // The next import takes the next new words.
      expect(await importSide('french', admin, { maxWords: 2 })).toMatchObject({ imported: 2 });
      expect((await get('/api/dictionary/french/count', admin)).json()).toEqual({ count: 5 });
    });

    it('reports its progress batch by batch while it runs', async () => {
      const editor = await ctx.as('editor');
      sources.lefff.set({ generated: 300 });
      sources.lefff.hold(120);
      try {
        await post('/api/dictionary/french/import-background', editor, { maxWords: 200 });
        await sources.lefff.held;
        // Batches of 50 (a tenth of 200): two are in; the 100th entry read was mot00091.
        expect((await get('/api/dictionary/import-status/french', editor)).json()).toMatchObject({
          isImporting: true,
          state: 'running',
          imported: 100,
          total: 200,
          currentWord: 'mot00091',
          startedAt: expect.any(Number),
          finishedAt: null,
        });
        sources.lefff.release();
        expect(
          await waitForJob(ctx.app, '/api/dictionary/import-status/french', editor),
        ).toMatchObject({ state: 'completed', imported: 200, total: 200, currentWord: null });
      } finally {
        sources.lefff.release();
        sources.lefff.set({ generated: 0 });
      }
    });

    it('completes a typed entry with the same key instead of adding a second one', async () => {
      const typed = await buildFrenchWord(db(), { word: 'Chat', partOfSpeech: 'nom' });
      const other = await buildFrenchWord(db(), { word: 'chat', partOfSpeech: 'verbe' });
      const done = await importSide('french', await ctx.as('editor'));
      expect(done).toMatchObject({ imported: 8, updatedCount: 1 });
      const rows = await db()
        .select()
        .from(frenchWords)
        .where(sql`lower(${frenchWords.word}) = 'chat'`)
        .orderBy(frenchWords.id);
      expect(rows.map((r) => [r.id, r.word, r.partOfSpeech, r.origin])).toEqual([
        [typed.id, 'Chat', 'nom', 'manual'],
        [other.id, 'chat', 'verbe', 'manual'],
      ]);
      expect(rows[0]).toMatchObject({ gender: 'm', pronunciation: 'ʃa' });
      expect(rows[1]).toMatchObject({ gender: null, pronunciation: null });
    });

    it('refuses an import count that is not a whole number from 1 to 5000', async () => {
      const editor = await ctx.as('editor');
      for (const maxWords of [0, 5001, 'abc', 2.5, -1, null]) {
        const res = await post('/api/dictionary/english/import-background', editor, { maxWords });
        expect(res.statusCode, String(maxWords)).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: 'Le nombre de mots doit être un entier entre 1 et 5000.',
        });
      }
      const english = await send(
        ctx.app,
        'POST',
        '/api/dictionary/english/import-background',
        editor,
        { maxWords: 0 },
        'en',
      );
      expect(english.json().message).toBe(
        'The number of words must be a whole number from 1 to 5000.',
      );
      expect((await post('/api/dictionary/spanish/import-background', editor, {})).statusCode).toBe(
        400,
      );
      expect((await get('/api/dictionary/import-status/english', editor)).json()).toMatchObject({
        jobId: null,
        isImporting: false,
        state: null,
      });
      // No body at all: the default count.
      const res = await send(ctx.app, 'POST', '/api/dictionary/english/import-background', editor);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({ total: 1000 });
      await waitForJob(ctx.app, '/api/dictionary/import-status/english', editor);
    });

    it('lets only admins and editors start jobs; reads need a signed-in user', async () => {
      const contributor = await ctx.as('contributor');
      const starts: [string, object?][] = [
        ['/api/dictionary/french/import-background', { maxWords: 10 }],
        ['/api/dictionary/sync-both'],
        ['/api/dictionary/english/sync-definitions'],
        ['/api/dictionary/french/fix-definitions', { wordIds: [1] }],
      ];
      for (const [url, body] of starts) {
        expect((await post(url, null, body)).statusCode, url).toBe(401);
        expect((await post(url, contributor, body)).statusCode, url).toBe(403);
      }
      const reads = [
        '/api/dictionary/stats',
        '/api/dictionary/french/count',
        '/api/dictionary/english/missing-definitions-count',
        '/api/dictionary/import-status/french',
        '/api/dictionary/sync-status',
        '/api/dictionary/sync-discrepancies',
        '/api/dictionary/english/sync-definitions-status',
        '/api/dictionary/french/check-definitions',
        '/api/dictionary/fix-definitions-status',
        '/api/dictionary/sources',
        '/api/dictionary/equivalences',
      ];
      for (const url of reads) {
        expect((await get(url, null)).statusCode, url).toBe(401);
        expect((await get(url, contributor)).statusCode, url).toBe(200);
      }
      // The search stays open, as the word form and the pickers use it.
      expect((await get('/api/dictionary/french/search?q=chat', null)).statusCode).toBe(200);
      expect(await db().select().from(dictionaryJobs)).toEqual([]);
    });

    it('refuses a second job on a dictionary while one is queued or running (409)', async () => {
      const editor = await ctx.as('editor');
      sources.lefff.hold(4);
      try {
        const first = await post('/api/dictionary/french/import-background', editor, {
          maxWords: 5,
        });
        expect(first.statusCode).toBe(202);
        const second = await post('/api/dictionary/french/import-background', editor, {
          maxWords: 10,
        });
        expect(second.statusCode).toBe(409);
        expect(second.json()).toMatchObject({
          code: 'CONFLICT',
          message:
            "Une importation ou une synchronisation est déjà en cours pour ce dictionnaire. Attendez qu'elle se termine.",
          details: { jobId: first.json().jobId, kind: 'import', side: 'french' },
        });
        await sources.lefff.held; // running now, not only queued
        expect((await post('/api/dictionary/french/import-background', editor)).statusCode).toBe(
          409,
        );
        // sync-both works on both dictionaries; a French definitions job on the French one.
        expect((await post('/api/dictionary/sync-both', editor)).statusCode).toBe(409);
        expect((await post('/api/dictionary/french/sync-definitions', editor)).statusCode).toBe(
          409,
        );
        // The English dictionary is free.
        expect(
          (await post('/api/dictionary/english/import-background', editor, { maxWords: 5 }))
            .statusCode,
        ).toBe(202);
        const english = await waitForJob(ctx.app, '/api/dictionary/import-status/english', editor);
        expect(english).toMatchObject({ state: 'completed', imported: 5 });
        expect((await post('/api/dictionary/sync-both', editor)).statusCode).toBe(409);
        sources.lefff.release();
        const french = await waitForJob(ctx.app, '/api/dictionary/import-status/french', editor);
        // The English import created the French counterparts of its five words (chat... pêche),
        // which the French one then found present: péché, manger, soleil and lune were new.
        expect(french).toMatchObject({ state: 'completed', imported: 4, total: 4 });
        // Both free: sync-both may start, and then neither side may.
        expect((await post('/api/dictionary/sync-both', editor)).statusCode).toBe(202);
        await waitForJob(ctx.app, '/api/dictionary/sync-status', editor);
      } finally {
        sources.lefff.release();
      }
    });

    it('settles concurrent starts under the lock: exactly one of them starts', async () => {
      const editor = await ctx.as('editor');
      sources.wordnet.hold(1);
      try {
        const results = await Promise.all(
          Array.from({ length: 4 }, (_, i) =>
            post('/api/dictionary/english/import-background', editor, { maxWords: i + 1 }),
          ),
        );
        expect(
          results.map((r) => r.statusCode).sort(),
          results.map((r) => r.body).join('\n'),
        ).toEqual([202, 409, 409, 409]);
        const started = results.find((r) => r.statusCode === 202)!.json() as JobStatus;
        sources.wordnet.release();
        expect(
          await waitForJob(ctx.app, '/api/dictionary/import-status/english', editor),
        ).toMatchObject({ state: 'completed', jobId: started.jobId, imported: started.total });
      } finally {
        sources.wordnet.release();
      }
    });

    it("goes on with the other sources when one is unavailable, and says so in the reader's language; the cause only to admins", async () => {
      sources.lefff.set({ unavailable: 'Lefff lexicon not found at /opt/lefff-3.4.mlex' });
      try {
        const editor = await ctx.as('editor');
        const admin = await ctx.as('admin');
        const done = await importSide('french', editor);
        expect(done).toMatchObject({ state: 'completed', imported: 8 });
        expect(done.message).toContain(
          "Source indisponible, ignorée : Lefff (lexique du français, inclus). Elle n'est pas installée sur ce serveur ; un administrateur en trouve le détail dans le diagnostic.",
        );
        expect(done.message).not.toContain('/opt');
        expect(done).not.toHaveProperty('detail');
        const url = '/api/dictionary/import-status/french';
        const english = (await send(ctx.app, 'GET', url, editor, undefined, 'en')).json();
        expect(english.message).toContain(
          'Source unavailable, skipped: Lefff (French lexicon, bundled). It is not installed on this server; an administrator finds the details in the diagnostics.',
        );
        expect(english).not.toHaveProperty('detail');
        const forAdmin = (await send(ctx.app, 'GET', url, admin, undefined, 'en')).json();
        expect(forAdmin.message).toBe(english.message);
        expect(forAdmin.detail).toBe(
          'Lefff (test): Lefff lexicon not found at /opt/lefff-3.4.mlex',
        );

        const [chat] = await frenchRows('chat');
        expect(chat).toMatchObject({ origin: 'freedict', gender: null, pronunciation: 'ʃa' });
        const lefff = {
          name: 'bundled',
          side: 'french',
          origin: 'lefff',
          title: 'Lefff (test)',
          licence: 'test data',
          available: false,
          code: 'DICTIONARY_SOURCE_UNAVAILABLE',
        };
        for (const role of ['contributor', 'editor'] as const) {
          const described = (await get('/api/dictionary/sources', await ctx.as(role))).json();
          expect(described, role).toContainEqual(lefff);
          expect(JSON.stringify(described), role).not.toContain('/opt');
        }
        expect((await get('/api/dictionary/sources', admin)).json()).toContainEqual({
          ...lefff,
          detail: 'Lefff lexicon not found at /opt/lefff-3.4.mlex',
        });
      } finally {
        sources.lefff.set({ unavailable: undefined });
      }
    });

    it('counts unusable entries and failed look-ups as errors, and goes on', async () => {
      sources.wordnet.set({
        entries: [
          ...sources.wordnet.all(),
          {
            word: 'x'.repeat(300),
            partOfSpeech: 'noun',
            definition: null,
            pronunciation: null,
            gender: null,
          },
          { word: '  ', partOfSpeech: null, definition: null, pronunciation: null, gender: null },
        ],
      });
      sources.freedictFrench.set({ failingLookups: ['chat'] });
      try {
        const editor = await ctx.as('editor');
        // chat's look-up in FreeDict failed (Lefff's pass); FreeDict's own pass then completed it.
        expect(await importSide('french', editor)).toMatchObject({
          imported: 9,
          errors: 1,
          updatedCount: 1,
        });
        const [chat] = await frenchRows('chat');
        expect(chat!.pronunciation).toBe('ʃa');
        // An empty and an over-long word; 'sun' is the only new one.
        expect(await importSide('english', editor)).toMatchObject({ imported: 1, errors: 2 });
        const [cat] = await db().select().from(englishWords).where(eq(englishWords.word, 'cat'));
        expect(
          await db()
            .select()
            .from(frenchEnglishRelations)
            .where(
              and(
                eq(frenchEnglishRelations.frenchWordId, chat!.id),
                eq(frenchEnglishRelations.englishWordId, cat!.id),
              ),
            ),
        ).toHaveLength(1);
      } finally {
        sources.wordnet.set({ entries: sources.wordnet.all().slice(0, 10) });
        sources.freedictFrench.set({ failingLookups: [] });
      }
    });
  },
  {},
  { dictionarySources: sources },
);
