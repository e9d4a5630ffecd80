/**
 * `npm run bench:search`: the search benchmark of docs/decisions/006-search.md, on the shared
 * search reference set (scripts/bench-search-anchor.ts), Maneno beside Orama and MiniSearch.
 *
 * In one run:
 *  1. copies the reference set to a cache folder, installs it and runs its gen.mjs: BENCH_WORDS
 *     Bantu-like words with French and English glosses, and 500 queries (125 each of the folded
 *     word, a prefix, a gloss word, the folded word with one edit);
 *  2. loads the words into a fresh database with bulk SQL (languages, local words with their sort
 *     keys, French/English entries, one sense per gloss word, all approved), on PGlite always and
 *     on PostgreSQL too when TEST_DATABASE_URL is set (a database `maneno_bench`, dropped after);
 *  3. starts the real app and sends the 500 queries to GET /api/search/words one at a time, in
 *     process (app.inject, no socket) and then over HTTP after a restart, each twice: cold (the
 *     first pass after start) and warm (the second); scores the top 5 per kind as the reference
 *     set's bench.mjs does; measures throughput at 50 connections (autocannon, child process).
 *     Every answer is searched anew (the public answers' cache off); one more run at 50
 *     connections has it on, as a server does (the 500 queries then cost a search each, once);
 *  4. builds a second PGlite dictionary through the API, as people do (an admin signs in and
 *     creates BENCH_API_WORDS words one by one with POST /api/words), and measures its search;
 *  5. runs the reference set's bench.mjs for Orama and MiniSearch, then prints one table, the
 *     targets judged on the warm passes.
 * The app runs with SEARCH_RATE_LIMIT_PER_MINUTE=0: one IP sends every request.
 * Options (env): BENCH_WORDS (200000), BENCH_API_WORDS (1000), BENCH_DURATION (10 s at 50
 * connections), BENCH_ONLY=pglite|postgres (which bulk-loaded database; the API-built one is
 * PGlite, skipped with postgres), BENCH_KEEP_DATABASE=1 (keep `maneno_bench` for EXPLAIN),
 * BENCH_ANCHOR_DIR (the reference set), SEED and QSEED (passed to its gen.mjs).
 */
import { randomBytes } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '@server/app';
import { hashPassword } from '@server/auth/password';
import type { Database } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { parseEnv } from '@server/env';
import { keyColumns } from '@server/modules/alphabets/sort-keys';
import { insertUser } from '@server/modules/users/users.repository';
import { fold } from '@shared/fold';
import { wordKey, type WordEntry, type WordSearchResult } from '@shared/schemas/words';
import { openBenchPglite, openBenchPostgres, type BenchTarget } from './bench-databases';
import {
  prepareAnchor,
  runAnchorEngine,
  type AnchorQuery,
  type AnchorResult,
  type AnchorWord,
} from './bench-search-anchor';
import { prng } from './bench-search-data';
import { runLoad, type LoadResult } from './load-test';

const WORDS = Number(process.env.BENCH_WORDS ?? 200_000);
const API_WORDS = Number(process.env.BENCH_API_WORDS ?? 1000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const TARGETS = { inProcessP95: 3, httpP95: 4, toneless: 98, typo: 90, rps: 2000 };
/**
 * The search itself is measured with no answer kept (every request searches); one more run says
 * what the public answers' cache (decision 048) adds to it.
 */
const engineOnly = { responseCache: false } as const;
const KINDS = ['a', 'b', 'c', 'd'] as const;
type Kind = (typeof KINDS)[number];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const summary = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99) };
};
type Summary = ReturnType<typeof summary>;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const benchEnv = () =>
  parseEnv({
    NODE_ENV: 'production',
    // Production requires the site's address; nothing here depends on it.
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: tmpdir(),
    // Every request comes from 127.0.0.1: the per-IP search limit (decision 022) is turned off.
    SEARCH_RATE_LIMIT_PER_MINUTE: '0',
  });

// ---------------------------------------------------------------- bulk load

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

const glossWords = (gloss: string) => gloss.split(' ').filter(Boolean);

/**
 * The homograph number of each word (by index) whose spelling its language already has: gen.mjs
 * gives up after 30 tries to draw an unused one, and Maneno keeps one live entry per spelling
 * and language unless numbered.
 */
