/**
 * `npm run bench:search`: the search benchmark of docs/decisions/006-search.md.
 *
 * Generates ~200,000 Bantu-like local words over 20 languages (scripts/bench-search-data.ts),
 * loads them into a fresh database, starts the real app on 127.0.0.1 and measures over HTTP:
 *   (a) p50/p95/p99 of GET /api/search/words for 500 mixed queries sent one at a time;
 *   (b) requests/s and latency at 20 connections (autocannon, in a child process, ~10 s);
 *   (c) the share of toneless and of one-typo queries whose intended word is in the top 5;
 * then adds one plural for half the nouns (word_forms) and measures (a) and (b) again, against
 * the run without them, and (d) the share of plurals typed without tones whose singular is in
 * the top 3.
 * On PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set (in a database
 * `maneno_bench` created on that server and dropped afterwards).
 * The app runs with SEARCH_RATE_LIMIT_PER_MINUTE=0: one IP sends every request.
 * Options (env): BENCH_WORDS_PER_LANGUAGE (10000), BENCH_DURATION (10 s), BENCH_FORM_ROUNDS (3:
 * runs with and without forms, alternated), BENCH_ONLY=pglite|postgres, BENCH_KEEP_DATABASE=1 (keep
 * the PostgreSQL database `maneno_bench`, with its forms, for EXPLAIN).
 */
import { keyColumns } from '@server/modules/alphabets/sort-keys';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '@server/app';
import type { Database } from '@server/db/client';
import { openBenchPglite, openBenchPostgres, type BenchTarget } from './bench-databases';
import { runMigrations } from '@server/db/migrate';
import { parseEnv } from '@server/env';
import { wordKey } from '@shared/schemas/words';
import {
  generateDataset,
  makePlurals,
  makeQueries,
  mixedQueries,
  pluralQueries,
  type BenchQuery,
  type Dataset,
} from './bench-search-data';

const WORDS_PER_LANGUAGE = Number(process.env.BENCH_WORDS_PER_LANGUAGE ?? 10_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const FORM_ROUNDS = Number(process.env.BENCH_FORM_ROUNDS ?? 3);
const QUALITY_QUERIES = 1000;
const TARGETS = { p95: 10, rps: 500, toneless: 97, typo: 80, plural: 98 };

const ms = (n: number) => `${n.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Inserts rows in batches of one JSON parameter each (works the same on PGlite and pg). */
async function insertJson(
  db: Database['db'],
  table: string,
  columns: Record<string, string>,
  rows: object[],
) {
  const names = Object.keys(columns).join(', ');
  const types = Object.entries(columns)
    .map(([c, t]) => `${c} ${t}`)
    .join(', ');
  for (let i = 0; i < rows.length; i += 10_000) {
    const batch = JSON.stringify(rows.slice(i, i + 10_000));
    await db.execute(
      sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${batch}::json) as x(${sql.raw(types)})`,
    );
  }
}

