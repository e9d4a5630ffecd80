// `npm run db:migrate`: applies pending migrations without starting the server (the server also
// applies them at start). Uses the same configuration and the same data-directory lock.
import { existsSync } from 'node:fs';
import { EnvError, parseEnv } from '../env';
import { openDatabase } from './client';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { runMigrations } from './migrate';

if (existsSync('.env')) process.loadEnvFile('.env');
try {
  const env = parseEnv();
  const lock = env.DATABASE_URL ? undefined : lockDataDir(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await runMigrations(database);
  await database.close();
  lock?.release();
  console.log(`Migrations applied (${database.kind}).`);
} catch (err) {
  console.error(err instanceof EnvError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
}
