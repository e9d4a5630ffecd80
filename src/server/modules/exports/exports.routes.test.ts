import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { interchangeExports } from '@server/db/schema/exports';
import { languages } from '@server/db/schema/languages';
import { openInterchangeArchive } from '@server/modules/interchange/archive';
import { readCsvEntries } from '@server/modules/interchange/csv/csv-reader';
import { readLift, surveyLift } from '@server/modules/interchange/lift/lift-reader';
import { createWordThroughApi } from '@server/modules/interchange/test-words';
import { wavTone } from '@server/test/audio-fixtures';
import { buildLanguage } from '@server/test/factories';
import { describeWithApp, type TestContext } from '@server/test/harness';
import { send } from '@server/test/http';
import type { InterchangeEntry } from '@shared/schemas/interchange';
import { EXPORT_QUEUE } from './exports.job';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'exports-routes-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const BY_SA = 'https://creativecommons.org/licenses/by-sa/4.0/';

type Res = Awaited<ReturnType<typeof send>>;

/** Kiswahili with two approved words (one with recordings) and a contributor's pending one. */
async function swahili(ctx: TestContext) {
  const editor = await ctx.as('editor');
  const language = await buildLanguage(ctx.database.db, { name: 'Kiswahili', isoCode: 'sw' });
  const mtoto = await createWordThroughApi(
    ctx,
    editor,
    {
      languageId: String(language.id),
      localWord: 'mtoto',
      senses: [{ frenchWord: 'enfant', englishWord: 'child' }],
      forms: [{ kind: 'plural', form: 'watoto' }],
    },
    [
      { field: 'audio1', name: 'mtoto.wav', type: 'audio/wav', data: wavTone(0.1, 440) },
      { field: 'formAudio1', name: 'watoto.wav', type: 'audio/wav', data: wavTone(0.1, 330) },
    ],
  );
  const maji = await createWordThroughApi(ctx, editor, {
    languageId: String(language.id),
    localWord: 'maji',
    senses: [{ frenchWord: 'eau', englishWord: 'water' }],
  });
  const contributor = await ctx.as('contributor');
  const paka = await createWordThroughApi(ctx, contributor, {
    languageId: String(language.id),
    localWord: 'paka',
    senses: [{ frenchWord: 'chat', englishWord: 'cat' }],
  });
  return { language, editor, contributor, mtoto, maji, paka };
}

/**
 * The export jobs pg-boss holds for a language (any state), since the language was made (ids
 * restart with each test; pg-boss keeps earlier tests' jobs).
 */
