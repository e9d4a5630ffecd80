import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { expressionWords, expressions } from '@server/db/schema/expressions';
import { textFile, wavOfSize, wavTone, type MultipartFile } from '@server/test/audio-fixtures';
import { buildExpression, buildLanguage, buildLocality, buildWord } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send, type FormBody } from '@server/test/http';
import { uploadedFiles } from '@server/test/uploaded-files';
import type { Expression, PaginatedExpressions } from '@shared/schemas/expressions';

const dataDir = mkdtempSync(join(tmpdir(), 'maneno-expressions-'));
const files = () => uploadedFiles(dataDir);

const wav = (field: string, seconds = 0.1, frequency = 440): MultipartFile => ({
  field,
  name: `${field}.wav`,
  type: 'audio/wav',
  data: wavTone(seconds, frequency),
});

describeWithApp(
  'expressions API',
  (ctx) => {
    const db = () => ctx.database.db;
    const request = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      cookie: string | null,
      body?: FormBody,
      language?: string,
    ) => send(ctx.app, method, url, cookie, body, language);

    /** Two words of one language, and an editor's cookie. */
    async function setUp() {
      const editor = await ctx.as('editor');
      const language = await buildLanguage(db(), { name: 'Kiswahili', code: 'swh', isoCode: 'sw' });
      const locality = await buildLocality(db(), { name: 'Zanzibar' });
      const haba = await buildWord(db(), { languageId: language.id, localWord: 'haba' });
      const kibaba = await buildWord(db(), { languageId: language.id, localWord: 'kibaba' });
      return { editor, language, locality, haba, kibaba };
    }

    const createWith = (cookie: string, fields: Record<string, string>, audio: MultipartFile[]) =>
      request('POST', '/api/expressions', cookie, { fields, files: audio });

    it('creates an expression with two audio files, its words, language and locality', async () => {
      const { editor, language, locality, haba, kibaba } = await setUp();
      const res = await createWith(
        editor,
        {
          languageId: String(language.id),
          localityId: String(locality.id),
          expression: 'Petit à petit, le pot se remplit.',
          // Decomposed as some keyboards send it: stored NFC.
          localText: 'Haba na haba huja\u0300za kibaba',
          description: 'Proverbe swahili sur la patience.',
          localWordIds: JSON.stringify([haba.id, kibaba.id, haba.id]),
        },
        [wav('audio1'), wav('audio2', 0.2, 660)],
      );
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json<Expression>();
      expect(created).toMatchObject({
        languageId: language.id,
        languageName: 'Kiswahili',
        languageIsoCode: 'sw',
        localityId: locality.id,
        localityName: 'Zanzibar',
        expression: 'Petit à petit, le pot se remplit.',
        localText: 'Haba na haba hujàza kibaba'.normalize('NFC'),
        description: 'Proverbe swahili sur la patience.',
      });
      expect(created.code).toMatch(/^EXP-[0-9A-Z]{8}$/);
      // Each word once, whatever the form sent.
      expect(created.linkedWords.map((w) => w.localWord)).toEqual(['haba', 'kibaba']);
      expect(created.linkedWords[0]).toMatchObject({
        id: haba.id,
        homographNumber: null,
        languageName: 'Kiswahili',
        languageIsoCode: 'sw',
      });
      expect(created.audio1Url).toMatch(/^\/api\/audio\/files\/[^/]+\.wav$/);
      expect(created.audio2Url).toMatch(/^\/api\/audio\/files\/[^/]+\.wav$/);
      const second = await ctx.app.inject({ method: 'GET', url: created.audio2Url! });
      expect(second.rawPayload.equals(wavTone(0.2, 660))).toBe(true);

      const read = await request('GET', `/api/expressions/${created.id}`, null);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(created);
    });

    it('refuses bad input with the form messages, and writes nothing', async () => {
      const { editor, haba } = await setUp();
      const base = { localWordIds: JSON.stringify([haba.id]), expression: 'Mfano' };
      const before = files();

      const noWord = await createWith(editor, { ...base, localWordIds: '[]' }, [wav('audio1')]);
      expect(noWord.statusCode).toBe(400);
      expect(noWord.json()).toMatchObject({
        message: 'Veuillez sélectionner au moins un mot',
        code: 'VALIDATION_FAILED',
      });
      const missingWords = await createWith(editor, { expression: 'x' }, [wav('audio1')]);
      expect(missingWords.json().message).toBe('Veuillez sélectionner au moins un mot');
      const notJson = await createWith(editor, { ...base, localWordIds: '[1,' }, [wav('audio1')]);
      expect(notJson.statusCode).toBe(400);

      const noAudio = await createWith(editor, base, []);
      expect(noAudio.statusCode).toBe(400);
      expect(noAudio.json()).toEqual({
        message: 'Au moins un fichier audio est obligatoire',
        code: 'AUDIO_REQUIRED',
      });
      const inEnglish = await request('POST', '/api/expressions', editor, { fields: base }, 'en');
      expect(inEnglish.json().message).toBe('At least one audio file is mandatory');

      const three = await createWith(editor, base, [
        wav('audio1'),
        wav('audio2'),
        { ...wav('audio2'), name: 'c.wav' },
      ]);
      expect(three.statusCode).toBe(400);
      expect(three.json()).toMatchObject({
        code: 'TOO_MANY_FILES',
        message: 'Maximum 2 fichiers audio autorisés',
      });
      const text = await createWith(editor, base, [
        { field: 'audio1', name: 'proverbe.mp3', type: 'audio/mpeg', data: textFile() },
      ]);
      expect(text.statusCode).toBe(400);
      expect(text.json()).toMatchObject({
        code: 'INVALID_FILE_TYPE',
        message: 'Type de fichier invalide',
      });
      const big = await createWith(editor, base, [
        { field: 'audio1', name: 'big.wav', type: 'audio/wav', data: wavOfSize(11 * 1024 * 1024) },
      ]);
      expect(big.statusCode).toBe(413);
      const wrongField = await createWith(editor, base, [wav('newAudio1')]);
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().message).toBe(
        'Champ de fichier inattendu : newAudio1 (attendu : audio1, audio2).',
      );

      // Unknown language, locality or word, with a valid file: the stored file is removed again.
      for (const [fields, message] of [
        [{ ...base, languageId: '999999' }, "Cette langue n'existe pas."],
        [{ ...base, localityId: '999999' }, "Cette localité n'existe pas."],
        [
          { ...base, localWordIds: JSON.stringify([haba.id, 999999]) },
          "Un ou plusieurs mots liés n'existent pas.",
        ],
      ] as const) {
        const res = await createWith(editor, fields, [wav('audio1')]);
        expect(res.statusCode, JSON.stringify(fields)).toBe(400);
        expect(res.json().message).toBe(message);
      }
      // A deleted language is as unknown as a missing one.
      const gone = await buildLanguage(db(), { isDeleted: true });
      const deletedLanguage = await createWith(editor, { ...base, languageId: String(gone.id) }, [
        wav('audio1'),
      ]);
      expect(deletedLanguage.statusCode).toBe(400);

      expect(await db().select().from(expressions)).toHaveLength(0);
      expect(await db().select().from(expressionWords)).toHaveLength(0);
      expect(files()).toEqual(before);
    });

    it('lets only editors and admins write, and everyone read', async () => {
      const { haba } = await setUp();
      const fields = { localWordIds: JSON.stringify([haba.id]) };
      const contributor = await ctx.as('contributor');
      expect((await createWith(contributor, fields, [wav('audio1')])).statusCode).toBe(403);
      expect(
        (await request('POST', '/api/expressions', null, { fields, files: [wav('audio1')] }))
          .statusCode,
      ).toBe(401);
      const admin = await ctx.as('admin');
      const created = await createWith(admin, fields, [wav('audio1')]);
      expect(created.statusCode).toBe(201);
      const id = created.json<Expression>().id;
      expect((await request('DELETE', `/api/expressions/${id}`, contributor)).statusCode).toBe(403);
      expect(
        (await request('PUT', `/api/expressions/${id}`, contributor, { fields })).statusCode,
      ).toBe(403);
      expect((await request('DELETE', `/api/expressions/${id}/audio/1`, null)).statusCode).toBe(
        401,
      );
      expect((await request('GET', `/api/expressions/${id}`, null)).statusCode).toBe(200);
      expect((await request('GET', '/api/expressions/paginated', null)).statusCode).toBe(200);
    });

    /** An expression with two recordings, made through the API. */
    async function twoAudio(editor: string, wordIds: number[]) {
      const res = await createWith(
        editor,
        { expression: 'Haba na haba', localWordIds: JSON.stringify(wordIds) },
        [wav('audio1', 0.1, 300), wav('audio2', 0.1, 500)],
      );
      expect(res.statusCode).toBe(201);
      return res.json<Expression>();
    }

    const update = (
      cookie: string,
      id: number,
      fields: Record<string, string>,
      audio: MultipartFile[] = [],
    ) => request('PUT', `/api/expressions/${id}`, cookie, { fields, files: audio });

    it('updates keeping audio 1 and replacing audio 2; the replaced file goes after the change', async () => {
      const { editor, haba, kibaba, language, locality } = await setUp();
      const original = await twoAudio(editor, [haba.id]);
      const res = await update(
        editor,
        original.id,
        {
          expression: 'Haba na haba hujaza kibaba',
          description: 'Little by little fills the measure.',
          languageId: String(language.id),
          localityId: String(locality.id),
          localWordIds: JSON.stringify([kibaba.id, haba.id]),
          keepExistingAudio1: 'true',
          keepExistingAudio2: 'false',
        },
        [wav('newAudio1', 0.3, 800)],
      );
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json<Expression>();
      expect(updated.audio1Url).toBe(original.audio1Url);
      expect(updated.audio2Url).not.toBe(original.audio2Url);
      expect(updated).toMatchObject({
        expression: 'Haba na haba hujaza kibaba',
        description: 'Little by little fills the measure.',
        languageName: 'Kiswahili',
        localityName: 'Zanzibar',
        code: original.code,
      });
      expect(updated.linkedWords.map((w) => w.localWord)).toEqual(['haba', 'kibaba']);
      const fetched = await ctx.app.inject({ method: 'GET', url: updated.audio2Url! });
      expect(fetched.rawPayload.equals(wavTone(0.3, 800))).toBe(true);
      const name = (url: string) => url.split('/').pop()!;
      expect(files()).not.toContain(name(original.audio2Url!));
      expect(files()).toContain(name(original.audio1Url));

      // Fields left out are cleared, as the form sends only what is filled.
      const cleared = await update(editor, original.id, {
        localWordIds: JSON.stringify([haba.id]),
      });
      expect(cleared.json<Expression>()).toMatchObject({
        expression: null,
        description: null,
        languageId: null,
        localityId: null,
        audio1Url: updated.audio1Url,
        audio2Url: updated.audio2Url,
      });
    });

    it('applies the four combinations of keep flags, new files filling after the kept ones', async () => {
      const { editor, haba } = await setUp();
      const fields = (keep1: boolean, keep2: boolean) => ({
        localWordIds: JSON.stringify([haba.id]),
        keepExistingAudio1: String(keep1),
        keepExistingAudio2: String(keep2),
      });
      // Both kept: nothing changes (a new file would be a third, refused in the next test).
      let e = await twoAudio(editor, [haba.id]);
      const kept = await update(editor, e.id, fields(true, true));
      expect(kept.json<Expression>()).toMatchObject({
        audio1Url: e.audio1Url,
        audio2Url: e.audio2Url,
      });

      // Only the second kept: it becomes the first.
      const second = await update(editor, e.id, fields(false, true));
      expect(second.json<Expression>()).toMatchObject({ audio1Url: e.audio2Url, audio2Url: null });

      // First kept, second dropped, new one added: it takes the second slot.
      e = await twoAudio(editor, [haba.id]);
      const firstAndNew = await update(editor, e.id, fields(true, false), [
        wav('newAudio1', 0.1, 700),
      ]);
      const added = firstAndNew.json<Expression>();
      expect(added.audio1Url).toBe(e.audio1Url);
      expect([e.audio1Url, e.audio2Url, null]).not.toContain(added.audio2Url);
      const addedFile = await ctx.app.inject({ method: 'GET', url: added.audio2Url! });
      expect(addedFile.rawPayload.equals(wavTone(0.1, 700))).toBe(true);

      // None kept: new files are needed, one or two.
      e = await twoAudio(editor, [haba.id]);
      const none = await update(editor, e.id, fields(false, false));
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({
        message: 'Au moins un fichier audio est requis',
        code: 'AUDIO_REQUIRED',
      });
      const replaced = await update(editor, e.id, fields(false, false), [
        wav('newAudio1', 0.1, 900),
        wav('newAudio2', 0.1, 950),
      ]);
      expect(replaced.statusCode).toBe(200);
      const both = replaced.json<Expression>();
      expect([both.audio1Url, both.audio2Url]).not.toContain(e.audio1Url);
      expect([both.audio1Url, both.audio2Url]).not.toContain(e.audio2Url);
      expect(both.audio2Url).not.toBeNull();

      const badFlag = await update(editor, e.id, {
        ...fields(true, true),
        keepExistingAudio1: 'yes',
      });
      expect(badFlag.statusCode).toBe(400);
    });

    it('leaves the old audio and links intact when an update fails', async () => {
      const { editor, haba, kibaba } = await setUp();
      const original = await twoAudio(editor, [haba.id, kibaba.id]);
      const before = files();
      const failed = await update(
        editor,
        original.id,
        {
          localWordIds: JSON.stringify([haba.id, 999999]),
          keepExistingAudio1: 'false',
          keepExistingAudio2: 'true',
        },
        [wav('newAudio1')],
      );
      expect(failed.statusCode).toBe(400);
      const read = await request('GET', `/api/expressions/${original.id}`, editor);
      expect(read.json()).toEqual(original);
      expect(files()).toEqual(before);

      // The update path checks what the create path checks, and each refusal changes nothing.
      const keep = { keepExistingAudio1: 'true', keepExistingAudio2: 'true' };
      const words = JSON.stringify([haba.id]);
      const replaceFirst = {
        localWordIds: words,
        keepExistingAudio1: 'false',
        keepExistingAudio2: 'true',
      };
      const notAudio: MultipartFile = {
        field: 'newAudio1',
        name: 'proverbe.mp3',
        type: 'audio/mpeg',
        data: textFile(),
      };
      const tooLarge: MultipartFile = {
        field: 'newAudio1',
        name: 'long.wav',
        type: 'audio/wav',
        data: wavOfSize(11 * 1024 * 1024),
      };
      for (const [label, fields, upload, message, status = 400] of [
        ['no word', { ...keep, localWordIds: '[]' }, [], 'Veuillez sélectionner au moins un mot'],
        [
          'unknown language',
          { ...keep, localWordIds: words, languageId: '999999' },
          [],
          "Cette langue n'existe pas.",
        ],
        [
          'unknown locality',
          { ...keep, localWordIds: words, localityId: '999999' },
          [],
          "Cette localité n'existe pas.",
        ],
        ['not audio', replaceFirst, [notAudio], 'Type de fichier invalide'],
        [
          'over 10 MB',
          replaceFirst,
          [tooLarge],
          'Le fichier audio dépasse la taille maximale de 10 Mo.',
          413,
        ],
        [
          'both kept and one new',
          { ...keep, localWordIds: words },
          [wav('newAudio1')],
          'Maximum 2 fichiers audio autorisés',
        ],
        [
          // Only newAudio1 and newAudio2 exist: a third file repeats one of them.
          'three new files',
          { localWordIds: words, keepExistingAudio1: 'false', keepExistingAudio2: 'false' },
          [wav('newAudio1'), wav('newAudio2'), { ...wav('newAudio2'), name: 'c.wav' }],
          'Maximum 2 fichiers audio autorisés',
        ],
      ] as const) {
        const res = await update(editor, original.id, fields, [...upload]);
        expect(res.statusCode, label).toBe(status);
        expect(res.json().message, label).toBe(message);
        expect((await request('GET', `/api/expressions/${original.id}`, editor)).json()).toEqual(
          original,
        );
        expect(files(), label).toEqual(before);
      }
      const unknown = await update(editor, 999999, { localWordIds: JSON.stringify([haba.id]) });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Expression introuvable');
    });

    it('deletes an audio slot at once; the second moves up; the last cannot go', async () => {
      const { editor, haba } = await setUp();
      const e = await twoAudio(editor, [haba.id]);
      const res = await request('DELETE', `/api/expressions/${e.id}/audio/1`, editor);
      expect(res.statusCode).toBe(200);
      expect(res.json<Expression>()).toMatchObject({ audio1Url: e.audio2Url, audio2Url: null });
      expect(files()).not.toContain(e.audio1Url.split('/').pop());
      expect((await ctx.app.inject({ method: 'GET', url: e.audio1Url })).statusCode).toBe(404);

      expect((await request('DELETE', `/api/expressions/${e.id}/audio/2`, editor)).statusCode).toBe(
        404,
      );
      const last = await request('DELETE', `/api/expressions/${e.id}/audio/1`, editor);
      expect(last.statusCode).toBe(409);
      expect(last.json()).toEqual({
        message: 'Au moins un fichier audio est requis',
        code: 'AUDIO_REQUIRED',
      });
      expect((await request('DELETE', `/api/expressions/${e.id}/audio/3`, editor)).statusCode).toBe(
        400,
      );
    });

    it('deletes an expression: gone from reads, and a second delete is a 404', async () => {
      const { editor, haba } = await setUp();
      const e = await twoAudio(editor, [haba.id]);
      expect((await request('DELETE', `/api/expressions/${e.id}`, editor)).statusCode).toBe(204);
      expect((await request('GET', `/api/expressions/${e.id}`, editor)).statusCode).toBe(404);
      expect((await request('DELETE', `/api/expressions/${e.id}`, editor)).statusCode).toBe(404);
      const page = await request('GET', '/api/expressions/paginated', editor);
      expect(page.json<PaginatedExpressions>().pagination.total).toBe(0);
    });

    it('pages and searches the list: folded over text, local text and description', async () => {
      const { editor, haba } = await setUp();
      for (let i = 1; i <= 25; i++) {
        await buildExpression(db(), [haba.id], {
          expression: `Proverbe ${String(i).padStart(2, '0')}`,
        });
      }
      await buildExpression(db(), [haba.id], {
        expression: null,
        localText: 'Mwacha mila ni mtumwa',
        description: 'Celui qui abandonne sa culture devient esclave (ŋgɔ́mbɛ).',
      });
      const page = async (query: string) => {
        const res = await request('GET', `/api/expressions/paginated?${query}`, editor);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<PaginatedExpressions>();
      };
      const second = await page('page=2&limit=20');
      expect(second.pagination).toEqual({ page: 2, limit: 20, total: 26, totalPages: 2 });
      expect(second.data).toHaveLength(6);
      expect((await page('limit=10')).data).toHaveLength(10);

      for (const limit of ['7', '0', '200', 'abc']) {
        const res = await request('GET', `/api/expressions/paginated?limit=${limit}`, editor);
        expect(res.statusCode, limit).toBe(400);
      }
      expect((await request('GET', '/api/expressions/paginated?page=0', editor)).statusCode).toBe(
        400,
      );

      // One character filters nothing (searches start at 2), nor does ƙ́ (ƙ and a tone mark).
      expect((await page('search=p')).pagination.total).toBe(26);
      expect((await page(`search=${encodeURIComponent('ƙ́')}`)).pagination.total).toBe(26);
      expect((await page('search=proverbe%2007')).data.map((e) => e.expression)).toEqual([
        'Proverbe 07',
      ]);
      // Tones, ŋ and ɛ/ɔ need not be typed; the description counts; local text ranks by prefix.
      expect((await page('search=ngombe')).data.map((e) => e.localText)).toEqual([
        'Mwacha mila ni mtumwa',
      ]);
      expect((await page('search=MWACHA')).pagination.total).toBe(1);
      // One typo in a word of 4+ letters still finds it.
      expect((await page('search=mwachq')).data.map((e) => e.localText)).toEqual([
        'Mwacha mila ni mtumwa',
      ]);
      expect((await page('search=%25%25')).pagination.total).toBe(0);
    });

    it('shows visitors only the approved words of an expression, and lists a word’s expressions', async () => {
      const { editor, language, haba } = await setUp();
      const author = await ctx.createUser({ role: 'contributor' });
      const pending = await buildWord(db(), {
        languageId: language.id,
        localWord: 'pendingword',
        status: 'pending',
        submittedBy: author.id,
      });
      const created = await createWith(
        editor,
        { expression: 'Mfano', localWordIds: JSON.stringify([haba.id, pending.id]) },
        [wav('audio1')],
      );
      const id = created.json<Expression>().id;
      expect(created.json<Expression>().linkedWords.map((w) => w.localWord)).toEqual([
        'haba',
        'pendingword',
      ]);
      const anonymous = await request('GET', `/api/expressions/${id}`, null);
      expect(anonymous.json<Expression>().linkedWords.map((w) => w.localWord)).toEqual(['haba']);
      const authorView = await request(
        'GET',
        `/api/expressions/${id}`,
        await ctx.signIn(author.email),
      );
      expect(authorView.json<Expression>().linkedWords).toHaveLength(2);

      const ofWord = await request('GET', `/api/expressions/by-word/${haba.id}`, null);
      expect(ofWord.statusCode).toBe(200);
      expect(ofWord.json<Expression[]>().map((e) => e.id)).toEqual([id]);
      // A word visitors may not see has no public expressions list.
      expect(
        (await request('GET', `/api/expressions/by-word/${pending.id}`, null)).statusCode,
      ).toBe(404);
      expect((await request('GET', '/api/expressions/by-word/999999', null)).statusCode).toBe(404);
      await db().update(expressions).set({ isDeleted: true }).where(eq(expressions.id, id));
      expect((await request('GET', `/api/expressions/by-word/${haba.id}`, null)).json()).toEqual(
        [],
      );
    });
  },
  { DATA_DIR: dataDir },
);