function homographNumbers(words: AnchorWord[]) {
  const count = new Map<string, number>();
  for (const w of words) {
    const key = `${w.lang} ${wordKey(w.word)}`;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  const seen = new Map<string, number>();
  return words.map((w) => {
    const key = `${w.lang} ${wordKey(w.word)}`;
    if (count.get(key)! < 2) return null;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n;
  });
}

/**
 * The words as one dictionary: a language per code, one French and one English entry per distinct
 * gloss word, and a sense per gloss word (the first French with the first English, and so on),
 * the first sense's glosses also on local_words as the app keeps them. Local word ids are the
 * reference set's ids, so its queries' targets are the ids the search answers.
 */
async function loadDataset(database: Database, words: AnchorWord[]) {
  const { db } = database;
  const languageIds = new Map<string, number>();
  for (const w of words)
    if (!languageIds.has(w.lang)) languageIds.set(w.lang, languageIds.size + 1);
  await insertJson(
    db,
    'languages',
    { id: 'int', name: 'text', code: 'text' },
    [...languageIds].map(([code, id]) => ({ id, name: `Langue ${code}`, code })),
  );
  const entries = (side: 'french' | 'english') => {
    const ids = new Map<string, number>();
    for (const w of words)
      for (const g of glossWords(w[side])) if (!ids.has(g)) ids.set(g, ids.size + 1);
    return ids;
  };
  const french = entries('french');
  const english = entries('english');
  for (const [table, ids] of [
    ['french_words', french],
    ['english_words', english],
  ] as const) {
    await insertJson(
      db,
      table,
      { id: 'int', word: 'text' },
      [...ids].map(([word, id]) => ({ id, word })),
    );
  }
  const homographs = homographNumbers(words);
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
      homograph_number: 'int',
      code: 'text',
      status: 'text',
      sort_key: 'text',
      sort_key_version: 'int',
    },
    words.map((w, i) => ({
      id: w.id,
      language_id: languageIds.get(w.lang),
      french_id: french.get(glossWords(w.french)[0]!),
      english_id: english.get(glossWords(w.english)[0]!) ?? null,
      local_word: w.word,
      duplicate_key: wordKey(w.word),
      homograph_number: homographs[i],
      code: `A-${w.id}`,
      status: 'approved',
      // Its key in its language's order (no alphabet: folded Latin), as the app writes it; a key
      // left behind would have the start-up check recompute every key during the measures.
      sort_key: keyColumns(NO_ALPHABET, w.word).sortKey,
      sort_key_version: 0,
    })),
  );
  await insertJson(
    db,
    'word_senses',
    { local_word_id: 'int', position: 'int', french_id: 'int', english_id: 'int' },
    words.flatMap((w) => {
      const [fr, en] = [glossWords(w.french), glossWords(w.english)];
      return Array.from({ length: Math.max(fr.length, en.length) }, (_, i) => ({
        local_word_id: w.id,
        position: i + 1,
        french_id: fr[i] === undefined ? null : french.get(fr[i]),
        english_id: en[i] === undefined ? null : english.get(en[i]),
      }));
    }),
  );
  // After a bulk load, as an operator would: statistics for the planner, hint bits set once.
  await db.execute(sql`vacuum (freeze, analyze)`);
}

const NO_ALPHABET = { alphabet: null, version: 0 };

// ---------------------------------------------------------------- measures

const searchPath = (q: string) => `/api/search/words?q=${encodeURIComponent(q)}`;

/** One search: its time until the whole response was received, and the local word ids it lists. */
type Search = (q: string) => Promise<{ ms: number; ids: number[] }>;

const idsOf = (body: string) => (JSON.parse(body) as WordSearchResult[]).map((r) => r.localWordId);

