import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

/** Finds the committed `drizzle/` folder from both the sources (tsx) and the bundle (dist/server). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the drizzle/ migrations folder');
    dir = parent;
  }
}

// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_KEY = 7_347_201;

/** Applies the migrations of `migrationsDir` not yet applied (a test may name an older set). */
export async function runMigrations(
  database: Database,
  migrationsDir = migrationsFolder(),
): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, {
      migrationsFolder: migrationsDir,
    });
    return;
  }
  // Several instances may start together on one PostgreSQL: one migrates, the others wait for it
  // on a session lock held by one dedicated connection.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder: migrationsDir });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
