/**
 * `npm run bench:browse`: browsing a language by letter in its alphabet order
 * (docs/decisions/031-alphabets.md).
 *
 * Loads BENCH_WORDS (200,000) approved words of one language with the Swahili alphabet, spelled
 * from Swahili syllables (noun-class prefixes, consonants and digraphs such as ch, ng', ny, sh,
 * open syllables; a few loanwords with letters outside the alphabet), their sort keys computed
 * with keyColumns() as the app writes them, then VACUUM ANALYZE; and a second language of
 * BENCH_RECOMPUTE_WORDS (50,000) words for the recompute. Then measures, through app.inject (the
 * whole request: routing, validation, queries, presenting, serialising; no network), p50/p95 of:
 *   - the first, middle and last page (limit 20) of the biggest letter, and of the whole language
 *     (GET /api/public/languages/{id}/words);
 *   - the letter bar with its counts (GET /api/public/languages/{id}/letters);
 *   - the parts of a page, called directly: the language's key segments (word_letter_counts, kept
 *     by triggers: the pager's total and where the page lies), the count(*) they replace (of the
 *     letter, and of the whole language, for comparison) and the loading and presenting of 20
 *     entries;
 * and the time to recompute the keys of the second language after a change of its alphabet, by
 * the recompute job's batches (recomputeBatch: 1,000 words a transaction), without pg-boss.
 * On PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set (in a database
 * `maneno_bench_browse` created on that server and dropped afterwards).
 * Options (env): BENCH_WORDS (200000), BENCH_RECOMPUTE_WORDS (50000, at most BENCH_WORDS),
 * BENCH_RUNS (100 per measure), BENCH_ONLY=pglite|postgres.
 */
