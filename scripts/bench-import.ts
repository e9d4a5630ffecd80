/**
 * `npm run bench:import`: the import benchmark of docs/decisions/017-dictionary-jobs.md.
 *
 * On a fresh, migrated database (PGlite always; PostgreSQL too when TEST_DATABASE_URL is set, in
 * a database `maneno_bench_import` created on that server and dropped afterwards), with the
 * sources of dictionarySources(env), through the import jobs' own code (importSide):
 *   (a) 5,000 French words then 5,000 English words (target: < 10 s in all);
 *   (b) the whole English side (WordNet: ~147,000 lemmas; target: < 2 min).
 * Prints words/s, relations and counterparts created, time, the process's peak RSS (the kernel's
 * VmHWM, reset before each run), and the
 * event loop's delay during the import (how long a web request could wait: the import runs in the
 * web process, and on PGlite the database does too).
 * Options (env): BENCH_ONLY=pglite|postgres; BENCH_RUNS=small,whole (both by default);
 * BENCH_SYNTHETIC=1 uses generated sources of the real sizes (scripts/bench-import-data.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import pg from 'pg';
import { fromPostgres, openPgliteDir, type Database } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { parseEnv } from '@server/env';
import { importSide, type BatchResult } from '@server/modules/dictionary/dictionary-import.service';
import { syncDiscrepancies } from '@server/modules/dictionary/dictionary-sync.service';
import { sourceSetFromEnv, type DictionarySourceSet } from '@server/modules/dictionary/source-set';
import type { DictionarySide } from '@shared/schemas/dictionary';
import { syntheticSources } from './bench-import-data';
import { peakRssBytes, resetPeakRss } from './process-memory';

const TARGETS = { smallSeconds: 10, wholeSeconds: 120 };
const runs = (process.env.BENCH_RUNS ?? 'small,whole').split(',');

interface Target {
  kind: 'pglite' | 'postgres';
  open(): Promise<{ database: Database; cleanup(): Promise<void> }>;
}

const pgliteTarget: Target = {
  kind: 'pglite',
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'maneno-bench-import-'));
    const database = await openPgliteDir(dir);
    return {
      database,
      cleanup: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

function postgresTarget(serverUrl: string): Target {
  const name = 'maneno_bench_import';
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    kind: 'postgres',
    async open() {
      await admin(`drop database if exists ${name} with (force)`);
      await admin(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = fromPostgres(url.toString(), 4);
      return {
        database,
        cleanup: async () => {
          await database.close();
          await admin(`drop database if exists ${name} with (force)`);
        },
      };
    },
  };
}

/**
 * The process's peak resident memory while `work` runs, as the kernel counts it: the high-water
 * mark is reset before and read after (the database, on PGlite, lives in this process too).
 */
