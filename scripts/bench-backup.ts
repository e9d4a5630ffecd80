/**
 * `npm run bench:backup`: the backup figures of docs/decisions/018-backup.md.
 *
 * On a fresh, migrated database (PGlite always; PostgreSQL too when TEST_DATABASE_URL is set, in
 * a database `maneno_bench_backup` created on that server and dropped afterwards): a dictionary
 * of BENCH_WORDS local words (default 20,000), one in two with two examples, one in
 * BENCH_AUDIO_EVERY (default 20) with a recording of ~40 KB of incompressible bytes (as real
 * audio is), plus 5,000 French reference entries. Then: a backup to a file (time, size, the
 * snapshot transaction's length, and the longest wait of a query sent every 5 ms meanwhile: how
 * long a web request could be held), verification, and a restore into a fresh PGlite.
 */
import { keyColumns } from '@server/modules/alphabets/sort-keys';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { verifyArchive } from '@server/backup/archive-reader';
import { restoreArchive } from '@server/backup/restore';
import { fromPostgres, openPgliteDir, type Database } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { frenchWords } from '@server/db/schema/dictionary';
import { examples, localWords } from '@server/db/schema/words';
import { LocalStorage } from '@server/storage/local-storage';
import { backupToFile, fileSource } from '@server/test/backup-archives';
import { buildLanguage } from '@server/test/factories';
import { wordKey } from '@shared/schemas/words';

const WORDS = Number(process.env.BENCH_WORDS ?? 20_000);
const AUDIO_EVERY = Number(process.env.BENCH_AUDIO_EVERY ?? 20);
const scratch = mkdtempSync(join(tmpdir(), 'maneno-bench-backup-'));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function seed(database: Database, storage: LocalStorage) {
  const db = database.db;
  const language = await buildLanguage(db, { name: 'Bench' });
  for (let start = 0; start < 5000; start += 1000) {
    await db.insert(frenchWords).values(
      Array.from({ length: 1000 }, (_, i) => ({
        word: `mot${start + i}`,
        definition: `définition numéro ${start + i}, assez longue pour ressembler à une vraie`,
        partOfSpeech: 'nom',
        origin: 'lefff' as const,
      })),
    );
  }
  let files = 0;
  let audioBytes = 0;
  for (let start = 0; start < WORDS; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(WORDS, start + 1000); i++) {
      let audioUrl: string | null = null;
      if (i % AUDIO_EVERY === 0) {
        const bytes = randomBytes(30_000 + ((i * 7919) % 20_000));
        audioUrl = (await storage.put(bytes, 'audio/webm', 'webm')).url;
        files++;
        audioBytes += bytes.length;
      }
      const localWord = `ŋgɔ́mbɛ${i}`;
      rows.push({
        languageId: language.id,
        localWord,
        duplicateKey: wordKey(localWord),
        ...keyColumns({ alphabet: null, version: 0 }, localWord),
        code: `B-${i}`,
        pronunciation: `/ŋɡɔ́mbɛ${i}/`,
        notes: i % 3 === 0 ? `Note sur le mot ${i} : usage, tons, variantes régionales.` : null,
        audioUrl,
      });
    }
    const inserted = await db.insert(localWords).values(rows).returning({ id: localWords.id });
    const exampleRows = inserted
      .filter((_, k) => k % 2 === 0)
      .flatMap(({ id }) => [
        { localWordId: id, text: `Phrase d'exemple ${id}`, translation: `Example sentence ${id}` },
        { localWordId: id, text: `Autre phrase ${id}`, translation: null },
      ]);
    await db.insert(examples).values(exampleRows);
  }
  // Each word's meaning as its first sense, as the app keeps it: the archive holds senses too.
  await db.execute(sql`select public.backfill_first_senses()`);
  return { files, audioBytes };
}

async function bench(kind: 'pglite' | 'postgres', open: () => Promise<Database>) {
  const database = await open();
  await runMigrations(database);
  const storage = new LocalStorage(join(scratch, `${kind}-source`));
  const seeded = await seed(database, storage);
  console.log(
    `\n${kind}: ${WORDS} words, ${seeded.files} audio files (${mb(seeded.audioBytes)}), 5,000 French entries`,
  );

  // A query every 5 ms while the backup runs: its longest wait is how long a request can be held.
  let probing = true;
  let longest = 0;
  const probe = (async () => {
    while (probing) {
      const t = performance.now();
      await database.db.execute(sql`select 1`);
      longest = Math.max(longest, performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const archive = join(scratch, `${kind}.tar.gz`);
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  const t0 = performance.now();
  const manifest = await backupToFile(
    { database, storage, spoolDir: join(scratch, 'spool') },
    archive,
  );
  const backupMs = performance.now() - t0;
  probing = false;
  await probe;
  clearInterval(sampler);
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `  backup: ${s(backupMs)}, archive ${mb(statSync(archive).size)} (${rows} rows, ` +
      `${manifest.files.length} files); snapshot transaction ${manifest.snapshotMs} ms; ` +
      `longest wait of a concurrent query ${longest.toFixed(0)} ms; RSS +${mb(peakRss - rssBefore)}`,
  );

  const t1 = performance.now();
  const checked = await verifyArchive(fileSource(archive));
  const verifyMs = performance.now() - t1;
  const target = await openPgliteDir(join(scratch, `${kind}-restored`));
  await runMigrations(target);
  const t2 = performance.now();
  const summary = await restoreArchive(fileSource(archive), checked, {
    database: target,
    storage: new LocalStorage(join(scratch, `${kind}-restored`)),
  });
  console.log(
    `  verify: ${s(verifyMs)}; restore into a fresh PGlite: ${s(performance.now() - t2)} ` +
      `(${summary.rows} rows, ${summary.files} files, ${mb(summary.bytes)})`,
  );
  await target.close();
  await database.close();
}

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
try {
  if (process.env.BENCH_ONLY !== 'postgres') {
    await bench('pglite', () => openPgliteDir(join(scratch, 'pglite')));
  }
  const url = process.env.TEST_DATABASE_URL;
  if (url && process.env.BENCH_ONLY !== 'pglite') {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('drop database if exists maneno_bench_backup with (force)');
    await admin.query('create database maneno_bench_backup');
    const target = new URL(url);
    target.pathname = '/maneno_bench_backup';
    try {
      await bench('postgres', async () => fromPostgres(target.toString()));
    } finally {
      await admin.query('drop database if exists maneno_bench_backup with (force)');
      await admin.end();
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