async function loadDataset(database: Database, data: Dataset) {
  const { db } = database;
  await insertJson(db, 'countries', { id: 'int', name: 'text', iso2: 'text', iso3: 'text' }, [
    { id: 1, name: 'Cameroon', iso2: 'CM', iso3: 'CMR' },
    { id: 2, name: 'DR Congo', iso2: 'CD', iso3: 'COD' },
    { id: 3, name: 'Tanzania', iso2: 'TZ', iso3: 'TZA' },
  ]);
  const localities = Array.from({ length: 60 }, (_, i) => ({
    id: i + 1,
    name: `Place ${i + 1}`,
    country_id: (i % 3) + 1,
  }));
  await insertJson(db, 'localities', { id: 'int', name: 'text', country_id: 'int' }, localities);
  await insertJson(
    db,
    'languages',
    { id: 'int', name: 'text', code: 'text' },
    data.languages.map((l, i) => ({ id: i + 1, name: l.name, code: l.code })),
  );
  await insertJson(
    db,
    'language_localities',
    { language_id: 'int', locality_id: 'int' },
    data.languages.flatMap((_, i) =>
      [0, 1, 2]
        .slice(0, 1 + (i % 3))
        .map((k) => ({ language_id: i + 1, locality_id: ((i * 3 + k) % 60) + 1 })),
    ),
  );
  const concepts = data.concepts.map((c, i) => ({ id: i + 1, ...c }));
  await insertJson(
    db,
    'french_words',
    { id: 'int', word: 'text' },
    concepts.map((c) => ({ id: c.id, word: c.french })),
  );
  await insertJson(
    db,
    'english_words',
    { id: 'int', word: 'text' },
    concepts.map((c) => ({ id: c.id, word: c.english })),
  );
  await insertJson(
    db,
    'french_english_relations',
    { french_word_id: 'int', english_word_id: 'int' },
    concepts.map((c) => ({ french_word_id: c.id, english_word_id: c.id })),
  );
  await insertJson(
    db,
    'local_words',
    {
      id: 'int',
      language_id: 'int',
      french_id: 'int',
      english_id: 'int',
      local_word: 'text',
      duplicate_key: 'text',
      code: 'text',
      status: 'text',
      is_deleted: 'boolean',
      sort_key: 'text',
      sort_key_version: 'int',
    },
    data.words.map((w, i) => ({
      id: i + 1,
      // Its key in its language's order (no alphabet: folded Latin), as the app writes it; a key
      // left behind would have the start-up check recompute every key during the measures.
      sort_key: keyColumns(NO_ALPHABET, w.localWord).sortKey,
      sort_key_version: 0,
      language_id: w.language + 1,
      french_id: w.concept + 1,
      english_id: w.concept + 1,
      local_word: w.localWord,
      duplicate_key: wordKey(w.localWord),
      code: `B-${i + 1}`,
      status: w.status,
      is_deleted: w.isDeleted,
    })),
  );
  // Each word's glosses as its first sense, as the app keeps them (searches read the senses).
  await db.execute(sql`select public.backfill_first_senses()`);
  // After a bulk load, as an operator would: statistics for the planner, hint bits set once.
  await db.execute(sql`vacuum (freeze, analyze)`);
}

const NO_ALPHABET = { alphabet: null, version: 0 };

type Target = BenchTarget;

const searchPath = (q: string) => `/api/search/words?q=${encodeURIComponent(q)}`;

async function timedSearch(base: string, q: string) {
  const start = performance.now();
  const res = await fetch(base + searchPath(q));
  const body = (await res.json()) as { localWordId: number }[];
  if (res.status !== 200) throw new Error(`${res.status} for ${q}`);
  return { ms: performance.now() - start, body };
}

/** autocannon in a child process, so that the load generator does not share the server's thread. */
async function runAutocannon(base: string, queries: BenchQuery[]) {
  const dir = mkdtempSync(join(tmpdir(), 'maneno-cannon-'));
  const autocannonPath = createRequire(import.meta.url).resolve('autocannon');
  const script = join(dir, 'cannon.mjs');
  writeFileSync(join(dir, 'paths.json'), JSON.stringify(queries.map((q) => searchPath(q.q))));
  writeFileSync(
    script,
    `import { readFileSync } from 'node:fs';
const { default: autocannon } = await import(${JSON.stringify(autocannonPath)});
const paths = JSON.parse(readFileSync(${JSON.stringify(join(dir, 'paths.json'))}, 'utf8'));
let next = 0;
// Every response's time, for a real p95 (autocannon's summary has p90 and p97.5, not p95).
const times = [];
const result = await new Promise((resolve, reject) => {
  const instance = autocannon({
    url: ${JSON.stringify(base)}, connections: 20, duration: ${DURATION_S},
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
  }, (error, summary) => (error ? reject(error) : resolve(summary)));
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
});
times.sort((a, b) => a - b);
const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
process.stdout.write(JSON.stringify({ rps: result.requests.average,
  latency: { p50: at(50), p95: at(95), p99: at(99) },
  non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, total: result.requests.total }));`,
  );
  // Asynchronous: the server answering it lives in this process.
  const child = spawn(process.execPath, [script]);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d));
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  rmSync(dir, { recursive: true, force: true });
  if (status !== 0) throw new Error(`autocannon failed: ${stderr.slice(0, 500)}`);
  return JSON.parse(stdout) as {
    rps: number;
    latency: { p50: number; p95: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    total: number;
  };
}

type Measures = Awaited<ReturnType<typeof measure>>;