const injectSearch =
  (app: App): Search =>
  async (q) => {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url: searchPath(q) });
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} for ${q}: ${res.body}`);
    return { ms, ids: idsOf(res.body) };
  };

const httpSearch =
  (base: string): Search =>
  async (q) => {
    const start = performance.now();
    const res = await fetch(base + searchPath(q));
    const body = await res.text();
    const ms = performance.now() - start;
    if (res.status !== 200) throw new Error(`${res.status} for ${q}: ${body}`);
    return { ms, ids: idsOf(body) };
  };

type Quality = Record<Kind, number>;

/**
 * One pass over the queries, one at a time. Quality as bench.mjs counts it: the share of queries
 * whose word is among the first 5 ids; for a and d the word meant (`target`), which is all
 * bench.mjs scores; for b and c, which name none, the word they were drawn from (`source`).
 */
async function pass(search: Search, queries: AnchorQuery[]) {
  const times: number[] = [];
  const found = { a: 0, b: 0, c: 0, d: 0 };
  const counted = { a: 0, b: 0, c: 0, d: 0 };
  for (const q of queries) {
    const { ms, ids } = await search(q.q);
    times.push(ms);
    const wanted = q.target ?? q.source;
    if (wanted === undefined) continue;
    counted[q.type]++;
    const at = ids.indexOf(wanted);
    if (at >= 0 && at < 5) found[q.type]++;
  }
  const quality = Object.fromEntries(
    KINDS.map((k) => [k, counted[k] ? (100 * found[k]) / counted[k] : NaN]),
  ) as Quality;
  return { latency: summary(times), quality };
}

type Cannon = LoadResult;

/** The 50 connections, cycling through the set's queries. */
const runAutocannon = (base: string, queries: AnchorQuery[]): Promise<Cannon> =>
  runLoad(
    base,
    queries.map((q) => searchPath(q.q)),
    { connections: CONNECTIONS, durationS: DURATION_S },
  );

interface ManenoMeasures {
  loadS: number;
  /** Building the in-memory word index from the database. */
  indexS: number;
  /** This process's RSS after the load: the app, its database (PGlite) and the dataset itself. */
  rssMb: number;
  inProcess: { cold: Summary; warm: Summary };
  http: { cold: Summary; warm: Summary };
  quality: Quality;
  cannon: Cannon;
  /** The same load with the public answers' cache on (decision 048). */
  cannonKept: Cannon;
}

/** Bulk load, then the in-process passes, a restart, the HTTP passes and the 50 connections. */
async function benchBulk(target: BenchTarget, words: AnchorWord[], queries: AnchorQuery[]) {
  console.log(`\n== Maneno on ${target.kind}, bulk SQL ==  (load average ${load()})`);
  await runMigrations(target.database);
  const t = performance.now();
  await loadDataset(target.database, words);
  const loadS = (performance.now() - t) / 1000;
  console.log(`loaded ${words.length} words (+ indexes, vacuum) in ${loadS.toFixed(1)} s`);

  // Reopened, so that the first pass meets what a server just started meets.
  let app = await buildApp({
    ...engineOnly,
    env: benchEnv(),
    database: await target.reopen(),
    logger: false,
  });
  await app.ready();
  // The word index is built once the app is ready; built again here to time it alone.
  await app.wordIndex.sync();
  const built = performance.now();
  await app.wordIndex.rebuild();
  const indexS = (performance.now() - built) / 1000;
  console.log(`word index: ${app.wordIndex.index.size} words in ${indexS.toFixed(2)} s`);
  const inject = injectSearch(app);
  const inProcessCold = await pass(inject, queries);
  const inProcessWarm = await pass(inject, queries);
  await app.close();
  console.log(
    `in process: cold p95 ${inProcessCold.latency.p95.toFixed(2)} ms, warm ${inProcessWarm.latency.p95.toFixed(2)} ms`,
  );

  app = await buildApp({
    ...engineOnly,
    env: benchEnv(),
    database: await target.reopen(),
    logger: false,
  });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const http = httpSearch(base);
    const httpCold = await pass(http, queries);
    const httpWarm = await pass(http, queries);
    console.log(
      `HTTP: cold p95 ${httpCold.latency.p95.toFixed(2)} ms, warm ${httpWarm.latency.p95.toFixed(2)} ms`,
    );
    const cannon = await runAutocannon(base, queries);
    console.log(`${CONNECTIONS} connections: ${cannon.rps.toFixed(0)} req/s (load ${load()})`);
    await app.close();
    // The same load on an app that keeps its answers, as a server does: the set's 500 queries
    // asked again and again, each computed once.
    app = await buildApp({ env: benchEnv(), database: await target.reopen(), logger: false });
    const keptBase = await app.listen({ host: '127.0.0.1', port: 0 });
    const cannonKept = await runAutocannon(keptBase, queries);
    console.log(
      `${CONNECTIONS} connections, answers kept: ${cannonKept.rps.toFixed(0)} req/s (load ${load()})`,
    );
    return {
      loadS,
      indexS,
      rssMb: process.memoryUsage().rss / 2 ** 20,
      inProcess: { cold: inProcessCold.latency, warm: inProcessWarm.latency },
      http: { cold: httpCold.latency, warm: httpWarm.latency },
      quality: inProcessWarm.quality,
      cannon,
      cannonKept,
    } satisfies ManenoMeasures;
  } finally {
    await app.close();
  }
}

// ---------------------------------------------------------------- built through the API

const TYPO_LETTERS = 'aaaaeeiiioouuubbddgghkklmmmnnnnpsstwyz'; // gen.mjs's, for the same typos

/** 125 queries of each kind aimed at `words`, drawn as gen.mjs draws them (its QSEED default). */
function queriesFor(words: AnchorWord[]): AnchorQuery[] {
  const rng = prng(777);
  const kinds = KINDS.flatMap((type) => Array.from({ length: 125 }, () => type));
  return rng.sample(kinds, kinds.length).map((type): AnchorQuery => {
    const e = rng.pick(words);
    const f = fold(e.word);
    if (type === 'a') return { type, q: f, target: e.id };
    if (type === 'b') return { type, q: f.slice(0, 3 + rng.int(3)), source: e.id };
    if (type === 'c') {
      return {
        type,
        q: rng.pick(glossWords(rng.chance(0.5) ? e.french : e.english)),
        source: e.id,
      };
    }
    let [e2, f2] = [e, f];
    while (f2.length < 4) {
      e2 = rng.pick(words);
      f2 = fold(e2.word);
    }
    let q: string;
    do {
      const at = rng.int(f2.length);
      const op = rng.next();
      const letter = rng.pick([...TYPO_LETTERS]);
      if (op < 0.5) q = f2.slice(0, at) + letter + f2.slice(at + 1);
      else if (op < 0.75) q = f2.slice(0, at) + f2.slice(at + 1);
      else q = f2.slice(0, at) + letter + f2.slice(at);
    } while (q === f2);
    return { type, q, target: e2.id };
  });
}

interface ApiMeasures {
  words: number;
  createS: number;
  create: Summary;
  http: Summary;
  quality: Quality;
  cannon: Cannon;
}

async function expectStatus(res: Response, status: number, what: string) {
  if (res.status !== status) {
    throw new Error(`${what}: ${res.status} ${await res.text()} (expected ${status})`);
  }
}

/**
 * A fresh PGlite dictionary built as people build one: an admin signs in, creates the languages,
 * then the words one at a time with POST /api/words (multipart, a sense per gloss word), picking
 * a gloss entry that exists as the form's picker does and typing the others. `count` words spread
 * over the whole set, so every language has some.
 */
async function benchApi(count: number, all: AnchorWord[]): Promise<ApiMeasures> {
  console.log(`\n== Maneno on pglite, ${count} words through the API ==  (load average ${load()})`);
  const step = all.length / count;
  const picked = Array.from({ length: Math.min(count, all.length) }, (_, i) => ({
    ...all[Math.floor(i * step)]!,
  }));
  const target = await openBenchPglite();
  const email = 'bench-search@maneno.local';
  const password = randomBytes(18).toString('base64url');
  try {
    await runMigrations(target.database);
    await insertUser(target.database.db, {
      email,
      passwordHash: await hashPassword(password),
      role: 'admin',
      status: 'active',
    });
    const app = await buildApp({
      ...engineOnly,
      env: benchEnv(),
      database: target.database,
      logger: false,
    });
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      await expectStatus(login, 200, 'Signing in');
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const api = (path: string, init: RequestInit = {}) =>
        fetch(`${base}${path}`, { ...init, headers: { cookie, ...init.headers } });

      const languageIds = new Map<string, number>();
      for (const code of new Set(picked.map((w) => w.lang))) {
        const res = await api('/api/languages', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Langue ${code}` }),
        });
        await expectStatus(res, 201, `Creating language ${code}`);
        languageIds.set(code, ((await res.json()) as { id: number }).id);
      }

      const glossIds = { french: new Map<string, number>(), english: new Map<string, number>() };
      const homographs = homographNumbers(picked);
      const times: number[] = [];
      const t = performance.now();
      for (const [i, w] of picked.entries()) {
        const [fr, en] = [glossWords(w.french), glossWords(w.english)];
        const side = (list: string[], at: number, which: 'french' | 'english') => {
          const word = list[at];
          if (word === undefined) return {};
          const id = glossIds[which].get(word);
          return id === undefined ? { [`${which}Word`]: word } : { [`${which}Id`]: id };
        };
        const senses = Array.from({ length: Math.max(fr.length, en.length) }, (_, at) => ({
          ...side(fr, at, 'french'),
          ...side(en, at, 'english'),
        }));
        const form = new FormData();
        form.set('languageId', String(languageIds.get(w.lang)));
        form.set('localWord', w.word);
        form.set('senses', JSON.stringify(senses));
        if (homographs[i] !== null) form.set('homographNumber', String(homographs[i]));
        const start = performance.now();
        const res = await api('/api/words', { method: 'POST', body: form });
        const body = await res.text();
        times.push(performance.now() - start);
        if (res.status !== 201) throw new Error(`Creating ${w.word}: ${res.status} ${body}`);
        const entry = JSON.parse(body) as WordEntry;
        for (const sense of entry.senses) {
          if (sense.frenchWord) glossIds.french.set(sense.frenchWord.word, sense.frenchWord.id);
          if (sense.englishWord) glossIds.english.set(sense.englishWord.word, sense.englishWord.id);
        }
        // Queries name words by their ids here.
        w.id = entry.localWord.id;
      }
      const createS = (performance.now() - t) / 1000;
      console.log(`created ${picked.length} words in ${createS.toFixed(1)} s (load ${load()})`);

      const queries = queriesFor(picked);
      const http = httpSearch(base);
      await pass(http, queries);
      const warm = await pass(http, queries);
      const cannon = await runAutocannon(base, queries);
      console.log(`${CONNECTIONS} connections: ${cannon.rps.toFixed(0)} req/s (load ${load()})`);
      return {
        words: picked.length,
        createS,
        create: summary(times),
        http: warm.latency,
        quality: warm.quality,
        cannon,
      };
    } finally {
      await app.close();
    }
  } finally {
    await target.cleanup();
  }
}