import { loadavg, tmpdir } from 'node:os';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { buildApp } from '@server/app';
import type { Database } from '@server/db/client';
import { openBenchPglite, openBenchPostgres, type BenchTarget } from './bench-databases';
import { runMigrations } from '@server/db/migrate';
import { languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import { DEMO_LANGUAGES } from '@server/db/seed/demo-content';
import { parseEnv } from '@server/env';
import { KEY_BATCH, recomputeBatch } from '@server/modules/alphabets/alphabet-keys.job';
import { findAlphabetRow } from '@server/modules/alphabets/alphabets.repository';
import { keyColumns } from '@server/modules/alphabets/sort-keys';
import { keySegments } from '@server/modules/browse/browse.repository';
import { inKeyRange } from '@server/modules/browse/letters';
import { visibleWordsOfLiveLanguage } from '@server/modules/search/visibility';
import { pageWordIds } from '@server/modules/words/words.repository';
import { wordEntries } from '@server/modules/words/words.service';
import { letterKeyRange, toAlphabet } from '@shared/alphabet';
import type { LetterCount } from '@shared/schemas/alphabets';
import { wordKey, type PaginatedWords } from '@shared/schemas/words';
import { prng } from './bench-search-data';

const WORDS = Number(process.env.BENCH_WORDS ?? 200_000);
const RECOMPUTE_WORDS = Math.min(WORDS, Number(process.env.BENCH_RECOMPUTE_WORDS ?? 50_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const PAGE_SIZE = 20;
const TARGETS = { p95: 20, recomputeSeconds: 10 };

const SWAHILI_LETTERS = DEMO_LANGUAGES.find((l) => l.code === 'swh')!.alphabet!.letters;
const BROWSED = 1;
const RECOMPUTED = 2;

const ms = (n: number) => `${n.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

// --- Swahili-like spellings ---------------------------------------------------------------------

/** Noun-class and verb prefixes (m-/mw-, wa-, mi-, ki-/ch-, vi-/vy-, ji-, ma-, u-, ku-, pa-...). */
const PREFIXES = [
  'm', 'mw', 'wa', 'mi', 'ki', 'ch', 'vi', 'vy', 'ji', 'ma', 'u', 'ku', 'pa', 'n', 'ny', 'ki',
  'ma', 'wa', 'm', 'ku',
] as const; // prettier-ignore
/** Onsets with rough Swahili frequencies (repeats), digraphs and prenasalised consonants. */
const ONSETS = [
  'k', 'k', 'k', 't', 't', 't', 'm', 'm', 'l', 'l', 'n', 'w', 'w', 'y', 's', 's', 'b', 'b', 'p',
  'h', 'j', 'z', 'f', 'g', 'd', 'r', 'v', 'ch', 'ch', 'sh', 'sh', 'ny', 'ny', "ng'", 'ng', 'nd',
  'mb', 'nj', 'nz', 'th', 'dh', 'gh', 'kh',
] as const; // prettier-ignore
const VOWELS = ['a', 'a', 'a', 'i', 'i', 'u', 'u', 'e', 'o'] as const;
/** Loanword letters outside the alphabet (taxi, Qurani, cerea). */
const FOREIGN = ['x', 'q', 'c'] as const;

function spellings(count: number, seed: number, taken: Set<string>): string[] {
  const rng = prng(seed);
  const out: string[] = [];
  while (out.length < count) {
    const syllables = rng.pick([2, 2, 3, 3, 3, 4]);
    let word = rng.chance(0.55) ? rng.pick(PREFIXES) : rng.chance(0.06) ? rng.pick(VOWELS) : '';
    for (let s = 0; s < syllables; s++) {
      word += rng.chance(0.01) ? rng.pick(FOREIGN) : rng.pick(ONSETS);
      word += rng.pick(VOWELS);
    }
    if (rng.chance(0.01)) word = word[0]!.toUpperCase() + word.slice(1);
    const key = wordKey(word);
    if (taken.has(key)) continue;
    taken.add(key);
    out.push(word);
  }
  return out;
}

// --- Loading ------------------------------------------------------------------------------------

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

/**
 * Distinct French and English glosses, as many as bench:search's concepts: 200,000 words share
 * them 16 to a gloss. (With 2,000, the planner hashes both gloss tables whole to read 20 entries,
 * about 4 ms more per page on PGlite; a dictionary that size has far more glosses than that.)
 */
const GLOSSES = 12_500;

async function loadDataset(database: Database) {
  const { db } = database;
  const alphabet = toAlphabet({ letters: SWAHILI_LETTERS, ignoreTones: true });
  await insertJson(
    db,
    'languages',
    { id: 'int', name: 'text', code: 'text', alphabet: 'jsonb', alphabet_version: 'int' },
    [
      { id: BROWSED, name: 'Kiswahili', code: 'swh', alphabet, alphabet_version: 1 },
      { id: RECOMPUTED, name: 'Kiswahili 2', code: 'sw2', alphabet, alphabet_version: 1 },
    ],
  );
  const glosses = Array.from({ length: GLOSSES }, (_, i) => ({ id: i + 1, word: `neno ${i}` }));
  await insertJson(db, 'french_words', { id: 'int', word: 'text' }, glosses);
  await insertJson(db, 'english_words', { id: 'int', word: 'text' }, glosses);
  const taken = new Set<string>();
  const words = [
    ...spellings(WORDS, 31, taken).map((w) => ({ languageId: BROWSED, localWord: w })),
    ...spellings(RECOMPUTE_WORDS, 37, new Set()).map((w) => ({
      languageId: RECOMPUTED,
      localWord: w,
    })),
  ];
  const collation = { alphabet, version: 1 };
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
      sort_key: 'text',
      sort_key_version: 'int',
      outside_alphabet: 'text',
      code: 'text',
      status: 'text',
    },
    words.map((w, i) => {
      const keys = keyColumns(collation, w.localWord);
      return {
        id: i + 1,
        language_id: w.languageId,
        french_id: (i % GLOSSES) + 1,
        english_id: (i % GLOSSES) + 1,
        local_word: w.localWord,
        duplicate_key: wordKey(w.localWord),
        sort_key: keys.sortKey,
        sort_key_version: keys.sortKeyVersion,
        outside_alphabet: keys.outsideAlphabet,
        code: `B-${i + 1}`,
        status: 'approved',
      };
    }),
  );
  // Each word's glosses as its first sense, as the app keeps them.
  await db.execute(sql`select public.backfill_first_senses()`);
  // After a bulk load, as an operator would: statistics for the planner, hint bits set once.
  await db.execute(sql`vacuum (freeze, analyze)`);
}

// --- Databases ----------------------------------------------------------------------------------

type Target = BenchTarget;

// --- Measures -----------------------------------------------------------------------------------

type App = Awaited<ReturnType<typeof buildApp>>;

async function timed<T>(app: App, url: string): Promise<{ ms: number; body: T }> {
  const start = performance.now();
  const res = await app.inject({ method: 'GET', url });
  const elapsed = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} for ${url}: ${res.body}`);
  return { ms: elapsed, body: res.json<T>() };
}

/** p50 and p95 of RUNS runs, after a few to warm caches and prepared plans. */
async function measure(run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * A recompute of every key of `languageId` that is behind, as the alphabet-keys job does it:
 * batches of KEY_BATCH words, each in its own transaction holding the language row for share,
 * by the job's own recomputeBatch() (keys computed in TypeScript, one UPDATE ... FROM unnest).
 * The job's pg-boss queue aside.
 */
async function recomputeKeys(db: Database['db'], languageId: number) {
  let done = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const row = (await findAlphabetRow(tx, languageId, { lock: 'share', deleted: true }))!;
      return recomputeBatch(tx, languageId, row);
    });
    if (n === 0) return done;
    done += n;
  }
}

