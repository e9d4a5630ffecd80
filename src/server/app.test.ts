import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { requireArea, requireRole } from './auth/require-role';
import type { Database } from './db/client';
import { openTestDatabase } from './test/databases';
import { describeWithApp, testEnv } from './test/harness';

describeWithApp('app', (ctx) => {
  it('reports health and which database it runs on', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: ctx.kind });
  });

  it('answers an unknown API path with a 404 JSON error', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      message: 'Aucune route pour GET /api/nothing-here.',
      code: 'NOT_FOUND',
    });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/me', '/api/dashboard/stats']),
    );
    // The lexical entry is described: its routes, and senses, forms and how a search hit matched.
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/languages/{id}/noun-classes', '/api/words/{id}/senses/order']),
    );
    const answer = (path: string) =>
      JSON.stringify(doc.paths[path].get.responses['200'].content['application/json'].schema);
    expect(answer('/api/words/{id}')).toMatch(/"senses".*"forms"|"forms".*"senses"/);
    expect(answer('/api/words/{id}')).toContain('"homographNumber"');
    expect(answer('/api/search/words')).toMatch(/"match".*"approximate"/);
    expect(answer('/api/languages/{id}/noun-classes')).toContain('"pluralNumber"');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(
      400,
    );
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
  });

  it('refuses a cross-origin state-changing request with 403, and lets same-origin ones through', async () => {
    const user = await ctx.createUser();
    const payload = { email: user.email, password: 'whatever it is' };
    const cross = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload,
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toEqual({
      message: 'Requête refusée : origine non autorisée.',
      code: 'CROSS_ORIGIN_REFUSED',
    });

    const crossSiteNoOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSiteNoOrigin.statusCode).toBe(403);

    const same = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload,
    });
    expect(same.statusCode).toBe(401); // reached the route: wrong password, not refused
  });

  it('refuses a body over the size limit with 413 and one that is not JSON with 415', async () => {
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.org', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');

    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@example.org',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('role guard', () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({ env: testEnv(), database, logger: false });
    // Sample back-office routes, guarded exactly as real ones are.
    app.get('/api/sample/moderation', { onRequest: requireArea('moderation') }, () => ({ ok: 1 }));
    app.get('/api/sample/users', { onRequest: requireRole('admin') }, () => ({ ok: 1 }));
    app.get('/api/sample/core', { onRequest: requireArea('core') }, () => ({ ok: 1 }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    ['/api/sample/core', { anonymous: 401, contributor: 200, editor: 200, admin: 200 }],
    ['/api/sample/moderation', { anonymous: 401, contributor: 403, editor: 200, admin: 200 }],
    ['/api/sample/users', { anonymous: 401, contributor: 403, editor: 403, admin: 200 }],
  ] as const)('%s answers each role as the roles table says', async (url, expected) => {
    const { hashPassword } = await import('./auth/password');
    const { insertUser } = await import('./modules/users/users.repository');
    for (const [who, status] of Object.entries(expected)) {
      let cookie: string | undefined;
      if (who !== 'anonymous') {
        const email = `${who}-${url.split('/').pop()}@example.org`;
        await insertUser(database.db, {
          email,
          passwordHash: await hashPassword('password 123'),
          role: who as 'admin',
        });
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'password 123' },
        });
        cookie = login.headers['set-cookie']?.toString().split(';')[0];
      }
      const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect({ who, status: res.statusCode }).toEqual({ who, status });
      if (status !== 200)
        expect(res.json().code).toBe(status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
  });
});

const ASSET = `export const words = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `neno${i}`))};`;

describe('client app serving', () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'maneno-client-'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<html><head><title>x</title><!--maneno:head--></head><body><div id="root"></div></body></html>',
    );
    // A hashed asset and the brotli copy the build writes beside it.
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets', 'app-1a2b3c.js'), ASSET);
    writeFileSync(join(clientDir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(ASSET));
    database = await openTestDatabase('pglite');
    app = await buildApp({
      env: testEnv({ ADMIN_PATH: '/secret-door', SITE_NAME: 'Kamusi "Yetu"' }),
      database,
      clientDir,
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('serves the app for page paths, with a real 404 status where no page lives', async () => {
    const page = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>Kamusi &quot;Yetu&quot;</title>');
    expect(page.body).toContain(
      '<meta name="maneno:site-name" content="Kamusi &quot;Yetu&quot;" />',
    );
    expect(page.body).not.toContain('sign-in');
    // The client router shows its 404 page; crawlers see the status.
    const res = await app.inject({ method: 'GET', url: '/some/unknown/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Page introuvable — Kamusi &quot;Yetu&quot;</title>');
    expect(res.body).toContain('<div id="root">');
  });

  it('marks only the admin path as the sign-in page, without ever printing the path', async () => {
    const res = await app.inject({ method: 'GET', url: '/secret-door?next=1' });
    expect(res.body).toContain('<meta name="maneno:page" content="sign-in" />');
    expect(res.body).not.toContain('secret-door');
  });

  it('serves hashed assets for a year, precompressed for browsers that accept brotli', async () => {
    const url = '/assets/app-1a2b3c.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('still answers unknown API paths and non-GET page requests with JSON 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/unknown' })).json().code).toBe(
      'NOT_FOUND',
    );
    const post = await app.inject({ method: 'POST', url: '/some/page', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('NOT_FOUND');
  });
});