// ---------------------------------------------------------------- report

const msText = (n: number) => `${n.toFixed(2)} ms`;
const three = (s: Summary) => `${s.p50.toFixed(1)}/${s.p95.toFixed(1)}/${s.p99.toFixed(1)} ms`;
const pct = (n: number) => (Number.isNaN(n) ? 'n/a' : `${n.toFixed(1)}%`);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

interface Column {
  title: string;
  maneno?: ManenoMeasures;
  api?: ApiMeasures;
  anchor?: AnchorResult;
}

function report(columns: Column[]) {
  type Cell = string | undefined;
  const rows: { label: string; target: string; cells: (c: Column) => Cell }[] = [];
  const row = (label: string, target: string, cells: (c: Column) => Cell) =>
    rows.push({ label, target, cells });
  const judged = (text: string, ok: boolean) => `${text} ${verdict(ok)}`;

  row('load / build', '', (c) =>
    c.maneno
      ? `${c.maneno.loadS.toFixed(1)} s`
      : c.anchor && `${(c.anchor.build.buildTotalMs / 1000).toFixed(1)} s`,
  );
  row('word index build', '', (c) => c.maneno && `${c.maneno.indexS.toFixed(2)} s`);
  row(
    'RSS after the load (bench process)',
    '',
    (c) => c.maneno && `${c.maneno.rssMb.toFixed(0)} MB`,
  );
  row('in process, cold: p50/p95/p99', '', (c) => c.maneno && three(c.maneno.inProcess.cold));
  row('in process, warm: p50/p95/p99', `p95 <= ${TARGETS.inProcessP95} ms`, (c) => {
    const s = c.maneno?.inProcess.warm ?? c.anchor?.latency.all;
    return s && judged(three(s), s.p95 <= TARGETS.inProcessP95);
  });
  row('HTTP, cold: p50/p95/p99', '', (c) => c.maneno && three(c.maneno.http.cold));
  row(
    'HTTP, warm: p50/p95/p99',
    `p95 <= ${TARGETS.httpP95} ms`,
    (c) => c.maneno && judged(three(c.maneno.http.warm), c.maneno.http.warm.p95 <= TARGETS.httpP95),
  );
  row(
    `${CONNECTIONS} connections: req/s`,
    `>= ${TARGETS.rps}`,
    (c) => c.maneno && judged(c.maneno.cannon.rps.toFixed(0), c.maneno.cannon.rps >= TARGETS.rps),
  );
  row(
    `${CONNECTIONS} connections: p50/p95/p99`,
    '',
    (c) => c.maneno && three(c.maneno.cannon.latency),
  );
  row(
    `${CONNECTIONS} connections, answers kept: req/s`,
    '',
    (c) => c.maneno && c.maneno.cannonKept.rps.toFixed(0),
  );
  const quality = (c: Column, k: Kind) =>
    c.maneno ? c.maneno.quality[k] : k === 'a' || k === 'd' ? c.anchor?.quality[k].top5Pct : NaN;
  row('top 5: toneless (a, target)', `>= ${TARGETS.toneless}%`, (c) => {
    const q = quality(c, 'a');
    return q === undefined ? undefined : judged(pct(q), q >= TARGETS.toneless);
  });
  row('top 5: prefix (b, source)', '', (c) => (c.maneno || c.anchor) && pct(quality(c, 'b')!));
  row('top 5: gloss word (c, source)', '', (c) => (c.maneno || c.anchor) && pct(quality(c, 'c')!));
  row('top 5: one typo (d, target)', `>= ${TARGETS.typo}%`, (c) => {
    const q = quality(c, 'd');
    return q === undefined ? undefined : judged(pct(q), q >= TARGETS.typo);
  });
  const api = columns.find((c) => c.api)?.api;
  if (api) {
    const only = (text: string) => (c: Column) => (c.api ? text : undefined);
    row(`API-built, ${api.words} words: POST p50/p95/p99`, '', only(three(api.create)));
    row('  created in', '', only(`${api.createS.toFixed(1)} s`));
    row('  HTTP, warm: p50/p95/p99', '', only(three(api.http)));
    row(`  ${CONNECTIONS} connections: req/s`, '', only(api.cannon.rps.toFixed(0)));
    row(`  ${CONNECTIONS} connections: p99`, '', only(msText(api.cannon.latency.p99)));
    row('  top 5: toneless / one typo', '', only(`${pct(api.quality.a)} / ${pct(api.quality.d)}`));
  }

  const widths = { label: 42, target: 14, cell: 26 };
  const line = (label: string, target: string, cells: string[]) =>
    console.log(
      label.padEnd(widths.label) +
        target.padEnd(widths.target) +
        cells.map((c) => c.padEnd(widths.cell)).join(''),
    );
  console.log();
  line(
    '',
    'target',
    columns.map((c) => c.title),
  );
  for (const r of rows) {
    line(
      r.label,
      r.target,
      columns.map((c) => r.cells(c) ?? '—'),
    );
  }
}