async function bench(target: Target) {
  const { database, kind } = target;
  console.log(`\n== ${kind} ==  (load average ${load()})`);
  await runMigrations(database);
  const t = performance.now();
  await loadDataset(database);
  console.log(
    `loaded ${WORDS} + ${RECOMPUTE_WORDS} words (keys, senses, vacuum) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const env = parseEnv({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: tmpdir(),
  });
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  const rows: { label: string; p50: number; p95: number; target: boolean }[] = [];
  const request = (url: string) => () => timed(app, url);
  try {
    const base = `/api/public/languages/${BROWSED}`;
    const bar = (await timed<LetterCount[]>(app, `${base}/letters`)).body;
    const big = bar.reduce((a, b) => (b.count > a.count ? b : a));
    const listed = bar.reduce((sum, l) => sum + l.count, 0);
    console.log(
      `letters: ${bar.length}, ${listed} words under a letter; biggest: ${big.upper} (${big.count})`,
    );
    rows.push({
      label: 'letter bar with counts',
      target: false,
      ...(await measure(request(`${base}/letters`))),
    });
    const pages = async (label: string, query: string) => {
      const first = (await timed<PaginatedWords>(app, `${base}/words?limit=${PAGE_SIZE}${query}`))
        .body.pagination;
      const last = first.totalPages;
      for (const [name, n] of [
        ['first', 1],
        ['middle', Math.ceil(last / 2)],
        ['last', last],
      ] as const) {
        const url = `${base}/words?limit=${PAGE_SIZE}&page=${n}${query}`;
        const { body } = await timed<PaginatedWords>(app, url);
        if (body.data.length === 0) throw new Error(`empty page ${n} of ${label}`);
        rows.push({
          label: `${label}: ${name} page (${n}/${last})`,
          target: true,
          ...(await measure(request(url))),
        });
      }
    };
    await pages(
      `letter ${big.upper} (${big.count} words)`,
      `&letter=${encodeURIComponent(big.letter)}`,
    );
    await pages(`whole language (${WORDS} words)`, '');

    // The parts of a page: the key segments (the pager's total and where the page lies), the
    // count(*) they replace, and the 20 entries.
    const { db } = database;
    rows.push({
      label: '  part: key segments of the language (letter counts)',
      target: false,
      ...(await measure(() => keySegments(db, BROWSED))),
    });
    const published = visibleWordsOfLiveLanguage(null, BROWSED);
    const rank = SWAHILI_LETTERS.indexOf(big.letter);
    const counted = (where: SQL) => () => db.select({ n: count() }).from(localWords).where(where);
    rows.push({
      label: `  (before: count(*) of letter ${big.upper})`,
      target: false,
      ...(await measure(counted(and(published, inKeyRange(letterKeyRange(rank)))!))),
    });
    rows.push({
      label: '  (before: count(*) of the whole language)',
      target: false,
      ...(await measure(counted(published))),
    });
    const { ids } = await pageWordIds(db, published, PAGE_SIZE, 0, 'alphabet');
    rows.push({
      label: `  part: ${PAGE_SIZE} entries loaded and presented`,
      target: false,
      ...(await measure(() => wordEntries(db, ids, null))),
    });
  } finally {
    await app.close();
  }

  // An alphabet change of the second language (tones now count): every key is behind.
  await database.db
    .update(languages)
    .set({
      alphabet: toAlphabet({ letters: SWAHILI_LETTERS, ignoreTones: false }),
      alphabetVersion: 2,
    })
    .where(eq(languages.id, RECOMPUTED));
  const started = performance.now();
  const recomputed = await recomputeKeys(database.db, RECOMPUTED);
  const seconds = (performance.now() - started) / 1000;
  if (recomputed !== RECOMPUTE_WORDS) {
    throw new Error(`recomputed ${recomputed} keys, expected ${RECOMPUTE_WORDS}`);
  }

  // The targets are PGlite's (the default install).
  const targets = kind === 'pglite';
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  const WIDTH = 62;
  console.log(
    `${'measure (app.inject; parts: direct calls)'.padEnd(WIDTH)}${'p50'.padEnd(10)}${'p95'.padEnd(10)}${targets ? 'target' : ''}`,
  );
  for (const row of rows) {
    const target =
      targets && row.target ? `<= ${TARGETS.p95} ms  ${verdict(row.p95 <= TARGETS.p95)}` : '';
    console.log(
      `${row.label.padEnd(WIDTH)}${ms(row.p50).padEnd(10)}${ms(row.p95).padEnd(10)}${target}`,
    );
  }
  const recompute = `recompute ${RECOMPUTE_WORDS} keys (the job's batches of ${KEY_BATCH})`;
  console.log(
    `${recompute.padEnd(WIDTH)}${`${seconds.toFixed(2)} s`.padEnd(20)}${targets ? `<= ${TARGETS.recomputeSeconds} s   ${verdict(seconds <= TARGETS.recomputeSeconds)}` : ''}`,
  );
  console.log(
    `memory: rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB; load average ${load()}`,
  );
}

async function main() {
  console.log(
    `bench:browse: ${WORDS} words in one language with the Swahili alphabet, ${RUNS} requests per measure`,
  );
  const only = process.env.BENCH_ONLY;
  if (only !== 'postgres') {
    const target = await openBenchPglite();
    try {
      await bench(target);
    } finally {
      await target.cleanup();
    }
  }
  const url = process.env.TEST_DATABASE_URL;
  if (url && only !== 'pglite') {
    const target = await openBenchPostgres(url, 'maneno_bench_browse');
    try {
      await bench(target);
    } finally {
      await target.cleanup();
    }
  }
}

await main();
