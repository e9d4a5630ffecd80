/**
 * `npm run bench:start`: how long the built server takes to answer /api/health, as `npm start`
 * runs it (PGlite, the demo content), on a new data directory and then on the existing one.
 * Prints each start, the medians against the targets (first start <= 8 s, later starts <= 3 s),
 * the process's resident memory once ready, and the load average (on a shared machine it says how
 * far the figures are trusted).
 * Options (env): BENCH_START_RUNS (3): new directories, each then restarted as many times.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { freePort } from './free-port';

const RUNS = Math.max(1, Number(process.env.BENCH_START_RUNS ?? 3));
const TARGETS = { first: 8_000, later: 3_000 };

const residentMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
};

/** Starts the server on `dataDir`; the time until /api/health answers, and its RSS then. */
async function timeStart(dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error('No answer within 2 minutes');
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    return { ms: performance.now() - started, rssMb: residentMb(child.pid!) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  buildIfStale();
  const first: number[] = [];
  const later: number[] = [];
  const rss: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'maneno-bench-start-'));
    try {
      const fresh = await timeStart(dataDir);
      first.push(fresh.ms);
      const again: string[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = await timeStart(dataDir);
        later.push(start.ms);
        rss.push(start.rssMb);
        again.push(seconds(start.ms));
      }
      console.log(
        `run ${run}: new directory ${seconds(fresh.ms)}; existing ${again.join(', ')}  (load ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')})`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const verdict = (ms: number, target: number) => (ms <= target ? 'PASS' : 'FAIL');
  console.log(
    `\nfirst start, new data directory (initdb or the prepared cluster, migrations, demo): median ${seconds(median(first))}, target <= ${seconds(TARGETS.first)}: ${verdict(median(first), TARGETS.first)}`,
  );
  console.log(
    `start on existing data: median ${seconds(median(later))}, target <= ${seconds(TARGETS.later)}: ${verdict(median(later), TARGETS.later)}`,
  );
  console.log(`resident memory once ready: median ${median(rss).toFixed(0)} MB`);
}

await main();
