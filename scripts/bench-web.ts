/**
 * `npm run bench:web`: Lighthouse (mobile preset: a mid-range phone on a slow 4G connection,
 * simulated, so the score does not hang on this machine's own speed) on the public pages of the
 * built app, served with a fresh demo database, in the system Chromium. Prints, per page, the
 * median of its runs: the four category scores against the public-site issue's budgets, LCP, TBT,
 * CLS, the JavaScript it loads gzipped, Lighthouse's CPU benchmark index and the load average when
 * the page was measured (on a shared machine, both say how far the performance score is trusted).
 *
 * The server runs on a scratch data directory, seeded with the demo, to which the bench adds one
 * expression of its own (see addBenchExpression): the demo has none, since an expression needs a
 * recording, so the expression page would otherwise go unmeasured.
 *
 * Pages: the arguments (`npm run bench:web -- / /expression/...`), else BENCH_WEB_PATHS
 * (comma-separated), else the defaults below. A page that answers 404 (one not built yet, a word
 * the demo lacks) is skipped with a line saying so.
 * Options (env): CHROME_PATH (/usr/bin/chromium), BENCH_WEB_RUNS (3), BENCH_WEB_OUT (a folder to
 * write each run's Lighthouse JSON to, to read the audits behind a score).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from './build-if-stale.mjs';
import { freePort } from './free-port';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const OUT = process.env.BENCH_WEB_OUT;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const JS_BUDGET_KB = 150; // kB of 1000 bytes, gzipped, for the home page (e2e/public/home.spec.ts)
/**
 * The home page in each language, a search, a word spelled with ɛ and ɔ (the demo's Lingala
 * "cow", whose address is percent-encoded), the expressions list, a language page (with its map)
 * and the bench's own expression page.
 */
const defaultPaths = (expressionPath: string) => [
  '/',
  '/en/',
  '/browse?q=mbwa',
  '/word/ngɔmbɛ',
  '/browse/expressions',
  '/language/sw',
  expressionPath,
];

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'maneno-bench-web-'));
  const port = await freePort();
  // The scratch superadmin's password, for adding the bench's expression through the API.
  const password = randomBytes(18).toString('base64url');
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production requires the site's address.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SUPERADMIN_EMAIL: BENCH_ADMIN_EMAIL,
      SUPERADMIN_PASSWORD: password,
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // A first start migrates and seeds a fresh database: up to a minute or two on a busy machine.
  let up = false;
  for (let i = 0; i < 720 && !up && child.exitCode === null; i++) {
    try {
      up = (await fetch(`${base}/api/health`)).ok;
    } catch {
      // not listening yet
    }
    if (!up) await new Promise((r) => setTimeout(r, 250));
  }
  if (!up) {
    child.kill('SIGINT');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`The server did not answer on ${base} within 3 minutes`);
  }
  return {
    base,
    password,
    stop: async () => {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const BENCH_ADMIN_EMAIL = 'bench-web@maneno.local';

/**
 * One second of a 440 Hz tone as a mono 16-bit WAV (8 kHz): plainly a test signal, never a voice.
 * Written for the bench's scratch data only; nothing here reaches the demo seed.
 */
function benchTone(seconds = 1, frequency = 440, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    const value = Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 0.3 * 32767;
    wav.writeInt16LE(Math.round(value), 44 + i * 2);
  }
  return wav;
}

async function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status)
    throw new Error(`${what}: ${response.status} ${await response.text()} (expected ${status})`);
}

/**
 * Adds, through the API as the scratch superadmin, the expression the bench measures: a real
 * Swahili proverb ("spilled water cannot be gathered up"), in Swahili and linked to the demo's
 * Swahili "maji" (water), whose recording is the bench's
 * generated tone (an expression needs one), its description saying so. Returns its page's
 * address, as the server's redirect from `/expression/{id}` gives it.
 */