/** (a) one at a time, (b) 20 connections, (c) toneless and one-typo quality. */
/** (a) and (b): p50/p95/p99 one at a time, then req/s at 20 connections. */
async function speed(base: string, data: Dataset) {
  // Warm-up with other queries: caches and prepared statements, as on a running server.
  for (const q of mixedQueries(data, 200, 99)) await timedSearch(base, q.q);

  const mixed = mixedQueries(data, 500, 7);
  const byKind = new Map<string, number[]>();
  for (const q of mixed) {
    const { ms: d } = await timedSearch(base, q.q);
    byKind.set(q.kind, [...(byKind.get(q.kind) ?? []), d]);
  }
  const all = [...byKind.values()].flat().sort((a, b) => a - b);
  const sequential = {
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
  };
  const kinds = [...byKind.entries()].map(([k, xs]) => {
    const s = [...xs].sort((a, b) => a - b);
    return `${k} p50 ${ms(percentile(s, 50))} p95 ${ms(percentile(s, 95))}`;
  });

  const cannon = await runAutocannon(base, mixedQueries(data, 2000, 11));
  return { sequential, kinds, cannon };
}

async function measure(base: string, data: Dataset) {
  const { sequential, kinds, cannon } = await speed(base, data);
  const quality: Record<'toneless' | 'typo', number> = { toneless: 0, typo: 0 };
  for (const kind of ['toneless', 'typo'] as const) {
    const queries = makeQueries(data, kind, QUALITY_QUERIES, 101);
    let found = 0;
    for (const q of queries) {
      const { body } = await timedSearch(base, q.q);
      if (body.slice(0, 5).some((r) => r.localWordId === q.intended! + 1)) found++;
    }
    quality[kind] = (100 * found) / queries.length;
  }
  return { sequential, kinds, cannon, quality };
}

function report(kind: Target['kind'], { sequential, kinds, cannon, quality }: Measures) {
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  const targets = kind === 'pglite';
  const row = (label: string, value: string, target: string, ok: boolean) =>
    console.log(
      `${label.padEnd(38)}${value.padEnd(34)}${targets ? `${target.padEnd(12)}${verdict(ok)}` : ''}`,
    );
  console.log(`${'measure'.padEnd(38)}${'value'.padEnd(34)}${targets ? 'target' : ''}`);
  row(
    '(a) one at a time, 500 queries',
    `p50 ${ms(sequential.p50)} p99 ${ms(sequential.p99)}`,
    '',
    true,
  );
  row('    p95', ms(sequential.p95), `<= ${TARGETS.p95} ms`, sequential.p95 <= TARGETS.p95);
  console.log(`    by kind: ${kinds.join(' | ')}`);
  row(
    '(b) 20 connections, req/s',
    `${cannon.rps.toFixed(0)} (${cannon.total} in ${DURATION_S} s)`,
    `>= ${TARGETS.rps}`,
    cannon.rps >= TARGETS.rps,
  );
  row(
    '    p95 at 20 connections',
    `${ms(cannon.latency.p95)} (p50 ${ms(cannon.latency.p50)}, p99 ${ms(cannon.latency.p99)})`,
    '',
    true,
  );
  if (cannon.non2xx || cannon.errors || cannon.timeouts) {
    console.log(
      `    non-2xx ${cannon.non2xx}, errors ${cannon.errors}, timeouts ${cannon.timeouts}`,
    );
  }
  row(
    '(c) toneless: intended in top 5',
    `${quality.toneless.toFixed(1)} %`,
    `>= ${TARGETS.toneless} %`,
    quality.toneless >= TARGETS.toneless,
  );
  row(
    '    one typo: intended in top 5',
    `${quality.typo.toFixed(1)} %`,
    `>= ${TARGETS.typo} %`,
    quality.typo >= TARGETS.typo,
  );
}

