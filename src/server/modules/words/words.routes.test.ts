import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { frenchEnglishRelations, frenchWords } from '@server/db/schema/dictionary';
import { expressionWords, expressions } from '@server/db/schema/expressions';
import { examples as wordExamples, localWords } from '@server/db/schema/words';
import { LocalStorage } from '@server/storage/local-storage';
import { multipartPayload, textFile, wavOfSize, wavTone } from '@server/test/audio-fixtures';
import {
  buildEnglishWord,
  buildExpression,
  buildFrenchWord,
  buildLanguage,
  buildLocality,
  buildWord,
  buildWords,
} from '@server/test/factories';
import { FailingStorage } from '@server/test/failing-storage';
import { describeWithApp } from '@server/test/harness';
import { send as sendRequest, type FormBody } from '@server/test/http';
import { uploadedFiles as uploadedFilesIn } from '@server/test/uploaded-files';
import type { PaginatedWords, WordEntry } from '@shared/schemas/words';
import { WORD_LIST_CAP } from './words.service';

const dataDir = mkdtempSync(join(tmpdir(), 'maneno-words-'));
const uploadedFiles = () => uploadedFilesIn(dataDir);

const wav = (name = 'ngombe.wav', seconds = 0.2) => ({
  field: 'audio1',
  name,
  type: 'audio/wav',
  data: wavTone(seconds),
});

