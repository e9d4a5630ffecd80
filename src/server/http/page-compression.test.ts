import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { renderPage } from '@client/entry-server';
import { buildLanguage, buildWord } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';

// A built client: index.html, and one hashed asset with the .br and .gz copies the build writes.
const clientDir = mkdtempSync(join(tmpdir(), 'maneno-compression-'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html>\n<html lang="fr">\n<head><title>Maneno</title><!--maneno:head--></head>' +
    '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);
mkdirSync(join(clientDir, 'assets'));
const script = `console.log(${JSON.stringify('maneno '.repeat(400))});\n`;
writeFileSync(join(clientDir, 'assets', 'index.js'), script);
// Marked so that the test can tell the build's copy from one compressed on the fly.
const prebuilt = `${script}// prebuilt\n`;
writeFileSync(join(clientDir, 'assets', 'index.js.br'), brotliCompressSync(prebuilt));
writeFileSync(join(clientDir, 'assets', 'index.js.gz'), gzipSync(prebuilt));
// A file of public/, copied beside index.html by the build.
writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

/** A page without the render's timestamps (in its state block), which differ between requests. */
const timeless = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');

const decode = (encoding: unknown, body: Buffer) =>
  encoding === 'br'
    ? brotliDecompressSync(body).toString('utf8')
    : encoding === 'gzip'
      ? gunzipSync(body).toString('utf8')
      : body.toString('utf8');

describeWithApp(
  'compressed pages',
  (ctx) => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url, headers });

    async function aWord() {
      const lingala = await buildLanguage(ctx.database.db, {
        name: 'Lingala',
        code: 'lin',
        isoCode: 'ln',
      });
      await buildWord(ctx.database.db, { languageId: lingala.id, localWord: 'ngɔmbɛ' });
    }

    it('sends a server-rendered page in brotli or gzip, as the browser accepts', async () => {
      await aWord();
      const plain = await get('/word/ng%C9%94mb%C9%9B');
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('<h1');
      expect(plain.body).toContain('ngɔmbɛ');

      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const res = await get('/word/ng%C9%94mb%C9%9B', { 'accept-encoding': accept });
        expect(res.statusCode, accept).toBe(200);
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers['content-type'], accept).toBe('text/html; charset=utf-8');
        // Caches keep one copy per encoding, and still one per cookie.
        expect(String(res.headers.vary).toLowerCase(), accept).toContain('accept-encoding');
        expect(String(res.headers.vary), accept).toContain('Cookie');
        expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length);
        expect(timeless(decode(res.headers['content-encoding'], res.rawPayload)), accept).toBe(
          timeless(plain.body),
        );
      }
    });

    it('compresses the home page, English addresses and a page not found alike', async () => {
      await aWord();
      for (const [url, status] of [
        ['/', 200],
        ['/en/browse?q=ngombe', 200],
        ['/word/nothing-here', 404],
      ] as const) {
        const res = await get(url, { 'accept-encoding': 'br' });
        expect(res.statusCode, url).toBe(status);
        expect(res.headers['content-encoding'], url).toBe('br');
        expect(decode('br', res.rawPayload), url).toContain('<div id="root"><');
      }
    });

    it('answers HEAD for a page, and the JSON 404 for unknown API paths and other methods', async () => {
      const head = await ctx.app.inject({ method: 'HEAD', url: '/browse' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(head.body).toBe('');

      for (const [method, url] of [
        ['GET', '/api/nope'],
        ['GET', '/api'],
        ['HEAD', '/api/nope?x=1'],
        ['POST', '/word/ngombe'],
        ['DELETE', '/'],
      ] as const) {
        const res = await ctx.app.inject({ method, url, headers: { 'accept-encoding': 'br' } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
        if (method !== 'HEAD') expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
      }
    });

    it('still sends the build’s own compressed copies of assets, with their validators', async () => {
      const br = await get('/assets/index.js', { 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(decode('br', br.rawPayload)).toBe(prebuilt);
      const gzip = await get('/assets/index.js', { 'accept-encoding': 'gzip' });
      expect(decode(gzip.headers['content-encoding'], gzip.rawPayload)).toBe(prebuilt);

      const etag = br.headers.etag;
      expect(etag).toBeTruthy();
      const again = await get('/assets/index.js', {
        'accept-encoding': 'br',
        'if-none-match': String(etag),
      });
      expect(again.statusCode).toBe(304);
    });

    it('keeps hashed assets a year and the files beside index.html an hour; a missing asset is a JSON 404', async () => {
      const asset = await get('/assets/index.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const icon = await get('/favicon.svg');
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(icon.headers['cache-control']).toBe('public, max-age=3600');
      expect(icon.body).toContain('<svg');

      for (const url of ['/assets/index-gone.js', '/assets/../index.html', '/index.html.br']) {
        const missing = await get(url);
        expect(missing.statusCode, url).toBe(404);
        if (url.startsWith('/assets/index-gone')) {
          expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
        }
      }
    });
  },
  {},
  { clientDir, renderPage },
);
