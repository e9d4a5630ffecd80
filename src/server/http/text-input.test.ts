import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableName, isTable, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { schema } from '@server/db/schema';
import { wavTone } from '@server/test/audio-fixtures';
import { buildCountry, buildLanguage, buildWord } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send, type FormBody } from '@server/test/http';
import { uploadedFiles as uploadedFilesIn } from '@server/test/uploaded-files';

const dataDir = mkdtempSync(join(tmpdir(), 'maneno-text-'));

/** Every table's rows but the audit log's and the sessions', to show a refusal wrote nothing. */
const tables = Object.values(schema)
  .filter(isTable)
  .map((t) => getTableName(t))
  .filter((name) => !['audit_log', 'sessions', 'rate_limits'].includes(name));
const snapshotQuery = sql.raw(
  tables
    .map(
      (name) =>
        `select '${name}' as t, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from "${name}" x`,
    )
    .join(' union all '),
);

const RLO = '\u202E'; // RIGHT-TO-LEFT OVERRIDE
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', RLO, '\u2066', '\u2067', '\u2068', '\u2069'];

/** Bytes that are not UTF-8: a lone continuation byte, an encoded surrogate, an overlong "/". */
const NOT_UTF8 = [Buffer.from([0x80]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xc0, 0xaf])];
const utf8 = (...parts: (string | Buffer)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));

