import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { localWords } from '@server/db/schema/words';
import { wavTone } from '@server/test/audio-fixtures';
import { buildLanguage } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send as sendRequest, type FormBody } from '@server/test/http';
import { uploadedFiles as uploadedFilesIn } from '@server/test/uploaded-files';
import type { WordEntry } from '@shared/schemas/words';

const dataDir = mkdtempSync(join(tmpdir(), 'maneno-words-remove-audio-'));
const uploadedFiles = () => uploadedFilesIn(dataDir);

const wav = (field: 'audio1' | 'audio2', seconds: number) => ({
  field,
  name: `${field}.wav`,
  type: 'audio/wav',
  data: wavTone(seconds),
});

/**
 * An edit removes the word's stored recordings with the save (`removeAudio`), so a form can offer
 * removal that Cancel undoes: nothing changes on the server before the save.
 */
describeWithApp(
  'words API: recordings removed with an edit',
  (ctx) => {
    const db = () => ctx.database.db;
    const send = (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      cookie: string | null,
      body?: FormBody,
      language?: string,
    ) => sendRequest(ctx.app, method, url, cookie, body, language);

    /** A word with two recordings, and the fields that save it unchanged. */
    async function wordWithTwoRecordings(cookie: string) {
      const language = await buildLanguage(db());
      const fields = {
        languageId: String(language.id),
        localWord: 'tembo',
        frenchWord: 'éléphant',
      };
      const created = await send('POST', '/api/words', cookie, {
        fields,
        files: [wav('audio1', 0.1), wav('audio2', 0.15)],
      });
      expect(created.statusCode, created.body).toBe(201);
      return { word: created.json<WordEntry>().localWord, fields };
    }

    const played = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).statusCode;

    it('empties the slots listed, deletes their files after the change, and keeps the others', async () => {
      const editor = await ctx.as('editor');
      const { word, fields } = await wordWithTwoRecordings(editor);
      const url = `/api/words/${word.id}`;

      const res = await send('PUT', url, editor, {
        fields: { ...fields, removeAudio: '[2]', version: String(word.version) },
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json<WordEntry>().localWord;
      expect(after.audioUrl).toBe(word.audioUrl);
      expect(after.audioUrl2).toBeNull();
      expect(after.version).toBe(word.version + 1);
      expect(await played(word.audioUrl2!)).toBe(404);
      expect(await played(word.audioUrl!)).toBe(200);

      // Slot 1 too; slot 2, already empty, stays so.
      const both = await send('PUT', url, editor, { fields: { ...fields, removeAudio: '[1,2]' } });
      expect(both.statusCode, both.body).toBe(200);
      expect(both.json<WordEntry>().localWord).toMatchObject({ audioUrl: null, audioUrl2: null });
      expect(await played(word.audioUrl!)).toBe(404);
      expect(uploadedFiles()).toEqual([]);
    });

    it('a new file for a removed slot replaces it; without removeAudio every slot stays', async () => {
      const editor = await ctx.as('editor');
      const { word, fields } = await wordWithTwoRecordings(editor);
      const url = `/api/words/${word.id}`;

      // Older clients send no removeAudio: the recordings stay as they are.
      const kept = await send('PUT', url, editor, { fields });
      expect(kept.json<WordEntry>().localWord).toMatchObject({
        audioUrl: word.audioUrl,
        audioUrl2: word.audioUrl2,
      });

      const replaced = await send('PUT', url, editor, {
        fields: { ...fields, removeAudio: '[1]' },
        files: [wav('audio1', 0.3)],
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      const after = replaced.json<WordEntry>().localWord;
      expect(after.audioUrl).not.toBeNull();
      expect(after.audioUrl).not.toBe(word.audioUrl);
      expect(after.audioUrl2).toBe(word.audioUrl2);
      expect((await ctx.app.inject({ method: 'GET', url: after.audioUrl! })).rawPayload).toEqual(
        wavTone(0.3),
      );
      expect(await played(word.audioUrl!)).toBe(404);
    });

    it('refuses a malformed list, a removal on creation, and a stale edit, changing nothing', async () => {
      const editor = await ctx.as('editor');
      const { word, fields } = await wordWithTwoRecordings(editor);
      const url = `/api/words/${word.id}`;
      const rowsBefore = await db().select().from(localWords);
      const filesBefore = uploadedFiles();

      for (const removeAudio of ['[3]', '[1,1]', '1', '[1,2,1]', 'pas du JSON', '{"slot":1}']) {
        const res = await send('PUT', url, editor, { fields: { ...fields, removeAudio } });
        expect(res.statusCode, removeAudio).toBe(400);
        expect(res.json(), removeAudio).toMatchObject({
          code: 'VALIDATION_FAILED',
          message:
            'removeAudio est une liste des emplacements audio à vider, chacun une fois : [1], [2] ou [1, 2].',
        });
      }
      const english = await send(
        'PUT',
        url,
        editor,
        { fields: { ...fields, removeAudio: '[0]' } },
        'en',
      );
      expect(english.json().message).toBe(
        'removeAudio is a list of the audio slots to empty, each once: [1], [2] or [1, 2].',
      );

      // Another edit came in between: the removal is refused with the rest of the save.
      const stale = await send('PUT', url, editor, {
        fields: { ...fields, removeAudio: '[1]', version: String(word.version + 5) },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('STALE_VERSION');
      expect(await db().select().from(localWords)).toEqual(rowsBefore);
      expect(uploadedFiles()).toEqual(filesBefore);

      const created = await send('POST', '/api/words', editor, {
        fields: { ...fields, localWord: 'simba', removeAudio: '[1]' },
      });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({
        code: 'BAD_REQUEST',
        message: "Un nouveau mot n'a pas encore d'enregistrement à supprimer.",
      });
    });
  },
  { DATA_DIR: dataDir },
);
