/**
 * `npx tsx scripts/bench-auto-analyze.ts`: what PGlite's auto-analyze (decision 047) changes for a
 * dictionary built as people build one.
 *
 * A fresh PGlite directory; an admin creates one language and BENCH_WORDS (1,000) words one at a
 * time with POST /api/words over HTTP, with the auto-analyze's delays pushed out of reach so that
 * nothing analyzes them. One auto-analyze check (`app.autoAnalyze.runNow()`) then runs; its tables
 * and time are printed. A copy of the database from before it and one from after are served side
 * by side, and p50/p95 over HTTP (BENCH_RUNS requests each, alternated by tens) compared of:
 *   - a page of the language's words in dictionary order (GET /api/words/paginated?languageId);
 *   - the public browse of the language (GET /api/public/languages/{id}/words);
 *   - public word pages (GET /api/pages/word/{spelling});
 *   - word search (GET /api/search/words?q=), answered from the in-memory index;
 * then what a check costs when there is nothing to do.
 */
import { randomBytes } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp } from '@server/app';
import { hashPassword } from '@server/auth/password';
import { fromPglite, type Database } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { parseEnv } from '@server/env';
import { insertUser } from '@server/modules/users/users.repository';
import { openBenchPglite } from './bench-databases';
import { prng } from './bench-search-data';

const WORDS = Number(process.env.BENCH_WORDS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const never = 24 * 3600_000;
/** Delays out of reach: nothing analyzes but the explicit run. */
const off = { debounceMs: never, maxWaitMs: never, intervalMs: never, startupDelayMs: never };
const load = () => loadavg()[0]!.toFixed(2);

const rng = prng(47);
const syllables = ['ba', 'ka', 'ki', 'ku', 'la', 'li', 'ma', 'mba', 'na', 'nde', 'ngu', 'nyi'];
const spell = () => Array.from({ length: 2 + rng.int(3) }, () => rng.pick(syllables)).join('');

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
}

const target = await openBenchPglite();
try {
  await runMigrations(target.database);
  const email = 'bench-analyze@maneno.local';
  const password = randomBytes(18).toString('base64url');
  await insertUser(target.database.db, {
    email,
    passwordHash: await hashPassword(password),
    role: 'admin',
    status: 'active',
  });
  const env = parseEnv({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: tmpdir(),
    SEARCH_RATE_LIMIT_PER_MINUTE: '0',
  });
  const app = await buildApp({
    env,
    database: target.database,
    logger: false,
    autoAnalyze: off,
  });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (login.status !== 200) throw new Error(`sign-in: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${base}${path}`, { ...init, headers: { cookie, ...init.headers } });

    const language = await api('/api/languages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kibench' }),
    });
    const languageId = ((await language.json()) as { id: number }).id;
    const spellings = new Set<string>();
    while (spellings.size < WORDS) spellings.add(spell());
    const started = performance.now();
    for (const [i, word] of [...spellings].entries()) {
      const form = new FormData();
      form.set('languageId', String(languageId));
      form.set('localWord', word);
      form.set('frenchWord', `mot${i}`);
      const res = await api('/api/words', { method: 'POST', body: form });
      if (res.status !== 201)
        throw new Error(`creating ${word}: ${res.status} ${await res.text()}`);
    }
    console.log(
      `created ${WORDS} words through the API in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${load()})`,
    );

    const words = [...spellings];
    const routes: [string, () => string][] = [
      [
        'GET /api/words/paginated?languageId&limit=20',
        () => {
          const page = 1 + rng.int(Math.max(1, Math.floor(WORDS / 20)));
          return `/api/words/paginated?languageId=${languageId}&limit=20&page=${page}`;
        },
      ],
      ['GET /api/public/languages/:id/words', () => `/api/public/languages/${languageId}/words`],
      [
        'GET /api/pages/word/:spelling',
        () => `/api/pages/word/${encodeURIComponent(rng.pick(words))}`,
      ],
      ['GET /api/search/words?q=', () => `/api/search/words?q=${rng.pick(words).slice(0, 4)}`],
    ];
    // Two copies of the dictionary, in memory both: as the API left it, and once auto-analyze
    // has run. Their requests alternate, so that the machine's load weighs on both alike.
    const { client } = target.database as Extract<Database, { kind: 'pglite' }>;
    const unanalyzed = fromPglite((await client.clone()) as PGlite);
    const t = performance.now();
    const report = await app.autoAnalyze.runNow();
    console.log(
      `\nauto-analyze: ${(performance.now() - t).toFixed(0)} ms, ${report.done.length} tables:`,
      report.done.map((d) => `${d.table} ${d.action} ${d.ms} ms`).join(', '),
    );
    const analyzed = fromPglite((await client.clone()) as PGlite);
    const sides = await Promise.all(
      [unanalyzed, analyzed].map(async (database) => {
        const served = await buildApp({ env, database, logger: false, autoAnalyze: off });
        return { served, base: await served.listen({ host: '127.0.0.1', port: 0 }), database };
      }),
    );
    try {
      console.log(`\nbefore -> after auto-analyze, alternated (load ${load()})`);
      for (const [name, path] of routes) {
        const times: number[][] = [[], []];
        const get = async (side: number, keep: boolean) => {
          const url = path();
          const at = performance.now();
          const res = await fetch(`${sides[side]!.base}${url}`);
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
          if (keep) times[side]!.push(performance.now() - at);
        };
        for (let i = 0; i < 20; i++) for (const side of [0, 1]) await get(side, false);
        for (let round = 0; round < RUNS / 10; round++) {
          for (const side of round % 2 ? [0, 1] : [1, 0]) {
            for (let i = 0; i < 10; i++) await get(side, true);
          }
        }
        console.log(
          `  ${name.padEnd(48)} ${percentiles(times[0]!)}  ->  ${percentiles(times[1]!)}`,
        );
      }
    } finally {
      for (const side of sides) {
        await side.served.close();
        await side.database.close();
      }
    }
    // What the minute's check costs when nothing changed, and the start-up one.
    for (const startup of [false, true]) {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const t = performance.now();
        await app.autoAnalyze.runNow({ startup });
        times.push(performance.now() - t);
      }
      console.log(
        `\n${startup ? 'start-up' : 'periodic'} check, nothing to do: ${percentiles(times)}`,
      );
    }
  } finally {
    await app.close();
  }
} finally {
  await target.cleanup();
}
