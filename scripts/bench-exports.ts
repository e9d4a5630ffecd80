/**
 * `npm run bench:exports`: the figures of docs/decisions/043-public-downloads.md.
 *
 * Loads one language of BENCH_WORDS approved words (50,000 by default), each with a sense and, for
 * half of them, a plural, into a fresh database, then measures:
 *   (a) the cost of the content-version triggers: the same bulk insert with them and without;
 *   (b) the fingerprint a download reads on every request: the version row (a primary-key read)
 *       against the aggregates it replaces (count and latest change over the language's words,
 *       and over their senses and forms too);
 *   (c) the build of each format (page by page, as the job does): time and size.
 * On PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set (in a database
 * `maneno_bench_exports` created on that server and dropped afterwards).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { parseEnv } from '@server/env';
import { buildExport } from '@server/modules/exports/export-build';
import { contentVersion } from '@server/modules/exports/exports.repository';
import { createStorage } from '@server/storage/create-storage';
import { LocalWorkFiles } from '@server/storage/work-files';
import { openBenchPglite, openBenchPostgres, type BenchTarget } from './bench-databases';

const WORDS = Number(process.env.BENCH_WORDS ?? 50_000);
const CONTENT_TRIGGERS = [
  ['local_words', 'local_words_content_insert'],
  ['word_senses', 'word_senses_content_insert'],
  ['word_forms', 'word_forms_content_insert'],
] as const;

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await run();
  return [result, performance.now() - start];
}

/** Median of `runs` timings of `run`, in ms. */
async function median(runs: number, run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await timed(run))[1]);
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function load(database: Database, name: string): Promise<number> {
  const db = database.db;
  const [language] = await queryRows<{ id: number }>(
    db,
    sql`insert into languages (name, code, iso_code) values (${name}, ${name.slice(0, 8)}, 'sw')
        returning id`,
  );
  const id = language!.id;
  await db.execute(sql`
    insert into local_words (language_id, local_word, duplicate_key, code, sort_key,
                             sort_key_version, status, part_of_speech)
    select ${id}, 'neno' || g, 'neno' || g, ${name.slice(0, 4)} || '-' || g,
           'neno' || lpad(g::text, 7, '0'), 0, 'approved',
           case when g % 2 = 0 then 'noun' else 'verb' end
    from generate_series(1, ${WORDS}) g`);
  await db.execute(sql`
    insert into word_senses (local_word_id, position, french_definition, english_definition)
    select id, 1, 'définition de ' || local_word, 'definition of ' || local_word
    from local_words where language_id = ${id}`);
  await db.execute(sql`
    insert into word_forms (local_word_id, position, kind, form)
    select id, 1, 'plural', 'ma' || local_word
    from local_words where language_id = ${id} and part_of_speech = 'noun'`);
  return id;
}

async function run(target: BenchTarget) {
  const { database } = target;
  const db = database.db;
  await runMigrations(database);
  console.log(
    `\n${target.kind}: ${WORDS.toLocaleString('en')} words, a sense each, plurals for half`,
  );

  // (a) The triggers' cost on a bulk load: the same load without them, then with them.
  const setTriggers = async (enabled: boolean) => {
    for (const [table, trigger] of CONTENT_TRIGGERS) {
      await db.execute(
        sql.raw(`alter table ${table} ${enabled ? 'enable' : 'disable'} trigger ${trigger}`),
      );
    }
  };
  await setTriggers(false);
  const [, without] = await timed(() => load(database, 'Bila'));
  await setTriggers(true);
  const [languageId, withTriggers] = await timed(() => load(database, 'Kiswahili'));
  console.log(
    `(a) bulk load: ${without.toFixed(0)} ms without the version triggers, ` +
      `${withTriggers.toFixed(0)} ms with them`,
  );
  // One word's edit, as the API writes it (a row of each table), with the triggers.
  const edit = await median(50, () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`update local_words set notes = 'n' || random()
        where language_id = ${languageId} and code = 'Kisw-1'`);
      await tx.execute(sql`update word_senses set semantic_domain = 'd'
        where local_word_id = (select id from local_words where code = 'Kisw-1')`);
    }),
  );
  console.log(`    one word's edit (word and sense), median: ${edit.toFixed(2)} ms`);

  await db.execute(sql`analyze`);
  // (b) The fingerprint.
  const versionRow = await median(200, () => contentVersion(db, languageId, 'public'));
  const wordsAggregate = await median(20, () =>
    db.execute(sql`select count(*), max(updated_at) from local_words
      where language_id = ${languageId} and status = 'approved' and not is_deleted`),
  );
  const fullAggregate = await median(10, () =>
    db.execute(sql`select count(*), max(greatest(w.updated_at, s.updated_at, f.updated_at))
      from local_words w
      left join word_senses s on s.local_word_id = w.id
      left join word_forms f on f.local_word_id = w.id
      where w.language_id = ${languageId} and w.status = 'approved' and not w.is_deleted`),
  );
  console.log(
    `(b) fingerprint, median: version row ${versionRow.toFixed(3)} ms; ` +
      `aggregate over the words ${wordsAggregate.toFixed(1)} ms; ` +
      `over words, senses and forms ${fullAggregate.toFixed(1)} ms`,
  );

  // (c) Builds.
  const dataDir = mkdtempSync(join(tmpdir(), 'maneno-bench-exports-'));
  try {
    const env = parseEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://dictionary.example.org',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    });
    const storage = createStorage(env);
    const workFiles = new LocalWorkFiles(dataDir);
    const [language] = await queryRows<Record<string, unknown>>(
      db,
      sql`select * from languages where id = ${languageId}`,
    );
    const row = {
      ...(language as object),
      isoCode: 'sw',
      license: 'CC-BY-SA-4.0',
      attribution: '',
      name: 'Kiswahili',
      id: languageId,
    } as Parameters<typeof buildExport>[1];
    for (const format of ['json', 'csv', 'lift'] as const) {
      const rss = process.memoryUsage().rss;
      const [built, ms] = await timed(() =>
        buildExport({ db, storage, workFiles, env }, row, format, 'public'),
      );
      const grown = (process.memoryUsage().rss - rss) / 1e6;
      console.log(
        `(c) ${format}: ${(ms / 1000).toFixed(1)} s, ${(built.size / 1e6).toFixed(1)} MB, ` +
          `${Math.round(WORDS / (ms / 1000)).toLocaleString('en')} words/s, RSS +${grown.toFixed(0)} MB`,
      );
    }
    storage.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const targets: (() => Promise<BenchTarget>)[] = [openBenchPglite];
if (process.env.TEST_DATABASE_URL) {
  targets.push(() => openBenchPostgres(process.env.TEST_DATABASE_URL!, 'maneno_bench_exports'));
}
for (const open of targets) {
  const target = await open();
  try {
    await run(target);
  } finally {
    await target.cleanup();
  }
}
