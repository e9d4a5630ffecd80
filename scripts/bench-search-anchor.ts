/**
 * The shared search reference set (read-only, BENCH_ANCHOR_DIR, default
 * /work/shared/bench/search-anchor) as `npm run bench:search` uses it: copied to a cache folder
 * under the system temp directory, named by a hash of the anchor's files, so that repeated runs
 * reuse its `npm install` and, for the same size and seeds, its generated data. Its bench.mjs runs
 * Orama and MiniSearch on the same data, in a child process each.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ANCHOR_SOURCE = process.env.BENCH_ANCHOR_DIR ?? '/work/shared/bench/search-anchor';

/** A line of data/words.jsonl: glosses are 1-3 words separated by spaces. */
export interface AnchorWord {
  id: number;
  lang: string;
  word: string;
  french: string;
  english: string;
}

/**
 * A line of data/queries.json. a: the folded word, b: a 3-5 letter prefix of it, c: one of its
 * gloss words, d: the folded word with one edit. a and d name the word meant (`target`), which
 * bench.mjs scores; b and c only the word they were drawn from (`source`).
 */
export interface AnchorQuery {
  type: 'a' | 'b' | 'c' | 'd';
  q: string;
  target?: number;
  source?: number;
}

export interface AnchorSet {
  dir: string;
  words: AnchorWord[];
  queries: AnchorQuery[];
}

/** What bench.mjs writes to results/<engine>-<tag>.json (the parts read here). */
export interface AnchorResult {
  engine: string;
  loadavg: number[];
  build: { buildTotalMs: number };
  latency: { all: { p50: number; p95: number; p99: number } };
  quality: Record<'a' | 'd', { n: number; top5Pct: number }>;
}

/** Runs a command; its output is returned, and its last lines thrown if it fails. */
function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) =>
      status === 0
        ? resolve(stdout)
        : reject(
            new Error(`${command} ${args.join(' ')} failed (${status}): ${stderr.slice(-800)}`),
          ),
    );
  });
}

/** The anchor copied (once per version of its files) and installed, with N words generated. */
export async function prepareAnchor(n: number): Promise<AnchorSet> {
  const files = readdirSync(ANCHOR_SOURCE)
    .filter((f) => statSync(join(ANCHOR_SOURCE, f)).isFile())
    .sort();
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update(readFileSync(join(ANCHOR_SOURCE, f)));
  const dir = join(tmpdir(), `maneno-search-anchor-${hash.digest('hex').slice(0, 16)}`);
  mkdirSync(dir, { recursive: true });
  for (const f of files) {
    copyFileSync(join(ANCHOR_SOURCE, f), join(dir, f));
    // The shared copy is read-only; npm writes its lock file beside package.json.
    chmodSync(join(dir, f), 0o644);
  }

  const installed = join(dir, '.maneno-installed');
  if (!existsSync(installed)) {
    const t = performance.now();
    await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
    writeFileSync(installed, '');
    console.log(`anchor: npm install in ${dir} (${((performance.now() - t) / 1000).toFixed(0)} s)`);
  }

  // gen.mjs reads SEED and QSEED too: the data is reused only for the same three values.
  const params = JSON.stringify({ n, seed: process.env.SEED, qseed: process.env.QSEED });
  const marker = join(dir, 'data', '.maneno-params.json');
  if (!existsSync(marker) || readFileSync(marker, 'utf8') !== params) {
    const t = performance.now();
    await run(process.execPath, ['gen.mjs', String(n)], dir);
    writeFileSync(marker, params);
    console.log(`anchor: node gen.mjs ${n} (${((performance.now() - t) / 1000).toFixed(0)} s)`);
  } else {
    console.log(`anchor: reusing ${n} generated words in ${dir}`);
  }

  const words = readFileSync(join(dir, 'data', 'words.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as AnchorWord);
  const queries = JSON.parse(
    readFileSync(join(dir, 'data', 'queries.json'), 'utf8'),
  ) as AnchorQuery[];
  return { dir, words, queries };
}

/** `node --expose-gc bench.mjs <engine> <tag>` in the anchor folder, and its results. */
export async function runAnchorEngine(dir: string, engine: 'orama' | 'minisearch', tag: string) {
  const t = performance.now();
  await run(process.execPath, ['--expose-gc', 'bench.mjs', engine, tag], dir);
  console.log(`anchor: bench.mjs ${engine} (${((performance.now() - t) / 1000).toFixed(0)} s)`);
  return JSON.parse(
    readFileSync(join(dir, 'results', `${engine}-${tag}.json`), 'utf8'),
  ) as AnchorResult;
}