async function withPeakMemory<T>(work: () => Promise<T>): Promise<[T, number]> {
  resetPeakRss();
  const result = await work();
  return [result, peakRssBytes()];
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timedImport(
  database: Database,
  set: DictionarySourceSet,
  side: DictionarySide,
  maxWords: number,
) {
  const totals = { inserted: 0, counterparts: 0, relations: 0, filled: 0, errors: 0 };
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  let lastReport = started;
  const outcome = await importSide(database.db, set, side, {
    maxWords,
    onUnavailable: async ({ title, detail }) => console.log(`  ${title}: unavailable (${detail})`),
    onBatch: async (_tx, batch: BatchResult) => {
      totals.inserted += batch.inserted;
      totals.counterparts += batch.counterparts;
      totals.relations += batch.relations;
      totals.filled += batch.filled;
      totals.errors += batch.errors;
      if (performance.now() - lastReport > 10_000) {
        lastReport = performance.now();
        console.log(`    ... ${totals.inserted} ${side} words, ${seconds(lastReport - started)}`);
      }
    },
  });
  const ms = performance.now() - started;
  delay.disable();
  const delayMs = (ns: number) => `${(ns / 1e6).toFixed(0)} ms`;
  console.log(
    `  ${side}: ${outcome.imported} words in ${seconds(ms)} = ${Math.round(
      outcome.imported / (ms / 1000),
    )} words/s; ${totals.relations} relations, ${totals.counterparts} counterparts, ` +
      `${totals.filled} entries completed, ${totals.errors} errors` +
      (outcome.exhausted && Number.isFinite(maxWords) ? ' (the sources ran out)' : '') +
      `; event loop delay p99 ${delayMs(delay.percentile(99))}, max ${delayMs(delay.max)}`,
  );
  return { ms, words: outcome.imported + totals.counterparts, relations: totals.relations };
}

async function bench(target: Target, set: DictionarySourceSet) {
  console.log(`\n== ${target.kind}`);
  if (runs.includes('small')) {
    const { database, cleanup } = await target.open();
    try {
      await runMigrations(database);
      console.log('(a) 5,000 French words, then 5,000 English words, on a fresh database');
      const [results, peak] = await withPeakMemory(async () => [
        await timedImport(database, set, 'french', 5000),
        await timedImport(database, set, 'english', 5000),
      ]);
      const ms = results.reduce((n, r) => n + r.ms, 0);
      const words = results.reduce((n, r) => n + r.words, 0);
      const relations = results.reduce((n, r) => n + r.relations, 0);
      console.log(
        `  total: ${words} entries, ${relations} relations in ${seconds(ms)} ` +
          `(target < ${TARGETS.smallSeconds} s: ${ms / 1000 < TARGETS.smallSeconds ? 'met' : 'MISSED'}); ` +
          `peak RSS ${mb(peak)}; load ${loadavg()[0]!.toFixed(2)}`,
      );
    } finally {
      await cleanup();
    }
  }
  if (runs.includes('whole')) {
    const { database, cleanup } = await target.open();
    try {
      await runMigrations(database);
      console.log('(b) the whole English side (WordNet), on a fresh database');
      const [result, peak] = await withPeakMemory(() =>
        timedImport(database, set, 'english', Infinity),
      );
      console.log(
        `  total: ${seconds(result.ms)} (target < ${TARGETS.wholeSeconds} s: ` +
          `${result.ms / 1000 < TARGETS.wholeSeconds ? 'met' : 'MISSED'}); peak RSS ${mb(peak)}; ` +
          `load ${loadavg()[0]!.toFixed(2)}`,
      );
      // What the sync panel's poll (every 5 s) costs on a full dictionary.
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < 3; i++) {
        const t = performance.now();
        found = (await syncDiscrepancies(database.db, set)).totalDiscrepancies;
        times.push(performance.now() - t);
      }
      console.log(
        `  sync-discrepancies: ${found} found in ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')} (the first reads the pairs; the others are answered from the cache)`,
      );
    } finally {
      await cleanup();
    }
  }
}

async function main() {
  const synthetic = process.env.BENCH_SYNTHETIC === '1';
  const set = synthetic ? syntheticSources() : sourceSetFromEnv(parseEnv(process.env));
  const described = await set.describe();
  console.log(
    synthetic
      ? 'sources: synthetic (scripts/bench-import-data.ts), of the real sizes'
      : `sources: ${described.map((s) => `${s.side} ${s.title} (${s.available ? 'available' : `unavailable: ${s.detail}`})`).join('; ') || 'none'}`,
  );
  if (set.french.length + set.english.length === 0) {
    console.log(
      'No source to import from: nothing to measure (BENCH_SYNTHETIC=1 measures with generated ones).',
    );
    return;
  }
  const only = process.env.BENCH_ONLY;
  if (only !== 'postgres') await bench(pgliteTarget, set);
  const url = process.env.TEST_DATABASE_URL;
  if (url && only !== 'pglite') await bench(postgresTarget(url), set);
}

await main();