describeWithApp(
  'text the API stores as it was typed, or refuses',
  (ctx) => {
    const db = () => ctx.database.db;
    const snapshot = async () => JSON.stringify(await queryRows(db(), snapshotQuery));
    const uploadedFiles = () => uploadedFilesIn(dataDir);

    /** A raw JSON body: the escapes in `json` reach the server as written. */
    const postJson = (url: string, cookie: string, json: string | Buffer, language = 'fr') =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': 'application/json', 'accept-language': language },
        payload: json,
      });
    const post = (url: string, cookie: string, body: FormBody | object, language = 'fr') =>
      send(ctx.app, 'POST', url, cookie, body, language);

    it('refuses a lone surrogate in a JSON body instead of storing U+FFFD', async () => {
      const admin = await ctx.as('admin');
      const before = await snapshot();
      for (const escape of ['\\ud800', '\\udfff', '\\ud83d']) {
        const res = await postJson('/api/languages', admin, `{"name":"Ki${escape}swahili"}`);
        expect(res.statusCode, escape).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: 'Un texte contient un caractère invalide (une moitié isolée de paire UTF-16).',
          details: [{ path: 'body.name' }],
        });
      }
      const inEnglish = await postJson(
        '/api/users',
        admin,
        '{"email":"a@b.org","name":"\\udc00"}',
        'en',
      );
      expect(inEnglish.statusCode).toBe(400);
      expect(inEnglish.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'A text contains an invalid character (a lone half of a UTF-16 pair).',
      });
      expect(await snapshot()).toBe(before);
      // A whole pair is a character like any other.
      const lion = await postJson('/api/languages', admin, '{"name":"Simba \\ud83e\\udd81"}');
      expect(lion.statusCode).toBe(201);
      expect(lion.json().name).toBe('Simba 🦁');
    });

    it('refuses a JSON body that is not UTF-8', async () => {
      const admin = await ctx.as('admin');
      const before = await snapshot();
      for (const bytes of NOT_UTF8) {
        const res = await postJson('/api/languages', admin, utf8('{"name":"Ki', bytes, 'swa"}'));
        expect(res.statusCode, bytes.toString('hex')).toBe(400);
        expect(res.json()).toEqual({
          code: 'INVALID_ENCODING',
          message: "Le texte envoyé n'est pas de l'UTF-8 valide.",
        });
      }
      const inEnglish = await postJson(
        '/api/languages',
        admin,
        utf8('{"name":"', NOT_UTF8[0]!, '"}'),
        'en',
      );
      expect(inEnglish.json()).toEqual({
        code: 'INVALID_ENCODING',
        message: 'The text sent is not valid UTF-8.',
      });
      expect(await snapshot()).toBe(before);
    });

    it('refuses a multipart text field that is not UTF-8, and keeps no file of the request', async () => {
      const editor = await ctx.as('editor');
      const language = await buildLanguage(db());
      const fields = { languageId: String(language.id), frenchWord: 'vache' };
      const audio = { field: 'audio1', name: 'a.wav', type: 'audio/wav', data: wavTone(0.1) };
      const before = await snapshot();
      for (const bytes of NOT_UTF8) {
        const res = await post('/api/words', editor, {
          fields: { ...fields, localWord: utf8('ng', bytes, 'ombe') },
          files: [audio],
        });
        expect(res.statusCode, bytes.toString('hex')).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'INVALID_ENCODING',
          message: "Le texte envoyé n'est pas de l'UTF-8 valide.",
          details: [{ path: 'body.localWord' }],
        });
      }
      // A JSON-typed list whose text holds an escaped lone surrogate.
      const forms = await post('/api/words', editor, {
        fields: {
          ...fields,
          localWord: 'ŋgɔ́mbɛ',
          forms: JSON.stringify([{ kind: 'plural', form: 'x' }]).replace('x', 'ba\\ud800'),
        },
      });
      expect(forms.statusCode).toBe(400);
      expect(forms.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'body.forms.0.form' }],
      });
      expect(await snapshot()).toBe(before);
      expect(uploadedFiles()).toEqual([]);

      // The same word in well-formed UTF-8 is stored as typed.
      const ok = await post('/api/words', editor, {
        fields: { ...fields, localWord: utf8('ŋgɔ́mbɛ') },
        files: [audio],
      });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().localWord.localWord).toBe('ŋgɔ́mbɛ');
    });

    it('refuses direction overrides and isolates in names and words, and keeps them in notes', async () => {
      const admin = await ctx.as('admin');
      const country = await buildCountry(db());
      const language = await buildLanguage(db());
      const word = await buildWord(db(), { languageId: language.id });
      const refused = (res: { statusCode: number; json(): unknown }, what: string) => {
        expect(res.statusCode, what).toBe(400);
        expect(res.json(), what).toMatchObject({
          code: 'VALIDATION_FAILED',
          message:
            'Un nom ne peut pas contenir de caractère de contrôle de direction (U+202A à U+202E, U+2066 à U+2069).',
        });
      };
      const before = await snapshot();
      for (const control of BIDI) {
        const name = `Kis${control}wahili`;
        refused(await post('/api/languages', admin, { name }), `language ${escape(control)}`);
      }
      const name = `abc${RLO}txt.exe`;
      refused(await post('/api/regions', admin, { name, countryId: country.id }), 'region');
      refused(await post('/api/localities', admin, { name, countryId: country.id }), 'locality');
      refused(await post('/api/users', admin, { email: 'x@y.org', name }), 'user');
      const wordFields = {
        languageId: String(language.id),
        localWord: 'mbwa',
        frenchWord: 'chien',
      };
      refused(
        await post('/api/words', admin, { fields: { ...wordFields, localWord: name } }),
        'word',
      );
      refused(
        await post('/api/words', admin, { fields: { ...wordFields, frenchWord: name } }),
        'gloss',
      );
      refused(
        await post('/api/words', admin, {
          fields: { ...wordFields, forms: JSON.stringify([{ kind: 'plural', form: name }]) },
        }),
        'form',
      );
      refused(
        await post('/api/words', admin, {
          fields: { ...wordFields, senses: JSON.stringify([{ frenchWord: name }]) },
        }),
        'sense gloss',
      );
      refused(
        await post('/api/expressions', admin, {
          fields: {
            languageId: String(language.id),
            expression: name,
            localWordIds: JSON.stringify([word.id]),
          },
          files: [{ field: 'audio1', name: 'a.wav', type: 'audio/wav', data: wavTone(0.1) }],
        }),
        'expression',
      );
      expect(await snapshot()).toBe(before);

      // Notes and definitions are running text, where isolates embed a passage written the other
      // way (Swahili in Arabic script, say): kept as typed.
      const notes = `Imeandikwa pia \u2067كِتَابُ\u2069 kwa hati ya Kiarabu.`;
      const res = await post('/api/words', admin, {
        fields: { ...wordFields, notes, frenchDefinition: `Voir \u2067كتاب\u2069.` },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().localWord.notes).toBe(notes);
    });
  },
  { DATA_DIR: dataDir },
);
