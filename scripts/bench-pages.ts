/**
 * `npm run bench:pages`: public pages under load, with the public answers' cache (decision 048)
 * and without it, on the same data in one run.
 *
 * Starts the built server (dist/, built first if stale) on a scratch data directory seeded with
 * the demo, or on BENCH_DATA_DIR (a copy is used: the bench never writes to it). Then, for each
 * address, 50 connections for BENCH_DURATION seconds (autocannon in a child process), sending
 * `Accept-Encoding: gzip, deflate, br` as a browser does:
 *   - a word page (the demo's Lingala "cow", spelled with ɛ and ɔ), the target: >= 1,000 req/s;
 *   - the same word's page read (`/api/pages/word/...`, what the page's render asks);
 *   - a search page (`/browse?q=mbwa`) and the search API (`/api/search/words?q=mbwa`).
 * First with the cache on (RESPONSE_CACHE_MB's default), after one request to fill it; then the
 * server is restarted with RESPONSE_CACHE_MB=0 and the same addresses measured again. Prints
 * req/s, p50/p95/p99, the server's peak RSS (the kernel's VmHWM) and the load average.
 * The server runs with SEARCH_RATE_LIMIT_PER_MINUTE=0: one IP sends every request.
 * Options (env): BENCH_DURATION (10 s), BENCH_DATA_DIR, BENCH_PAGES (comma-separated addresses
 * instead of the four above).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { freePort } from './free-port';
import { runLoad, type LoadResult } from './load-test';
import { peakRssBytes } from './process-memory';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const WORD_PAGE_TARGET = 1000;
const WORD = encodeURIComponent('ngɔmbɛ');
const PATHS = process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? [
  `/word/${WORD}`,
  `/api/pages/word/${WORD}`,
  '/browse?q=mbwa',
  '/api/search/words?q=mbwa',
];
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface Server {
  base: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

async function startServer(dataDir: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: base,
      SUPERADMIN_EMAIL: 'bench-pages@maneno.local',
      SUPERADMIN_PASSWORD: randomBytes(18).toString('base64url'),
      SEED_DEMO: 'true',
      SEARCH_RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let up = false;
  // A first start migrates and seeds: up to a minute or two on a busy machine.
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
    throw new Error(`The server did not answer on ${base} within 3 minutes`);
  }
  return {
    base,
    child,
    stop: async () => {
      child.kill('SIGINT');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}

const peakRssMb = (pid: number) => peakRssBytes(pid) / 2 ** 20;

interface Pass {
  results: Map<string, LoadResult>;
  peakRssMb: number;
  load: string;
}

async function measure(dataDir: string, env: Record<string, string>, label: string) {
  const server = await startServer(dataDir, env);
  try {
    const results = new Map<string, LoadResult>();
    for (const path of PATHS) {
      const first = await fetch(server.base + path, { headers: BROWSER_HEADERS });
      if (first.status !== 200) throw new Error(`${path}: ${first.status} (expected 200)`);
      await first.arrayBuffer();
      const result = await runLoad(server.base, [path], {
        connections: CONNECTIONS,
        durationS: DURATION_S,
        headers: BROWSER_HEADERS,
      });
      console.log(
        `${label}: ${decodeURIComponent(path)} ${result.rps.toFixed(0)} req/s, p95 ${result.latency.p95.toFixed(1)} ms (load ${load()})`,
      );
      results.set(path, result);
    }
    return { results, peakRssMb: peakRssMb(server.child.pid!), load: load() } satisfies Pass;
  } finally {
    await server.stop();
  }
}

function report(kept: Pass, computed: Pass) {
  const cell = (r: LoadResult | undefined) =>
    r
      ? `${r.rps.toFixed(0)} req/s, ${[r.latency.p50, r.latency.p95, r.latency.p99].map((ms) => ms.toFixed(1)).join('/')} ms`
      : '—';
  const widths = [30, 40, 40, 18];
  const line = (cells: string[]) =>
    console.log(cells.map((c, i) => c.padEnd(widths[i] ?? 20)).join(''));
  console.log();
  line([
    `${CONNECTIONS} connections, ${DURATION_S} s`,
    'kept (req/s, p50/p95/p99)',
    'computed each time',
    'target',
  ]);
  for (const path of PATHS) {
    const k = kept.results.get(path);
    const target =
      path === `/word/${WORD}` && k
        ? `>= ${WORD_PAGE_TARGET} ${k.rps >= WORD_PAGE_TARGET ? 'PASS' : 'FAIL'}`
        : '';
    line([decodeURIComponent(path), cell(k), cell(computed.results.get(path)), target]);
  }
  line([
    'server peak RSS',
    `${kept.peakRssMb.toFixed(0)} MB`,
    `${computed.peakRssMb.toFixed(0)} MB`,
    '',
  ]);
  line(['load average after', kept.load, computed.load, '']);
}

async function main() {
  buildIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'maneno-bench-pages-'));
  try {
    if (process.env.BENCH_DATA_DIR)
      cpSync(process.env.BENCH_DATA_DIR, dataDir, { recursive: true });
    console.log(`bench:pages on ${process.env.BENCH_DATA_DIR ?? 'the demo'} (load ${load()})`);
    const kept = await measure(dataDir, {}, 'kept');
    const computed = await measure(dataDir, { RESPONSE_CACHE_MB: '0' }, 'computed');
    report(kept, computed);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
