import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '@server/app';
import type { Database } from '@server/db/client';
import { localWords, wordForms } from '@server/db/schema/words';
import { wavTone } from '@server/test/audio-fixtures';
import { openTestDatabase } from '@server/test/databases';
import { buildExpression, buildWord } from '@server/test/factories';
import { describeWithApp, testEnv } from '@server/test/harness';
import { send } from '@server/test/http';
import { startTestS3, type TestS3 } from '@server/test/s3rver';

const dataDir = mkdtempSync(join(tmpdir(), 'maneno-audio-routes-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const signedUrlOf = (url: string) => `/api/audio/signed-url?url=${encodeURIComponent(url)}`;

describeWithApp(
  'audio routes on local disk',
  (ctx) => {
    const wav = wavTone(0.25);
    let url: string;
    let path: string;
    beforeAll(async () => {
      ({ url } = await ctx.app.storage.put(wav, 'audio/wav', 'wav'));
      path = url;
    });
    // A published word plays it (tables are emptied before each test).
    beforeEach(() => buildWord(ctx.database.db, { audioUrl: url }));

    it('gives anyone the address of a stored file', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: signedUrlOf(url) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ signedUrl: url });
    });

    it.each(['https://evil.example/a.mp3', '/etc/passwd', '/api/audio/files/../../x'])(
      'refuses to sign %s',
      async (foreign) => {
        const response = await ctx.app.inject({ method: 'GET', url: signedUrlOf(foreign) });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: "Cette adresse n'appartient pas au stockage de ce site.",
          code: 'BAD_REQUEST',
        });
      },
    );

    it('needs the url parameter', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/audio/signed-url' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });

    it('serves the file, cached but revalidated at each use, and never sniffed', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(wav)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'audio/wav',
        'content-length': String(wav.length),
        'accept-ranges': 'bytes',
        'cache-control': 'public, no-cache',
        'x-content-type-options': 'nosniff',
      });

      // The copy a browser or proxy keeps is confirmed with a few bytes.
      const etag = String(response.headers.etag);
      const again = await ctx.app.inject({
        method: 'GET',
        url: path,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    });

    it("stops serving a word's recording to everyone once the word is deleted", async () => {
      const { url: recording } = await ctx.app.storage.put(wavTone(), 'audio/wav', 'wav');
      const word = await buildWord(ctx.database.db, { audioUrl2: recording });
      const editor = await ctx.as('editor');
      expect((await send(ctx.app, 'GET', recording, null)).statusCode).toBe(200);

      const deleted = await send(ctx.app, 'DELETE', `/api/words/${word.id}`, editor);
      expect(deleted.statusCode).toBe(200);

      for (const cookie of [null, editor]) {
        const file = await send(ctx.app, 'GET', recording, cookie);
        expect(file.statusCode).toBe(404);
        expect(file.json()).toEqual({ message: 'Introuvable.', code: 'NOT_FOUND' });
        const signed = await send(ctx.app, 'GET', signedUrlOf(recording), cookie);
        expect(signed.statusCode).toBe(404);
        expect(signed.json().code).toBe('NOT_FOUND');
      }
      // The file itself stays: the deleted row still points at it, for a restore.
      expect(await ctx.app.storage.stat(ctx.app.storage.fileKeyOf(recording)!)).not.toBeNull();
    });

    it("stops serving a deleted expression's recording and a removed form's", async () => {
      const db = ctx.database.db;
      const [spoken, plural] = await Promise.all(
        [0, 1].map(() => ctx.app.storage.put(wavTone(), 'audio/wav', 'wav')),
      );
      const word = await buildWord(db);
      const expression = await buildExpression(db, [word.id], { audio1Url: spoken!.url });
      const [form] = await db
        .insert(wordForms)
        .values({
          localWordId: word.id,
          position: 1,
          kind: 'plural',
          form: 'x',
          audioUrl: plural!.url,
        })
        .returning();
      for (const { url: recording } of [spoken!, plural!]) {
        expect((await send(ctx.app, 'GET', recording, null)).statusCode).toBe(200);
      }

      const editor = await ctx.as('editor');
      expect(
        (await send(ctx.app, 'DELETE', `/api/expressions/${expression.id}`, editor)).statusCode,
      ).toBe(204);
      await db.delete(wordForms).where(eq(wordForms.id, form!.id));
      for (const { url: recording } of [spoken!, plural!]) {
        expect((await send(ctx.app, 'GET', recording, null)).statusCode).toBe(404);
      }
    });

    it('serves a submission only to those who may see it, and keeps it out of shared caches', async () => {
      const { url: recording } = await ctx.app.storage.put(wavTone(), 'audio/wav', 'wav');
      const contributor = await ctx.createUser({ role: 'contributor' });
      const word = await buildWord(ctx.database.db, {
        audioUrl: recording,
        status: 'pending',
        submittedBy: contributor.id,
      });
      expect((await send(ctx.app, 'GET', recording, null)).statusCode).toBe(404);
      expect((await send(ctx.app, 'GET', recording, await ctx.as('contributor'))).statusCode).toBe(
        404,
      );
      for (const cookie of [await ctx.as('editor'), await ctx.signIn(contributor.email)]) {
        const file = await send(ctx.app, 'GET', recording, cookie);
        expect(file.statusCode).toBe(200);
        expect(file.headers['cache-control']).toBe('private, no-cache');
      }

      // Approved, it is everyone's.
      await ctx.database.db
        .update(localWords)
        .set({ status: 'approved' })
        .where(eq(localWords.id, word.id));
      const published = await send(ctx.app, 'GET', recording, null);
      expect(published.statusCode).toBe(200);
      expect(published.headers['cache-control']).toBe('public, no-cache');
    });

    it('serves byte ranges, as Safari asks for audio', async () => {
      const first = await ctx.app.inject({
        method: 'GET',
        url: path,
        headers: { range: 'bytes=0-1' },
      });
      expect(first.statusCode).toBe(206);
      expect(first.headers['content-range']).toBe(`bytes 0-1/${wav.length}`);
      expect(first.headers['content-length']).toBe('2');
      expect(first.rawPayload.equals(wav.subarray(0, 2))).toBe(true);

      const middle = await ctx.app.inject({
        method: 'GET',
        url: path,
        headers: { range: 'bytes=100-' },
      });
      expect(middle.statusCode).toBe(206);
      expect(middle.headers['content-range']).toBe(`bytes 100-${wav.length - 1}/${wav.length}`);
      expect(middle.rawPayload.equals(wav.subarray(100))).toBe(true);

      const past = await ctx.app.inject({
        method: 'GET',
        url: path,
        headers: { range: `bytes=${wav.length}-` },
      });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${wav.length}`);
    });

    it('answers HEAD with the size and no body', async () => {
      const response = await ctx.app.inject({ method: 'HEAD', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-length']).toBe(String(wav.length));
      expect(response.rawPayload.length).toBe(0);
    });

    it.each([
      '/api/audio/files/3f1c0d3e-8a9b-4c2d-9e1f-0a1b2c3d4e5f.wav',
      '/api/audio/files/..%2F..%2Fetc%2Fpasswd',
      '/api/audio/files/%2e%2e%2fapp.ts',
      '/api/audio/files/.env',
    ])('answers 404 JSON for %s', async (missing) => {
      const response = await ctx.app.inject({ method: 'GET', url: missing });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    });

    it('stops serving a removed file', async () => {
      const stored = await ctx.app.storage.put(wavTone(), 'audio/wav', 'wav');
      await buildWord(ctx.database.db, { audioUrl: stored.url });
      await ctx.app.storage.remove(stored.url);
      const response = await ctx.app.inject({ method: 'GET', url: stored.url });
      expect(response.statusCode).toBe(404);
    });
  },
  { DATA_DIR: dataDir },
);

describe('audio routes on S3 (s3rver)', () => {
  let s3: TestS3;
  let database: Database;
  let app: App;
  beforeAll(async () => {
    s3 = await startTestS3();
    await s3.createBucket('maneno-audio');
    database = await openTestDatabase('pglite');
    app = await buildApp({
      env: testEnv(),
      database,
      logger: false,
      storage: s3.storage({ bucket: 'maneno-audio', prefix: 'test/' }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await s3?.stop();
  });

  it('signs an own address, and the signed address downloads the exact bytes', async () => {
    const wav = wavTone(0.3);
    const { url } = await app.storage.put(wav, 'audio/wav', 'wav');
    expect(url.startsWith(`${s3.endpoint}/maneno-audio/test/audio/`)).toBe(true);
    await buildWord(database.db, { audioUrl: url });

    const response = await app.inject({ method: 'GET', url: signedUrlOf(url) });
    expect(response.statusCode).toBe(200);
    const { signedUrl } = response.json<{ signedUrl: string }>();
    expect(signedUrl).toContain('X-Amz-Signature=');

    // The browser may play from the bucket: the page's policy allows its origin for media.
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`media-src 'self' blob: ${s3.endpoint}(;|$)`));

    const download = await fetch(signedUrl);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(wav)).toBe(true);
  });

  it("signs no address for a deleted word's recording", async () => {
    const { url } = await app.storage.put(wavTone(), 'audio/wav', 'wav');
    const word = await buildWord(database.db, { audioUrl: url });
    expect((await send(app, 'GET', signedUrlOf(url), null)).statusCode).toBe(200);
    await database.db.update(localWords).set({ isDeleted: true }).where(eq(localWords.id, word.id));
    const refused = await send(app, 'GET', signedUrlOf(url), null);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    // The object stays, as the row does, for a restore.
    expect(await app.storage.stat(app.storage.fileKeyOf(url)!)).not.toBeNull();
  });

  it('refuses addresses of other buckets and hosts', async () => {
    const { url } = await app.storage.put(wavTone(), 'audio/wav', 'wav');
    for (const foreign of [
      url.replace('/maneno-audio/', '/other/'),
      url.replace('127.0.0.1', 'evil.example'),
      'https://evil.example/a.mp3',
    ]) {
      const response = await app.inject({ method: 'GET', url: signedUrlOf(foreign) });
      expect(response.statusCode, foreign).toBe(400);
    }
  });

  it('serves no local files', async () => {
    const { key } = await app.storage.put(wavTone(), 'audio/wav', 'wav');
    const name = key.slice(key.lastIndexOf('/') + 1);
    const response = await app.inject({ method: 'GET', url: `/api/audio/files/${name}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