// ---------------------------------------------------------------- main

async function main() {
  console.log(`bench:search, ${WORDS} words; load average at start ${load()}`);
  const { dir, words, queries } = await prepareAnchor(WORDS);
  console.log(
    `reference set: ${words.length} words, ${queries.length} queries (${KINDS.map((k) => `${queries.filter((q) => q.type === k).length} ${k}`).join(', ')})`,
  );

  const only = process.env.BENCH_ONLY;
  const columns: Column[] = [];
  if (only !== 'postgres') {
    const target = await openBenchPglite();
    try {
      columns.push({ title: 'Maneno (PGlite)', maneno: await benchBulk(target, words, queries) });
    } finally {
      await target.cleanup();
    }
  }
  const url = process.env.TEST_DATABASE_URL;
  if (url && only !== 'pglite') {
    const target = await openBenchPostgres(url, 'maneno_bench');
    try {
      columns.push({
        title: 'Maneno (PostgreSQL)',
        maneno: await benchBulk(target, words, queries),
      });
    } finally {
      await target.cleanup();
    }
  }
  if (only !== 'postgres' && API_WORDS > 0) {
    const api = await benchApi(API_WORDS, words);
    const pglite = columns.find((c) => c.title === 'Maneno (PGlite)');
    if (pglite) pglite.api = api;
    else columns.unshift({ title: 'Maneno (PGlite, API)', api });
  }

  // After Maneno, with its servers closed: each engine alone on the machine, as Maneno was.
  const tag = `maneno-${Date.now()}`;
  console.log(`\n== reference engines ==  (load average ${load()})`);
  for (const [engine, title] of [
    ['orama', 'Orama'],
    ['minisearch', 'MiniSearch'],
  ] as const) {
    columns.push({ title, anchor: await runAnchorEngine(dir, engine, tag) });
  }

  report(columns);
  console.log(
    `\nOrama and MiniSearch: in memory, no HTTP (bench.mjs, ${queries.length} queries after 100 warm-up ones);` +
      ' they score a and d only (b and c name no intended word).',
  );
  console.log(`load average at end ${load()}`);
}

await main();
