/**
 * The template data directory every worker's server starts from: the migrations, superadmin and
 * demo seed of a first start, written once per run by the global setup. Journeys create what else
 * they need through the API or the screens.
 */
import { mkdirSync } from 'node:fs';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { seedDemo } from '@server/db/seed/seed-demo';
import { ensureSuperadmin } from '@server/modules/users/superadmin';
import { SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD } from '../test-env';

export async function prepareTemplate(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  try {
    await runMigrations(database);
    const admin = await ensureSuperadmin(database.db, SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD);
    await seedDemo(database.db, admin.id);
  } finally {
    // Closed, the directory is a complete PGlite database that a plain copy can reuse.
    await database.close();
  }
}