async function addBenchExpression(base: string, password: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN_EMAIL, password }),
  });
  await expectStatus(login, 200, 'Signing the bench in');
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { cookie, ...init.headers } });

  const words = await api('/api/search/words?q=maji');
  await expectStatus(words, 200, 'Finding the demo word maji');
  const found = (await words.json()) as { localWord: string; languageName: string; id: number }[];
  const maji = found.find((w) => w.localWord === 'maji' && w.languageName === 'Swahili');
  if (!maji) throw new Error('The demo has no Swahili "maji" to link the bench expression to');

  const languages = await api('/api/languages');
  await expectStatus(languages, 200, 'Listing the demo languages');
  const swahili = ((await languages.json()) as { id: number; isoCode: string | null }[]).find(
    (l) => l.isoCode === 'sw',
  );
  if (!swahili) throw new Error('The demo has no Swahili');

  const form = new FormData();
  form.set('languageId', String(swahili.id));
  form.set('localText', 'Maji yakimwagika hayazoleki');
  form.set('expression', 'L’eau renversée ne se ramasse pas');
  form.set(
    'description',
    'Expression du banc d’essai (npm run bench:web), sur ses données jetables : son enregistrement est un son de synthèse (la 440 Hz), pas une voix.',
  );
  form.set('localWordIds', JSON.stringify([maji.id]));
  form.set(
    'audio1',
    new Blob([new Uint8Array(benchTone())], { type: 'audio/wav' }),
    'bench-web-tone-440hz.wav',
  );
  const created = await api('/api/expressions', { method: 'POST', body: form });
  await expectStatus(created, 201, 'Adding the bench expression');
  const { id } = (await created.json()) as { id: number };

  const page = await fetch(`${base}/expression/${id}`, { redirect: 'manual' });
  await expectStatus(page, 301, `Finding the address of expression ${id}`);
  return decodeURI(new URL(page.headers.get('location')!, base).pathname);
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The scripts a page loaded, each gzipped at level 9 (our server sends brotli, a little smaller). */
async function scriptWeight(items: NetworkItem[]) {
  const scripts = items.filter((i) => i.resourceType === 'Script');
  let gzipped = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  return { count: scripts.length, gzipKb: gzipped / 1000 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Runs Lighthouse RUNS times on one page; the median of each score and metric. */
async function audit(url: string, port: number, label: string) {
  const runs: Report[] = [];
  // A run whose trace broke (NO_NAVSTART and the like, on a busy machine) has no scores: run again.
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (OUT) {
      mkdirSync(OUT, { recursive: true });
      const name = label.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
      writeFileSync(join(OUT, `${name}-${attempt + 1}.json`), JSON.stringify(result.lhr));
    }
    if (result.lhr.runtimeError) {
      console.error(`  (${label}: run failed, ${result.lhr.runtimeError.code}; running again)`);
      continue;
    }
    runs.push(result.lhr);
  }
  if (!runs.length) throw new Error(`Lighthouse failed on every run of ${url}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      median(runs.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100))),
    ]),
  ) as Record<Category, number>;
  const metric = (id: string) => median(runs.map((r) => r.audits[id]?.numericValue ?? NaN));
  // What cost points, in any run: each audit short of full marks, with its values over the runs.
  const misses = new Map<string, { title: string; values: string[] }>();
  for (const run of runs) {
    for (const c of CATEGORIES) {
      for (const ref of run.categories[c]?.auditRefs ?? []) {
        const audit = run.audits[ref.id];
        const score = audit?.score;
        if (!audit || ref.weight === 0 || score === null || score === undefined || score >= 1)
          continue;
        // A performance metric counts as met from 0.9 (Lighthouse's green).
        if (c === 'performance' && score >= 0.9) continue;
        const key = `${c}: ${audit.title}`;
        const miss = misses.get(key) ?? { title: key, values: [] };
        miss.values.push(audit.displayValue ?? String(score));
        misses.set(key, miss);
      }
    }
  }
  const last = runs.at(-1)!;
  const network =
    (last.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    [];
  return {
    scores,
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // Lighthouse's measure of this machine's CPU speed during the run (higher is faster): the
    // simulation scales the tasks it saw, so a busy machine gives longer tasks and a lower score.
    cpu: median(runs.map((r) => r.environment.benchmarkIndex)),
    js: await scriptWeight(network),
    misses: [...misses.values()].map(
      (m) => `${m.title} (${m.values.join(', ')}; ${m.values.length}/${runs.length} runs)`,
    ),
  };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function pathsToMeasure(expressionPath: string) {
  const fromArgs = process.argv.slice(2).filter((a) => a.startsWith('/'));
  if (fromArgs.length) return fromArgs;
  const fromEnv = process.env.BENCH_WEB_PATHS?.split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return fromEnv?.length ? fromEnv : defaultPaths(expressionPath);
}

/** A path as a browser sends it: letters beyond ASCII percent-encoded, the rest as written. */
const encodePath = (path: string) => encodeURI(decodeURI(path));

async function main() {
  buildIfStale();
  const server = await startServer();
  let expressionPath: string;
  try {
    expressionPath = await addBenchExpression(server.base, server.password);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const paths = pathsToMeasure(expressionPath);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A French visitor: with the headless default (en-US), `/` answers its first-visit
      // redirect to /en/ (decision 036), which /en/ itself measures.
      '--accept-lang=fr-FR,fr',
    ],
  });
  const pageWidth = Math.max(22, ...paths.map((p) => p.length + 2));
  const columns = [
    ['page', pageWidth],
    ['perf', 7],
    ['a11y', 7],
    ['b.prac', 8],
    ['SEO', 6],
    ['LCP', 9],
    ['TBT', 8],
    ['CLS', 7],
    ['JS kB gz', 16],
    ['CPU idx', 9],
    ['load (1/5/15 min)', 0],
  ] as const;
  const row = (cells: string[]) =>
    cells.map((cell, i) => (columns[i]![1] ? cell.padEnd(columns[i]![1]) : cell)).join('');
  try {
    console.log(
      `Lighthouse mobile preset, simulated throttling, median of ${RUNS} run${RUNS > 1 ? 's' : ''}; ${CHROME}`,
    );
    console.log(
      `Budgets: performance >= ${TARGETS.performance}, accessibility, best practices and SEO ${TARGETS.seo}; JS of / <= ${JS_BUDGET_KB} kB gzipped (1 kB = 1000 bytes)\n`,
    );
    console.log(row(columns.map(([name]) => name)));
    let ok = true;
    const notes: string[] = [];
    for (const path of paths) {
      const url = `${server.base}${encodePath(path)}`;
      const status = (await fetch(url, { redirect: 'manual' })).status;
      if (status === 404) {
        console.log(
          `${path.padEnd(pageWidth)}skipped: the page answers 404 (not built yet, or no such demo content)`,
        );
        continue;
      }
      const { scores, lcp, tbt, cls, cpu, js, misses } = await audit(url, chrome.port, path);
      const cell = (c: Category) => {
        const pass = scores[c] >= TARGETS[c];
        ok &&= pass;
        return `${scores[c]}${pass ? '' : '!'}`;
      };
      const isHome = path === '/';
      const jsOk = !isHome || js.gzipKb <= JS_BUDGET_KB;
      ok &&= jsOk;
      console.log(
        row([
          path,
          ...CATEGORIES.map(cell),
          `${(lcp / 1000).toFixed(1)} s`,
          `${Math.round(tbt)} ms`,
          cls.toFixed(3),
          `${js.gzipKb.toFixed(1)} (${js.count})${isHome ? (jsOk ? '' : '!') : ''}`,
          String(Math.round(cpu)),
          load(),
        ]),
      );
      notes.push(...misses.map((m) => `${path}: ${m}`));
    }
    if (notes.length) console.log(`\nAudits short of full marks:\n  ${notes.join('\n  ')}`);
    console.log(ok ? '\nAll budgets met.' : '\nSome budgets missed (marked !).');
    if (!ok) process.exitCode = 1;
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
