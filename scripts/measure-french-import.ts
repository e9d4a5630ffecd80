/**
 * `npx tsx scripts/measure-french-import.ts`: the French default import of 5,000 words on a fresh
 * PGlite database with this server's sources (decision 034), timed: reading the sources (the
 * first batch waits for the frequency ranking), then the whole import.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPgliteDir } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { parseEnv } from '@server/env';
import { importSide } from '@server/modules/dictionary/dictionary-import.service';
import { sourceSetFromEnv } from '@server/modules/dictionary/source-set';

const dir = mkdtempSync(join(tmpdir(), 'maneno-measure-french-'));
const database = await openPgliteDir(dir);
try {
  await runMigrations(database);
  const set = sourceSetFromEnv(parseEnv(process.env));
  const started = performance.now();
  let firstBatch: number | null = null;
  const outcome = await importSide(database.db, set, 'french', {
    maxWords: 5000,
    onUnavailable: async ({ title, detail }) => console.log(`${title}: unavailable (${detail})`),
    onBatch: async () => {
      firstBatch ??= performance.now() - started;
    },
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `imported ${outcome.imported} French words in ${seconds.toFixed(1)} s (first batch after ${((firstBatch ?? 0) / 1000).toFixed(1)} s)`,
  );
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