async function bench(target: Target, data: Dataset) {
  const { database, kind } = target;
  console.log(`\n== ${kind} ==  (load average ${load()})`);
  await runMigrations(database);
  const t = performance.now();
  await loadDataset(database, data);
  console.log(
    `loaded ${data.words.length} words (+ indexes, vacuum) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const env = parseEnv({
    NODE_ENV: 'production',
    // Production requires the site's address; the benchmark only reads, so the port is moot.
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: tmpdir(),
    // Every request comes from 127.0.0.1: the per-IP search limit (decision 022) is turned off.
    SEARCH_RATE_LIMIT_PER_MINUTE: '0',
  });
  console.log('search rate limit off for the benchmark (SEARCH_RATE_LIMIT_PER_MINUTE=0)');
  const app = await buildApp({ env, database, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const bare = await measure(base, data);
    report(kind, bare);

    // The same dataset with one plural for half the nouns: forms are a search source of their
    // own, and must not slow the search by more than 10 %. One run of each is within the noise of
    // a shared machine, so runs with and without forms alternate (without, with, without, with...)
    // and the means are compared.
    const forms = makePlurals(data);
    const addForms = async () => {
      await insertJson(
        database.db,
        'word_forms',
        { local_word_id: 'int', position: 'int', kind: 'text', form: 'text' },
        forms.map((f) => ({
          local_word_id: f.word + 1,
          position: 1,
          kind: 'plural',
          form: f.form,
        })),
      );
      await database.db.execute(sql`vacuum (freeze, analyze) word_forms`);
    };
    const dropForms = async () => {
      await database.db.execute(sql`delete from word_forms`);
      await database.db.execute(sql`vacuum (freeze, analyze) word_forms`);
    };
    const without = [{ sequential: bare.sequential, cannon: bare.cannon }];
    const withForms: typeof without = [];
    for (let round = 1; round <= FORM_ROUNDS; round++) {
      if (round > 1) {
        await dropForms();
        without.push(await speed(base, data));
      }
      await addForms();
      withForms.push(await speed(base, data));
    }
    const mean = (runs: typeof without, of: (run: (typeof without)[number]) => number) =>
      runs.reduce((sum, run) => sum + of(run), 0) / runs.length;
    const p95Of = (run: (typeof without)[number]) => run.sequential.p95;
    const rpsOf = (run: (typeof without)[number]) => run.cannon.rps;
    const runs = (list: typeof without) =>
      list.map((run) => `${ms(p95Of(run))}/${rpsOf(run).toFixed(0)}`).join(', ');
    console.log(`\nwith ${forms.length} plurals (one for half the nouns), ${FORM_ROUNDS} rounds:`);
    console.log(`    p95/req/s without forms: ${runs(without)}; with forms: ${runs(withForms)}`);
    const plurals = pluralQueries(data, forms, QUALITY_QUERIES, 103);
    let found = 0;
    for (const q of plurals) {
      const { body } = await timedSearch(base, q.q);
      if (body.slice(0, 3).some((r) => r.localWordId === q.intended! + 1)) found++;
    }
    const pluralShare = (100 * found) / plurals.length;
    const change = (after: number, before: number) =>
      `${after >= before ? '+' : ''}${((100 * (after - before)) / before).toFixed(1)} %`;
    const [p95Before, p95After] = [mean(without, p95Of), mean(withForms, p95Of)];
    const [rpsBefore, rpsAfter] = [mean(without, rpsOf), mean(withForms, rpsOf)];
    const line = (label: string, value: string, target: string, ok: boolean) =>
      console.log(
        `${label.padEnd(38)}${value.padEnd(34)}${target.padEnd(12)}${ok ? 'PASS' : 'MISS'}`,
      );
    line(
      '(a) p95 one at a time, mean',
      `${ms(p95After)} (${change(p95After, p95Before)})`,
      '<= +10 %',
      (p95After - p95Before) / p95Before <= 0.1,
    );
    line(
      '(b) req/s at 20 connections, mean',
      `${rpsAfter.toFixed(0)} (${change(rpsAfter, rpsBefore)})`,
      '>= -10 %',
      (rpsBefore - rpsAfter) / rpsBefore <= 0.1,
    );
    line(
      '(d) toneless plural: singular top 3',
      `${pluralShare.toFixed(1)} % of ${plurals.length}`,
      `>= ${TARGETS.plural} %`,
      pluralShare >= TARGETS.plural,
    );
    console.log(
      `memory: rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB; load average ${load()}`,
    );
  } finally {
    await app.close();
  }
}

async function main() {
  const start = performance.now();
  const data = generateDataset(2026, 20, WORDS_PER_LANGUAGE);
  console.log(
    `dataset: ${data.words.length} local words, ${data.languages.length} languages, ` +
      `${data.concepts.length} French/English glosses (generated in ${(performance.now() - start).toFixed(0)} ms)`,
  );
  const only = process.env.BENCH_ONLY;
  if (only !== 'postgres') {
    const target = await openBenchPglite();
    try {
      await bench(target, data);
    } finally {
      await target.cleanup();
    }
  }
  const url = process.env.TEST_DATABASE_URL;
  if (url && only !== 'pglite') {
    const target = await openBenchPostgres(url, 'maneno_bench');
    try {
      await bench(target, data);
    } finally {
      await target.cleanup();
    }
  }
}

await main();
