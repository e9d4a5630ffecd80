import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '@server/app';
import type { Database } from '@server/db/client';
import { wavTone } from '@server/test/audio-fixtures';
import { openTestDatabase } from '@server/test/databases';
import { describeWithApp, testEnv } from '@server/test/harness';
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

    it('serves the file, cacheable forever and never sniffed', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(wav)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'audio/wav',
        'content-length': String(wav.length),
        'accept-ranges': 'bytes',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
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
