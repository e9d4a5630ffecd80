import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '@server/app';
import { describeWithApp } from '@server/test/harness';

// A built client: index.html and one hashed asset.
const clientDir = mkdtempSync(join(tmpdir(), 'maneno-headers-'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html>\n<html lang="fr">\n<head><title>Maneno</title><!--maneno:head--></head>' +
    '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'assets', 'index.js'), 'console.log("maneno");\n');

/** Each kind of answer the site gives: pages, API JSON, API errors, static files. */
const answers: [string, (app: App) => Promise<LightMyRequestResponse>, number][] = [
  ['the home page', (app) => app.inject({ method: 'GET', url: '/' }), 200],
  ['a page that does not exist', (app) => app.inject({ method: 'GET', url: '/no/such/page' }), 404],
  ['the sign-in page', (app) => app.inject({ method: 'GET', url: '/espace-admin' }), 200],
  ['API JSON', (app) => app.inject({ method: 'GET', url: '/api/health' }), 200],
  ['an API 401', (app) => app.inject({ method: 'GET', url: '/api/auth/me' }), 401],
  ['an unknown API path', (app) => app.inject({ method: 'GET', url: '/api/nope' }), 404],
  [
    'an API validation error',
    (app) => app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
    400,
  ],
  [
    'malformed JSON',
    (app) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
    400,
  ],
  ['a static asset', (app) => app.inject({ method: 'GET', url: '/assets/index.js' }), 200],
  ['robots.txt', (app) => app.inject({ method: 'GET', url: '/robots.txt' }), 200],
];

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  const csp = String(headers['content-security-policy']);
  expect(csp).toMatch(/default-src 'self'/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(csp).toMatch(/object-src 'none'/);
  // The app itself needs no inline script: only hashes (Swagger UI's) beside 'self'.
  expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  expect(headers['x-powered-by']).toBeUndefined();
}

describeWithApp(
  'security headers over http',
  (ctx) => {
    it.each(answers)('%s', async (_, call, status) => {
      const res = await call(ctx.app);
      expect(res.statusCode).toBe(status);
      expectCommonHeaders(res.headers);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(String(res.headers['content-security-policy'])).not.toMatch(
        /upgrade-insecure-requests/,
      );
    });

    it('sets a session cookie without Secure when served over plain http', async () => {
      const user = await ctx.createUser();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'correct horse battery' },
      });
      expect(res.headers['set-cookie']).not.toMatch(/Secure/);
    });
  },
  {},
  { clientDir },
);

describeWithApp(
  'security headers over https',
  (ctx) => {
    it.each(answers)('%s', async (_, call, status) => {
      const res = await call(ctx.app);
      expect(res.statusCode).toBe(status);
      expectCommonHeaders(res.headers);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(String(res.headers['content-security-policy'])).toMatch(/upgrade-insecure-requests/);
    });
  },
  { PUBLIC_URL: 'https://dictionary.example.org' },
  { clientDir },
);
