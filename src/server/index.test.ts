import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_LANGUAGES } from './db/seed/demo-content';
import { startServer } from './test/server-process';

/** A GET naming `host` in its Host header (fetch() always sends the URL's own). */
function getWithHost(url: string, host: string) {
  return new Promise<string>((resolve, reject) => {
    const request = http.get(url, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
  });
}

const running: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'maneno-start-'));
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  it('starts on an embedded database, refuses a second process on the same data, shuts down cleanly and keeps its data', async () => {
    const first = startServer(dataDir);
    running.push(first.child);
    const url = await first.ready;
    const password = /password: (\S+) {3}\(generated/.exec(first.output())?.[1];
    expect(password).toBeDefined();
    expect(first.output()).toContain('e-mail:   admin@maneno.local');
    expect(await (await fetch(`${url}/api/health`)).json()).toEqual({
      status: 'ok',
      database: 'pglite',
    });
    // Without PUBLIC_URL the site's address is the one it printed (the port it took), whatever
    // Host a request names.
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await getWithHost(`${url}/robots.txt`, 'evil.example')).toContain(
      `Sitemap: ${url}/sitemap.xml`,
    );

    const second = startServer(dataDir);
    running.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another Maneno process is already using the data directory');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const again = startServer(dataDir);
    running.push(again.child);
    const url2 = await again.ready;
    expect(again.output()).not.toContain('(generated');
    const login = await fetch(`${url2}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@maneno.local', password }),
    });
    expect(login.status).toBe(200);
    const stats = await (await fetch(`${url2}/api/public/stats`)).json();
    // The demo was seeded once, not twice.
    expect(stats.wordsCount).toBe(
      DEMO_LANGUAGES.reduce(
        (n, language) => n + Object.keys(language.words).length + (language.entries?.length ?? 0),
        0,
      ),
    );
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('exits with the list of configuration problems', async () => {
    // In production the site's address must be given: no request may choose it.
    const bad = startServer(dataDir, {
      PORT: 'eighty',
      ADMIN_PATH: 'no-slash',
      NODE_ENV: 'production',
    });
    running.push(bad.child);
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(
      /Invalid configuration:\n {2}- PORT: .*\n {2}- ADMIN_PATH: .*\n {2}- PUBLIC_URL: required when NODE_ENV is production/,
    );
  }, 60_000);
});