describeWithApp(
  'words API',
  (ctx) => {
    const db = () => ctx.database.db;

    const send = (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      cookie: string | null,
      body?: FormBody | object,
      language?: string,
    ) => sendRequest(ctx.app, method, url, cookie, body, language);

    const create = async (
      cookie: string,
      fields: Record<string, string>,
      files: Parameters<typeof multipartPayload>[1] = [],
    ) => send('POST', '/api/words', cookie, { fields, files });

    it('creates a word with typed French and English glosses, examples and an audio file', async () => {
      const editor = await ctx.as('editor');
      const language = await buildLanguage(db(), { name: 'Kiswahili', code: 'swh' });
      const examples = [
        { text: 'Ng’ombe anakula nyasi.', translation: "La vache mange l'herbe." },
        { text: '   ', translation: 'dropped' },
        { text: 'Ng’ombe wawili', translation: 'Deux vaches' },
      ];
      const res = await create(
        editor,
        {
          languageId: String(language.id),
          // Typed decomposed (o + combining acute), as some keyboards send it: stored NFC.
          localWord: '  ŋgo\u0301mbɛ ',
          pronunciation: 'ŋɡɔ́ᵐbɛ',
          frenchWord: 'vache',
          frenchDefinition: 'Femelle du taureau',
          englishWord: 'cow',
          examples: JSON.stringify(examples),
        },
        [wav()],
      );
      expect(res.statusCode, res.body).toBe(201);
      const word = res.json<WordEntry>();
      expect(word.localWord).toMatchObject({
        localWord: 'ŋgómbɛ',
        languageId: language.id,
        languageName: 'Kiswahili',
        pronunciation: 'ŋɡɔ́ᵐbɛ',
        status: 'approved',
        audioUrl2: null,
      });
      expect(word.localWord.localWord).toBe('ŋgo\u0301mbɛ'.normalize('NFC'));
      expect(word.localWord.code).toMatch(/^SWH-[0-9A-Z]{8}$/);
      expect(word.localWord.audioUrl).toMatch(/^\/api\/audio\/files\/[^/]+\.wav$/);
      expect(word.localWord.audioUrl).not.toContain('ngombe');
      expect(word.frenchWord).toMatchObject({ word: 'vache', definition: 'Femelle du taureau' });
      expect(word.englishWord).toMatchObject({ word: 'cow' });
      expect(word.language).toEqual({ name: 'Kiswahili', isoCode: null });
      expect(word.examples.map((e) => e.text)).toEqual([
        'Ng’ombe anakula nyasi.',
        'Ng’ombe wawili',
      ]);
      const [relation] = await db()
        .select()
        .from(frenchEnglishRelations)
        .where(eq(frenchEnglishRelations.frenchWordId, word.frenchWord!.id));
      expect(relation?.englishWordId).toBe(word.englishWord!.id);

      const audio = await ctx.app.inject({ method: 'GET', url: word.localWord.audioUrl! });
      expect(audio.statusCode).toBe(200);
      expect(audio.rawPayload.equals(wavTone(0.2))).toBe(true);

      const read = await send('GET', `/api/words/${word.localWord.id}`, editor);
      expect(read.json()).toEqual(word);
      const anonymous = await send('GET', `/api/words/${word.localWord.id}`, null);
      expect(anonymous.json()).toEqual({
        ...word,
        localWord: { ...word.localWord, submitterEmail: null, reviewerEmail: null },
      });
    });

    it('links existing reference entries chosen in the form, and allows a missing English word', async () => {
      const editor = await ctx.as('editor');
      const language = await buildLanguage(db());
      const french = await buildFrenchWord(db(), { word: 'eau' });
      const english = await buildEnglishWord(db(), { word: 'water' }, french.id);
      const chosen = await create(editor, {
        languageId: String(language.id),
        localWord: 'maji',
        frenchId: String(french.id),
        englishId: String(english.id),
      });
      expect(chosen.statusCode, chosen.body).toBe(201);
      expect(chosen.json<WordEntry>().frenchWord?.id).toBe(french.id);
      expect(chosen.json<WordEntry>().englishWord?.id).toBe(english.id);

      // Typing a French word that is already in the dictionary reuses its entry.
      const typed = await create(editor, {
        languageId: String(language.id),
        localWord: 'mai',
        frenchWord: 'Eau',
      });
      expect(typed.statusCode, typed.body).toBe(201);
      expect(typed.json<WordEntry>().frenchWord?.id).toBe(french.id);
      expect(typed.json<WordEntry>().englishWord).toBeNull();
      expect(await db().select().from(frenchWords)).toHaveLength(1);
    });

    it('refuses bad input with the form messages and writes nothing', async () => {
      const editor = await ctx.as('editor');
      const language = await buildLanguage(db());
      const base = { languageId: String(language.id), localWord: 'mbwa', frenchWord: 'chien' };
      const filesBefore = uploadedFiles();

      const noFrench = await create(editor, { ...base, frenchWord: '  ' });
      expect(noFrench.statusCode).toBe(400);
      expect(noFrench.json()).toMatchObject({
        message: 'Mot français requis',
        code: 'VALIDATION_FAILED',
      });
      const noWord = await create(editor, { ...base, localWord: '' });
      expect(noWord.json()).toMatchObject({ message: 'Champs requis' });
      const noLanguage = await create(editor, { ...base, languageId: '' });
      expect(noLanguage.json()).toMatchObject({ message: 'Champs requis' });

      const unknownLanguage = await create(editor, { ...base, languageId: '999999' });
      expect(unknownLanguage.statusCode).toBe(400);
      expect(unknownLanguage.json()).toMatchObject({ message: "Cette langue n'existe pas." });
      const unknownFrench = await create(editor, { ...base, frenchId: '999999' });
      expect(unknownFrench.statusCode).toBe(400);
      expect(unknownFrench.json()).toMatchObject({
        message: "Ce mot français n'existe pas dans le dictionnaire.",
        code: 'BAD_REQUEST',
      });
      const unknownEnglish = await create(editor, { ...base, englishId: '999999' });
      expect(unknownEnglish.statusCode).toBe(400);
      expect(unknownEnglish.json()).toMatchObject({
        message: "Ce mot anglais n'existe pas dans le dictionnaire.",
        code: 'BAD_REQUEST',
      });

      const badExamples = await create(editor, { ...base, examples: '{not json' });
      expect(badExamples.statusCode).toBe(400);
      // PostgreSQL text cannot hold NUL: the caller's mistake, not a server error.
      const nul = await create(editor, { ...base, localWord: 'mb\u0000wa' });
      expect(nul.statusCode).toBe(400);
      expect((await send('GET', '/api/words/by-slug/%00', null)).statusCode).toBe(400);
      // The message says what was received (zod leaves the input out of its issues).
      const notAnId = await send('GET', '/api/words/abc', null);
      expect(notAnId.statusCode).toBe(400);
      expect(notAnId.json().message).toBe(
        'params.id: Entrée invalide : nombre attendu, chaîne de caractères reçu',
      );
      const notALanguage = await create(editor, { ...base, languageId: 'abc' });
      expect(notALanguage.statusCode).toBe(400);
      expect(notALanguage.json().message).toBe(
        'body.languageId: Entrée invalide : nombre attendu, NaN reçu',
      );

      const json = await send('POST', '/api/words', editor, base);
      expect(json.statusCode).toBe(415);

      const textAsMp3 = await create(editor, base, [
        { field: 'audio1', name: 'song.mp3', type: 'audio/mpeg', data: textFile() },
      ]);
      expect(textAsMp3.statusCode).toBe(400);
      expect(textAsMp3.json()).toMatchObject({
        message: 'Type de fichier invalide',
        code: 'INVALID_FILE_TYPE',
      });
      const inEnglish = await send(
        'POST',
        '/api/words',
        editor,
        {
          fields: base,
          files: [{ field: 'audio1', name: 'a.mp3', type: 'audio/mpeg', data: textFile() }],
        },
        'en',
      );
      expect(inEnglish.json()).toMatchObject({ message: 'Invalid file type' });

      const three = await create(editor, base, [
        wav('a.wav'),
        { ...wav('b.wav'), field: 'audio2' },
        { ...wav('c.wav'), field: 'audio2' },
      ]);
      expect(three.statusCode).toBe(400);
      expect(three.json()).toMatchObject({ code: 'TOO_MANY_FILES' });

      const huge = await create(editor, base, [
        { field: 'audio1', name: 'big.wav', type: 'audio/wav', data: wavOfSize(11 * 1024 * 1024) },
      ]);
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

      expect(await db().select().from(localWords)).toHaveLength(0);
      expect(await db().select().from(frenchWords)).toHaveLength(0);
      expect(uploadedFiles()).toEqual(filesBefore);
    });

    it('treats the same spelling as a duplicate, but not a different tone or letter', async () => {
      const editor = await ctx.as('editor');
      const language = await buildLanguage(db());
      const other = await buildLanguage(db());
      const existing = await buildWord(db(), { languageId: language.id, localWord: 'Mbwa' });
      const fields = (localWord: string, languageId = language.id) => ({
        languageId: String(languageId),
        localWord,
        frenchWord: 'chien',
      });
      const check = (localWord: string, excludeId?: number) =>
        send(
          'GET',
          `/api/words/check-duplicate?languageId=${language.id}&localWord=${encodeURIComponent(localWord)}${excludeId ? `&excludeId=${excludeId}` : ''}`,
          editor,
        ).then((r) => r.json<{ exists: boolean }>().exists);
      const refused = { message: 'Ce mot existe déjà dans cette langue.', code: 'WORD_DUPLICATE' };

      const before = uploadedFiles().length;
      const duplicate = await create(editor, fields(' mbwa  '), [wav()]);
      expect(duplicate.statusCode).toBe(409);
      // It names the entry already there, so the form can offer to add a sense to it or to make
      // a homograph.
      expect(duplicate.json()).toEqual({
        ...refused,
        details: { existing: [{ id: existing.id, localWord: 'Mbwa', homographNumber: null }] },
      });
      // The audio stored before the refusal was removed again.
      expect(uploadedFiles()).toHaveLength(before);

      // In tonal languages a letter (ɛ/e) or a tone mark makes another word: the search fold
      // ignores both, the duplicate rule must not. Each spelling differs from one before it by
      // that alone: mbwɛ from mbwe, mbwá from Mbwa, mbwà from mbwá, mbwɛ́ from mbwɛ.
      const distinct = ['mbwe', 'mbwɛ', 'mbw\u00e1', 'mbw\u00e0', 'mbwɛ\u0301'];
      for (const localWord of distinct) {
        expect(await check(localWord), localWord).toBe(false);
        const res = await create(editor, fields(localWord));
        expect(res.statusCode, `${localWord}: ${res.body}`).toBe(201);
        expect(await check(localWord), localWord).toBe(true);
      }
      const spellings = await db()
        .select({ localWord: localWords.localWord })
        .from(localWords)
        .where(eq(localWords.languageId, language.id));
      expect(spellings.map((w) => w.localWord).sort()).toEqual(['Mbwa', ...distinct].sort());

      // The same word typed otherwise: á decomposed (a + U+0301, as some keyboards send it), in
      // capitals, with spaces around it.
      for (const same of ['mbwa\u0301', '  MBW\u00c1 ', 'MBWA\u0301', ' MBWE ', 'Mbwɛ', 'MBWA']) {
        expect(await check(same), same).toBe(true);
        const res = await create(editor, fields(same));
        expect(res.statusCode, same).toBe(409);
        expect(res.json(), same).toMatchObject(refused);
      }
      expect(await db().select().from(localWords)).toHaveLength(1 + distinct.length);

      expect((await create(editor, fields('mbwa', other.id))).statusCode).toBe(201);
      const [mbwa] = await db()
        .select()
        .from(localWords)
        .where(and(eq(localWords.languageId, language.id), eq(localWords.localWord, 'Mbwa')));
      expect(await check('mbwa', mbwa!.id)).toBe(false);
      expect((await send('GET', `/api/words/check-duplicate?localWord=x`, editor)).statusCode).toBe(
        400,
      );
      expect(
        (await send('GET', `/api/words/check-duplicate?languageId=1&localWord=x`, null)).statusCode,
      ).toBe(401);
    });

    it("keeps a contributor's word pending until an editor approves it", async () => {
      const contributor = await ctx.createUser({ role: 'contributor' });
      const contributorCookie = await ctx.signIn(contributor.email);
      const editor = await ctx.createUser({ role: 'editor' });
      const editorCookie = await ctx.signIn(editor.email);
      const language = await buildLanguage(db());
      const created = await create(contributorCookie, {
        languageId: String(language.id),
        localWord: 'simba',
        frenchWord: 'lion',
      });
      expect(created.statusCode).toBe(201);
      const word = created.json<WordEntry>().localWord;
      expect(word).toMatchObject({ status: 'pending', submitterEmail: contributor.email });

      expect((await send('GET', `/api/words/${word.id}`, null)).statusCode).toBe(404);
      expect((await send('GET', `/api/words/by-slug/simba`, null)).statusCode).toBe(404);
      expect((await send('GET', `/api/words/${word.id}`, contributorCookie)).statusCode).toBe(200);
      const anonymousPage = await send('GET', '/api/words/paginated', null);
      expect(anonymousPage.json().pagination.total).toBe(0);

      const pending = await send('GET', '/api/words/pending', editorCookie);
      expect(pending.json<WordEntry[]>().map((w) => w.localWord.id)).toEqual([word.id]);
      expect((await send('GET', '/api/words/pending', null)).statusCode).toBe(401);

      const byContributor = await send('PATCH', `/api/words/${word.id}/status`, contributorCookie, {
        status: 'approved',
      });
      expect(byContributor.statusCode).toBe(403);
      const invalid = await send('PATCH', `/api/words/${word.id}/status`, editorCookie, {
        status: 'pending',
      });
      expect(invalid.statusCode).toBe(400);

      const approved = await send('PATCH', `/api/words/${word.id}/status`, editorCookie, {
        status: 'approved',
        reviewedBy: 'someone-else@example.org',
      });
      expect(approved.statusCode).toBe(200);
      expect(approved.json<WordEntry>().localWord).toMatchObject({
        status: 'approved',
        reviewerEmail: editor.email,
      });
      expect(approved.json<WordEntry>().localWord.reviewedAt).toBeGreaterThan(0);
      // Who submitted and reviewed: staff and the author see it; visitors and other contributors don't.
      const people = async (cookie: string | null) => {
        const read = await send('GET', `/api/words/${word.id}`, cookie);
        expect(read.statusCode).toBe(200);
        const { submitterEmail, reviewerEmail } = read.json<WordEntry>().localWord;
        return { submitterEmail, reviewerEmail };
      };
      const named = { submitterEmail: contributor.email, reviewerEmail: editor.email };
      const hidden = { submitterEmail: null, reviewerEmail: null };
      expect(await people(editorCookie)).toEqual(named);
      expect(await people(contributorCookie)).toEqual(named);
      expect(await people(null)).toEqual(hidden);
      expect(await people(await ctx.as('contributor'))).toEqual(hidden);
      const bySlug = await send('GET', '/api/words/by-slug/simba', null);
      expect(bySlug.json<WordEntry>().localWord.submitterEmail).toBeNull();
      expect(
        JSON.stringify((await send('GET', '/api/words/paginated', null)).json()),
      ).not.toContain(contributor.email);
      expect((await send('GET', '/api/words/pending', editorCookie)).json()).toEqual([]);

      // Published, it is no longer the contributor's to change.
      const edit = await send('PUT', `/api/words/${word.id}`, contributorCookie, {
        fields: { languageId: String(language.id), localWord: 'simba', frenchWord: 'lion' },
      });
      expect(edit.statusCode).toBe(403);
      expect((await send('DELETE', `/api/words/${word.id}`, contributorCookie)).statusCode).toBe(
        403,
      );

      const rejected = await send('PATCH', `/api/words/${word.id}/status`, editorCookie, {
        status: 'rejected',
      });
      expect(rejected.json<WordEntry>().localWord.status).toBe('rejected');
      expect((await send('GET', `/api/words/${word.id}`, null)).statusCode).toBe(404);
    });

    it('lists pending words oldest first, even past the list cap', async () => {
      const editor = await ctx.as('editor');
      // Later in dictionary order means older, so a queue cut in dictionary order misses the
      // oldest. Words come in pairs created the same millisecond, spelled in the reverse order of
      // their ids (i ^ 1): ties ordered by spelling rather than id would show too.
      const words = await buildWords(db(), WORD_LIST_CAP + 1, (i) => ({
        localWord: `neno-${String(i ^ 1).padStart(4, '0')}`,
        status: 'pending',
        createdAt: 1_700_000_000_000 - Math.floor(i / 2),
      }));
      const oldestFirst = words
        .toSorted((a, b) => a.createdAt - b.createdAt || a.id - b.id)
        .map((w) => w.id);
      const pending = await send('GET', '/api/words/pending', editor);
      expect(pending.statusCode).toBe(200);
      const ids = pending.json<WordEntry[]>().map((w) => w.localWord.id);
      expect(ids).toEqual(oldestFirst.slice(0, WORD_LIST_CAP));
      expect(ids[0]).toBe(words.at(-1)!.id);
    });

    it('hides pending words of others from a contributor and refuses anonymous writes', async () => {
      const language = await buildLanguage(db());
      const author = await ctx.createUser({ role: 'contributor' });
      const word = await buildWord(db(), {
        languageId: language.id,
        status: 'pending',
        submittedBy: author.id,
      });
      const otherContributor = await ctx.as('contributor');
      expect((await send('GET', `/api/words/${word.id}`, otherContributor)).statusCode).toBe(404);
      expect((await send('DELETE', `/api/words/${word.id}`, otherContributor)).statusCode).toBe(
        404,
      );
      expect(
        (
          await send('POST', '/api/words', null, {
            fields: { languageId: String(language.id), localWord: 'x', frenchWord: 'x' },
          })
        ).statusCode,
      ).toBe(401);
    });

    it('updates a word: fields, examples, and a replaced audio file removed after the change', async () => {
      const contributor = await ctx.createUser({ role: 'contributor' });
      const cookie = await ctx.signIn(contributor.email);
      const language = await buildLanguage(db());
      const created = await create(
        cookie,
        { languageId: String(language.id), localWord: 'paka', frenchWord: 'chat' },
        [wav('one.wav', 0.1), { ...wav('two.wav', 0.15), field: 'audio2' }],
      );
      const before = created.json<WordEntry>().localWord;
      expect(before.audioUrl).not.toBeNull();
      expect(before.audioUrl2).not.toBeNull();

      const updated = await send('PUT', `/api/words/${before.id}`, cookie, {
        fields: {
          languageId: String(language.id),
          localWord: 'páka',
          frenchWord: 'chat',
          englishWord: 'cat',
          notes: 'Also used for wild cats.',
          examples: JSON.stringify([{ text: 'Paka mweusi', translation: 'Un chat noir' }]),
        },
        files: [{ ...wav('new.wav', 0.3), field: 'audio2' }],
      });
      expect(updated.statusCode, updated.body).toBe(200);
      const after = updated.json<WordEntry>();
      expect(after.localWord).toMatchObject({
        localWord: 'páka',
        notes: 'Also used for wild cats.',
        audioUrl: before.audioUrl,
        status: 'pending',
      });
      expect(after.localWord.audioUrl2).not.toBe(before.audioUrl2);
      expect(after.englishWord?.word).toBe('cat');
      expect(after.examples.map((e) => e.text)).toEqual(['Paka mweusi']);
      expect((await ctx.app.inject({ method: 'GET', url: before.audioUrl2! })).statusCode).toBe(
        404,
      );
      // Pending, the word's recordings play for its contributor (and staff), not for visitors.
      const newAudio = await send('GET', after.localWord.audioUrl2!, cookie);
      expect(newAudio.rawPayload.equals(wavTone(0.3))).toBe(true);

      expect(
        (
          await send('PUT', '/api/words/999999', cookie, {
            fields: { languageId: String(language.id), localWord: 'x', frenchWord: 'x' },
          })
        ).statusCode,
      ).toBe(404);
    });

    it('leaves the word, its examples and its audio as they were when an update is refused', async () => {
      const editor = await ctx.as('editor');
      const language = await buildLanguage(db());
      await buildWord(db(), { languageId: language.id, localWord: 'simba' });
      const created = await create(
        editor,
        {
          languageId: String(language.id),
          localWord: 'paka',
          frenchWord: 'chat',
          examples: JSON.stringify([{ text: 'Paka mweusi', translation: 'Un chat noir' }]),
        },
        [wav('one.wav', 0.1), { ...wav('two.wav', 0.15), field: 'audio2' }],
      );
      expect(created.statusCode, created.body).toBe(201);
      const original = created.json<WordEntry>();
      const url = `/api/words/${original.localWord.id}`;
      const tables = async () => ({
        words: await db().select().from(localWords).orderBy(localWords.id),
        examples: await db().select().from(wordExamples).orderBy(wordExamples.id),
        french: await db().select().from(frenchWords).orderBy(frenchWords.id),
      });
      const rowsBefore = await tables();
      const filesBefore = uploadedFiles();

      // Each refused update brings a new recording and a typed French word (a new dictionary entry).
      const change = {
        languageId: String(language.id),
        localWord: 'páka',
        frenchWord: 'félin',
        examples: JSON.stringify([{ text: 'Paka mpya', translation: 'Un nouveau chat' }]),
      };
      const newAudio = { ...wav('new.wav', 0.3), field: 'audio2' };
      const notAudio = { field: 'audio1', name: 'paka.mp3', type: 'audio/mpeg', data: textFile() };
      for (const [label, fields, files, status, message] of [
        // The first two are refused inside the transaction, after the new file was stored.
        [
          'duplicate',
          { ...change, localWord: ' SIMBA ' },
          [newAudio],
          409,
          'Ce mot existe déjà dans cette langue.',
        ],
        [
          'unknown language',
          { ...change, languageId: '999999' },
          [newAudio],
          400,
          "Cette langue n'existe pas.",
        ],
        ['not audio', change, [newAudio, notAudio], 400, 'Type de fichier invalide'],
        ['no French word', { ...change, frenchWord: ' ' }, [newAudio], 400, 'Mot français requis'],
      ] as const) {
        const res = await send('PUT', url, editor, { fields, files: [...files] });
        expect(res.statusCode, label).toBe(status);
        expect(res.json().message, label).toBe(message);
        expect((await send('GET', url, editor)).json(), label).toEqual(original);
        expect(await tables(), label).toEqual(rowsBefore);
        expect(uploadedFiles(), label).toEqual(filesBefore);
      }
      // The old recordings still play, byte for byte.
      for (const [audioUrl, bytes] of [
        [original.localWord.audioUrl, wavTone(0.1)],
        [original.localWord.audioUrl2, wavTone(0.15)],
      ] as const) {
        const audio = await ctx.app.inject({ method: 'GET', url: audioUrl! });
        expect(audio.rawPayload.equals(bytes)).toBe(true);
      }
    });

    it('empties one audio slot and deletes its file', async () => {
      const editor = await ctx.as('editor');
      const language = await buildLanguage(db());
      const created = await create(
        editor,
        { languageId: String(language.id), localWord: 'tembo', frenchWord: 'éléphant' },
        [wav('a.wav'), { ...wav('b.wav', 0.1), field: 'audio2' }],
      );
      const word = created.json<WordEntry>().localWord;
      const res = await send('DELETE', `/api/words/${word.id}/audio/1`, editor);
      expect(res.statusCode).toBe(204);
      const read = (await send('GET', `/api/words/${word.id}`, editor)).json<WordEntry>();
      expect(read.localWord.audioUrl).toBeNull();
      expect(read.localWord.audioUrl2).toBe(word.audioUrl2);
      expect((await ctx.app.inject({ method: 'GET', url: word.audioUrl! })).statusCode).toBe(404);

      expect((await send('DELETE', `/api/words/${word.id}/audio/1`, editor)).statusCode).toBe(404);
      expect((await send('DELETE', `/api/words/${word.id}/audio/3`, editor)).statusCode).toBe(400);
      expect((await send('DELETE', `/api/words/${word.id}/audio/2`, null)).statusCode).toBe(401);
    });

    it('asks before deleting a word that expressions use, then deletes or unlinks them', async () => {
      const editor = await ctx.as('editor');
      const language = await buildLanguage(db());
      const word = await buildWord(db(), { languageId: language.id, localWord: 'moto' });
      const companion = await buildWord(db(), { languageId: language.id, localWord: 'maji' });
      const alone = await buildExpression(db(), [word.id], { expression: 'Moto ni moto' });
      const shared = await buildExpression(db(), [word.id, companion.id], {
        expression: 'Maji na moto',
      });

      const first = await send('DELETE', `/api/words/${word.id}`, editor);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        requiresConfirmation: true,
        totalExpressions: 2,
        expressionsToDelete: [{ id: alone.id, expression: 'Moto ni moto', localText: null }],
        expressionsToUnlink: [{ id: shared.id, expression: 'Maji na moto', localText: null }],
      });
      expect((await send('GET', `/api/words/${word.id}`, null)).statusCode).toBe(200);

      const forced = await send('DELETE', `/api/words/${word.id}?forceDelete=true`, editor);
      expect(forced.json()).toEqual({ deletedExpressions: 1, unlinkedExpressions: 1 });
      expect((await send('GET', `/api/words/${word.id}`, null)).statusCode).toBe(404);
      const [deletedExpression] = await db()
        .select()
        .from(expressions)
        .where(eq(expressions.id, alone.id));
      expect(deletedExpression?.isDeleted).toBe(true);
      const links = await db()
        .select()
        .from(expressionWords)
        .where(eq(expressionWords.expressionId, shared.id));
      expect(links.map((l) => l.localWordId)).toEqual([companion.id]);

      const plain = await buildWord(db(), { languageId: language.id });
      expect((await send('DELETE', `/api/words/${plain.id}`, editor)).json()).toEqual({
        deletedExpressions: 0,
        unlinkedExpressions: 0,
      });
      expect((await send('DELETE', `/api/words/${plain.id}`, editor)).statusCode).toBe(404);
    });

    it('pages and searches the list, ignoring tones, for the page sizes 10, 20, 50 and 100', async () => {
      const language = await buildLanguage(db());
      for (const localWord of ['moja', 'mbili', 'tatu', 'nne', 'tano', 'ŋgɔ́mbɛ']) {
        await buildWord(db(), { languageId: language.id, localWord });
      }
      const page = await send('GET', '/api/words/paginated?page=2&limit=10', null);
      expect(page.json().pagination).toEqual({ page: 2, limit: 10, total: 6, totalPages: 1 });
      expect(page.json().data).toEqual([]);
      const first = await send('GET', '/api/words/paginated', null);
      expect(first.json().data.map((w: WordEntry) => w.localWord.localWord)).toEqual([
        'mbili',
        'moja',
        'ŋgɔ́mbɛ',
        'nne',
        'tano',
        'tatu',
      ]);
      expect((await send('GET', '/api/words/paginated?limit=15', null)).statusCode).toBe(400);
      const found = await send('GET', '/api/words/paginated?search=ngombe', null);
      expect(found.json().data.map((w: WordEntry) => w.localWord.localWord)).toEqual(['ŋgɔ́mbɛ']);
      expect(found.json().pagination.total).toBe(1);
      // A word picker searches the local word only, not the French and English glosses.
      const chien = await buildFrenchWord(db(), { word: 'ngombe-fr' });
      await buildWord(db(), { languageId: language.id, localWord: 'mbwa', frenchId: chien.id });
      const all = await send('GET', '/api/words/paginated?search=ngombe', null);
      expect(all.json().data.map((w: WordEntry) => w.localWord.localWord)).toEqual([
        'ŋgɔ́mbɛ',
        'mbwa',
      ]);
      const local = await send('GET', '/api/words/paginated?search=ngombe&match=local', null);
      expect(local.json().data.map((w: WordEntry) => w.localWord.localWord)).toEqual(['ŋgɔ́mbɛ']);
      expect(
        (await send('GET', '/api/words/paginated?search=ngombe&match=glosses', null)).statusCode,
      ).toBe(400);
      await db()
        .update(localWords)
        .set({ isDeleted: true })
        .where(eq(localWords.localWord, 'mbwa'));
      // Under two characters the search does not filter; ɛ́ is one (ɛ and a tone mark, folded e).
      for (const short of ['m', encodeURIComponent('ɛ́')]) {
        const res = await send('GET', `/api/words/paginated?search=${short}`, null);
        expect(res.json().pagination.total, short).toBe(6);
      }
      expect((await send('GET', '/api/words', null)).json()).toHaveLength(6);
    });

    it('browses by first letter, folded as dictionaries file words, per language', async () => {
      const swahili = await buildLanguage(db(), { name: 'Swahili' });
      const lingala = await buildLanguage(db(), { name: 'Lingala' });
      for (const localWord of ['moja', 'mbili', 'tatu', 'Ɓaba', 'ŋgɔ́mbɛ', 'nne']) {
        await buildWord(db(), { languageId: swahili.id, localWord });
      }
      await buildWord(db(), { languageId: lingala.id, localWord: 'zomi' });
      await buildWord(db(), { languageId: swahili.id, localWord: 'kiboko', status: 'pending' });

      const letters = async (query = '', cookie: string | null = null) =>
        (await send('GET', `/api/words/letters${query}`, cookie)).json().letters as string[];
      // ŋ files under n, Ɓ under b; pending words give no letter to visitors.
      expect(await letters(`?languageId=${swahili.id}`)).toEqual(['b', 'm', 'n', 't']);
      expect(await letters()).toEqual(['b', 'm', 'n', 't', 'z']);
      expect(await letters('', await ctx.as('editor'))).toContain('k');
      expect((await send('GET', '/api/words/letters?languageId=x', null)).statusCode).toBe(400);

      const browse = async (query: string) => {
        const res = await send('GET', `/api/words/paginated?${query}`, null);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<PaginatedWords>();
      };
      const n = await browse(`letter=n&languageId=${swahili.id}`);
      expect(n.data.map((w) => w.localWord.localWord)).toEqual(['ŋgɔ́mbɛ', 'nne']);
      expect(n.pagination.total).toBe(2);
      // The letter may be typed with its mark or in capitals.
      expect((await browse('letter=%C5%8A')).pagination.total).toBe(2); // Ŋ
      expect((await browse('letter=Z')).data.map((w) => w.localWord.languageName)).toEqual([
        'Lingala',
      ]);
      // Searching within a letter.
      expect((await browse('letter=m&search=mbi')).data.map((w) => w.localWord.localWord)).toEqual([
        'mbili',
      ]);
      expect((await send('GET', '/api/words/paginated?letter=ab', null)).json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Indiquez une seule lettre.',
      });
    });

    it('reads a word by spelling, id or code with its language and places', async () => {
      const locality = await buildLocality(db(), { name: 'Zanzibar' });
      const language = await buildLanguage(db(), { name: 'Kiswahili' }, [locality.id]);
      const word = await buildWord(db(), {
        languageId: language.id,
        localWord: 'Ŋombe',
        code: 'SWH-ABC',
      });
      for (const slug of [encodeURIComponent('ŋombe'), String(word.id), 'swh-abc']) {
        const res = await send('GET', `/api/words/by-slug/${slug}`, null);
        expect(res.statusCode, slug).toBe(200);
        expect(res.json()).toMatchObject({
          languageName: 'Kiswahili',
          localities: ['Zanzibar'],
          localWord: { id: word.id, localWord: 'Ŋombe' },
        });
      }
      const missing = await send('GET', '/api/words/by-slug/nothing', null);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Mot introuvable' });
      const missingId = await send('GET', '/api/words/424242', null);
      expect(missingId.json()).toMatchObject({ message: 'Mot non trouvé' });
    });
  },
  { DATA_DIR: dataDir },
);