async function jobsOf(ctx: TestContext, languageId: number, format: string, audience: string) {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from pgboss.job where name = ${EXPORT_QUEUE}
        and data->>'languageId' = ${String(languageId)} and data->>'format' = ${format}
        and data->>'audience' = ${audience}
        and created_on >= (select to_timestamp(created_at / 1000.0) from languages
                           where id = ${languageId})`,
  );
  return Number(row!.n);
}

describeWithApp('language downloads and staff exports', (ctx) => {
  const db = () => ctx.database.db;
  const publicUrl = (id: number, format: string) =>
    `/api/public/languages/${id}/export?format=${format}`;
  const staffUrl = (id: number, format: string) => `/api/languages/${id}/export?format=${format}`;

  /** Asks until the file is ready (the job builds it meanwhile); every other answer is a 202. */
  async function download(url: string, cookie: string | null = null): Promise<Res> {
    for (let i = 0; i < 400; i++) {
      const res = await send(ctx.app, 'GET', url, cookie);
      if (res.statusCode !== 202) return res;
      await sleep(25);
    }
    throw new Error(`${url} was never ready`);
  }

  async function archiveOf(res: Res, format: 'lift' | 'csv') {
    const path = join(folder, `${Math.random().toString(36).slice(2)}.zip`);
    await writeFile(path, res.rawPayload);
    return openInterchangeArchive(path, format);
  }

  async function liftEntries(archive: Awaited<ReturnType<typeof openInterchangeArchive>>) {
    const open = async function* () {
      for await (const chunk of await archive.openDocument()) yield chunk as Buffer;
    };
    const survey = await surveyLift(open, { languageCode: 'sw', sampleSize: 5 });
    const entries: InterchangeEntry[] = [];
    for await (const read of readLift(open, 'sw', survey.headwords)) entries.push(read.entry!);
    return entries;
  }

  const row = async (languageId: number, format: 'lift' | 'csv' | 'json', audience = 'public') =>
    (
      await db()
        .select()
        .from(interchangeExports)
        .where(
          and(
            eq(interchangeExports.languageId, languageId),
            eq(interchangeExports.format, format),
            eq(interchangeExports.audience, audience as 'public'),
          ),
        )
    )[0];

  it('answers 202 while the LIFT zip is built, then the zip: approved words, recordings, licence', async () => {
    const { language, mtoto } = await swahili(ctx);
    const first = await send(ctx.app, 'GET', publicUrl(language.id, 'lift'), null);
    expect(first.statusCode, first.body).toBe(202);
    const retryAfter = Number(first.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(2);
    expect(first.json()).toEqual({
      status: 'preparing',
      message: `Le fichier est en préparation. Réessayez dans ${retryAfter} secondes.`,
      retryAfter,
    });

    const res = await download(publicUrl(language.id, 'lift'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="kiswahili-lift.zip"');
    expect(res.headers['content-license']).toBe('CC-BY-SA-4.0');
    expect(res.headers.link).toBe(`<${BY_SA}>; rel="license"`);
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.headers.etag).toMatch(/^"[0-9a-f-]{36}"$/);

    const archive = await archiveOf(res, 'lift');
    expect(archive.documentName).toBe('kiswahili.lift');
    const recordings = [mtoto.localWord.audioUrl!, mtoto.forms[0]!.audioUrl!].map((url) =>
      ctx.app.storage.fileKeyOf(url)!,
    );
    expect([...archive.files.keys()].sort()).toEqual(['LICENCE.txt', ...recordings].sort());
    for (const key of recordings) {
      const stored = await ctx.app.storage.read(key);
      expect(await buffer(await archive.openFile(key))).toEqual(await buffer(stored!.stream));
    }
    const licence = await text(await archive.openFile('LICENCE.txt'));
    expect(licence).toContain('Creative Commons Attribution-ShareAlike 4.0 International');
    expect(licence).toContain(BY_SA);
    expect(licence).toContain('Published (approved) words only.');
    // The pending word is not published: not in the visitors' file.
    const entries = await liftEntries(archive);
    expect(entries.map((e) => e.headword)).toEqual(['maji', 'mtoto']);
    expect(entries[1]!.forms.map((f) => [f.kind, f.form])).toEqual([['plural', 'watoto']]);
    archive.close();
  });

  it('writes CSV in a zip and JSON as one document naming the licence and the attribution', async () => {
    const { language } = await swahili(ctx);
    await db()
      .update(languages)
      .set({ license: 'CC-BY-4.0', attribution: 'Chuo Kikuu cha Dar es Salaam' })
      .where(eq(languages.id, language.id));

    const csv = await download(publicUrl(language.id, 'csv'));
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="kiswahili-csv.zip"');
    expect(csv.headers['content-license']).toBe('CC-BY-4.0');
    const archive = await archiveOf(csv, 'csv');
    expect(archive.documentName).toBe('kiswahili.csv');
    expect(await text(await archive.openFile('LICENCE.txt'))).toContain(
      'Attribution / Credit: Chuo Kikuu cha Dar es Salaam',
    );
    const rows: string[] = [];
    for await (const read of readCsvEntries(
      (async function* () {
        for await (const chunk of await archive.openDocument()) yield chunk as Buffer;
      })(),
    ))
      rows.push(read.entry!.headword);
    expect(rows).toEqual(['maji', 'mtoto']);
    archive.close();

    const json = await download(publicUrl(language.id, 'json'));
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['content-disposition']).toBe('attachment; filename="kiswahili-json.json"');
    expect(json.headers.link).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
    const document = json.json<{
      language: object;
      licence: object;
      producer: string;
      entries: InterchangeEntry[];
    }>();
    expect(document.language).toEqual({ name: 'Kiswahili', code: 'sw' });
    expect(document.licence).toEqual({
      id: 'CC-BY-4.0',
      name: 'Creative Commons Attribution 4.0 International',
      url: 'https://creativecommons.org/licenses/by/4.0/',
      attribution: 'Chuo Kikuu cha Dar es Salaam',
    });
    expect(document.producer).toBe('Maneno');
    expect(document.entries.map((e) => e.headword)).toEqual(['maji', 'mtoto']);
    // A JSON document holds no files: its recordings are addresses on the site.
    expect(document.entries[1]!.audio[0]).toMatch(/^http:\/\/.+\/api\/audio\/.+\.wav$/);
  });

  it('answers the built file again without a new build, and 304 for the copy a client has', async () => {
    const { language } = await swahili(ctx);
    const res = await download(publicUrl(language.id, 'lift'));
    const built = await row(language.id, 'lift');
    expect(await jobsOf(ctx, language.id, 'lift', 'public')).toBe(1);

    const again = await send(ctx.app, 'GET', publicUrl(language.id, 'lift'), null);
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(again.rawPayload).toEqual(res.rawPayload);
    expect(await row(language.id, 'lift')).toEqual(built);
    expect(await jobsOf(ctx, language.id, 'lift', 'public')).toBe(1);

    const cached = await ctx.app.inject({
      method: 'GET',
      url: publicUrl(language.id, 'lift'),
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
  });

  it('builds again after a word edit, a moderation and a licence change, and removes the old file', async () => {
    const { language, editor, maji, paka } = await swahili(ctx);
    const url = publicUrl(language.id, 'json');
    await download(url);
    const first = (await row(language.id, 'json'))!;

    // A word's edit: the file is stale at once (202), then built again with the change.
    const edit = await send(ctx.app, 'PUT', `/api/words/${maji.localWord.id}`, editor, {
      fields: {
        languageId: String(language.id),
        localWord: 'maji',
        version: String(maji.localWord.version),
        senses: JSON.stringify([
          { frenchWord: 'eau', englishWord: 'water', semanticDomain: '1.3' },
        ]),
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await send(ctx.app, 'GET', url, null)).statusCode).toBe(202);
    const edited = await download(url);
    const document = edited.json<{ entries: InterchangeEntry[] }>();
    expect(document.entries[0]!.senses[0]!.semanticDomain).toBe('1.3');
    const second = (await row(language.id, 'json'))!;
    expect(second.fileKey).not.toBe(first.fileKey);
    expect(await ctx.app.workFiles.open(first.fileKey!)).toBeNull();

    // Approving the pending word publishes it.
    const approve = await send(ctx.app, 'PATCH', `/api/words/${paka.localWord.id}/status`, editor, {
      status: 'approved',
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const approved = await download(url);
    expect(approved.json<{ entries: InterchangeEntry[] }>().entries.map((e) => e.headword)).toEqual(
      ['maji', 'mtoto', 'paka'],
    );

    // The licence: the next file names the new one.
    const admin = await ctx.as('admin');
    const put = await send(ctx.app, 'PUT', `/api/languages/${language.id}/licence`, admin, {
      licence: 'CC0-1.0',
      attribution: 'Wanafunzi wa Kiswahili',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await send(ctx.app, 'GET', url, null)).statusCode).toBe(202);
    const relicensed = await download(url);
    expect(relicensed.headers['content-license']).toBe('CC0-1.0');
    expect(relicensed.json<{ licence: { attribution: string } }>().licence.attribution).toBe(
      'Wanafunzi wa Kiswahili',
    );
  });

  it('keeps the visitors’ file when only unpublished words change, but not the staff’s', async () => {
    const { language, contributor, editor } = await swahili(ctx);
    const pub = await download(publicUrl(language.id, 'csv'));
    const staff = await download(staffUrl(language.id, 'csv'), editor);
    await createWordThroughApi(ctx, contributor, {
      languageId: String(language.id),
      localWord: 'ndege',
      senses: [{ frenchWord: 'oiseau', englishWord: 'bird' }],
    });
    const pubAgain = await send(ctx.app, 'GET', publicUrl(language.id, 'csv'), null);
    expect(pubAgain.statusCode).toBe(200);
    expect(pubAgain.headers.etag).toBe(pub.headers.etag);
    const staffAgain = await send(ctx.app, 'GET', staffUrl(language.id, 'csv'), editor);
    expect(staffAgain.statusCode).toBe(202);
    expect((await download(staffUrl(language.id, 'csv'), editor)).headers.etag).not.toBe(
      staff.headers.etag,
    );
  });

  it('starts one build for concurrent first requests', async () => {
    const { language } = await swahili(ctx);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(ctx.app, 'GET', publicUrl(language.id, 'lift'), null)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(202));
    expect(await jobsOf(ctx, language.id, 'lift', 'public')).toBe(1);
    expect((await download(publicUrl(language.id, 'lift'))).statusCode).toBe(200);
    expect(await jobsOf(ctx, language.id, 'lift', 'public')).toBe(1);
  });

  it('gives staff every live word whatever its status, and refuses contributors and visitors', async () => {
    const { language, editor, contributor } = await swahili(ctx);
    const res = await download(staffUrl(language.id, 'lift'), editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const archive = await archiveOf(res, 'lift');
    expect((await liftEntries(archive)).map((e) => e.headword)).toEqual(['maji', 'mtoto', 'paka']);
    expect(await text(await archive.openFile('LICENCE.txt'))).toContain('Staff export');
    archive.close();
    const admin = await ctx.as('admin');
    expect((await send(ctx.app, 'GET', staffUrl(language.id, 'lift'), admin)).statusCode).toBe(200);

    const refused = await send(ctx.app, 'GET', staffUrl(language.id, 'lift'), contributor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: "Vous n'avez pas les droits nécessaires pour cette action.",
      code: 'FORBIDDEN',
    });
    const anonymous = await send(ctx.app, 'GET', staffUrl(language.id, 'lift'), null);
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a bad format in the caller’s language, and answers 404 for no live language', async () => {
    const language = await buildLanguage(db(), { name: 'Lingala' });
    const fr = await send(ctx.app, 'GET', publicUrl(language.id, 'xlsx'), null);
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Le format doit être lift, csv ou json.',
    });
    const en = await send(ctx.app, 'GET', publicUrl(language.id, 'xlsx'), null, undefined, 'en');
    expect(en.json()).toMatchObject({ message: 'The format must be lift, csv or json.' });
    const missing = await send(ctx.app, 'GET', `/api/public/languages/${language.id}/export`, null);
    expect(missing.statusCode).toBe(400);

    const gone = await buildLanguage(db(), { name: 'Kikongo', isDeleted: true });
    for (const id of [gone.id, 999_999]) {
      const res = await send(ctx.app, 'GET', publicUrl(id, 'json'), null);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Langue introuvable.', code: 'NOT_FOUND' });
    }
    // An empty language still has its (empty) download.
    const empty = await download(publicUrl(language.id, 'json'));
    expect(empty.json<{ entries: unknown[] }>().entries).toEqual([]);
  });
});