const failingDataDir = mkdtempSync(join(tmpdir(), 'maneno-words-failing-'));
const failingFiles = () => uploadedFilesIn(failingDataDir);
/** The real local storage, which a test can make fail mid-request. */
const storage = new FailingStorage(new LocalStorage(failingDataDir));

describeWithApp(
  'words API with a storage failing mid-request',
  (ctx) => {
    const db = () => ctx.database.db;
    const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, body?: FormBody) =>
      sendRequest(ctx.app, method, url, cookie, body);

    it('removes the first stored file and writes nothing when the second cannot be stored', async () => {
      const editor = await ctx.as('editor');
      const language = await buildLanguage(db());
      const fields = { languageId: String(language.id), localWord: 'nyoka', frenchWord: 'serpent' };
      const twoFiles = [wav('a.wav', 0.1), { ...wav('b.wav', 0.15), field: 'audio2' }];
      const unavailable = {
        message: 'Le stockage des fichiers est indisponible. Réessayez plus tard.',
        code: 'INTERNAL',
      };
      const filesBefore = failingFiles();
      const storedBefore = storage.stored.length;

      storage.failPut(2);
      const created = await send('POST', '/api/words', editor, { fields, files: twoFiles });
      expect(created.statusCode).toBe(503);
      expect(created.json()).toEqual(unavailable);
      // The first file was written, then removed again; no word and no dictionary entry.
      expect(storage.stored).toHaveLength(storedBefore + 1);
      expect(failingFiles()).toEqual(filesBefore);
      expect(await db().select().from(localWords)).toEqual([]);
      expect(await db().select().from(frenchWords)).toEqual([]);

      // An update that fails the same way leaves the word and its recording as they were.
      const saved = await send('POST', '/api/words', editor, { fields, files: [wav('a.wav')] });
      expect(saved.statusCode, saved.body).toBe(201);
      const word = saved.json<WordEntry>();
      const filesOfWord = failingFiles();
      storage.failPut(2);
      const url = `/api/words/${word.localWord.id}`;
      const updated = await send('PUT', url, editor, {
        fields: { ...fields, localWord: 'nyóka' },
        files: twoFiles,
      });
      expect(updated.statusCode).toBe(503);
      expect(updated.json()).toEqual(unavailable);
      expect((await send('GET', url, editor)).json()).toEqual(word);
      expect(failingFiles()).toEqual(filesOfWord);
    });
  },
  { DATA_DIR: failingDataDir },
  { storage },
);
