/**
 * Prepares the run's data directory before the e2e server starts: the migrations, superadmin and
 * demo seed of a first start. Run by playwright.config.ts's webServer command, so the server then
 * finds the data ready; journeys create what else they need through the API or the screens.
 */
import { mkdirSync } from 'node:fs';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { seedDemo } from '@server/db/seed/seed-demo';
import { parseEnv } from '@server/env';
import { hashPassword } from '@server/auth/password';
import { ensureSuperadmin } from '@server/modules/users/superadmin';
import { insertUser } from '@server/modules/users/users.repository';
import { JOURNEY_USERS } from './users';

const env = parseEnv();
mkdirSync(env.DATA_DIR, { recursive: true });
const database = await openDatabase({ dataDir: env.DATA_DIR });
try {
  await runMigrations(database);
  const db = database.db;
  const admin = await ensureSuperadmin(db, env.SUPERADMIN_EMAIL, env.SUPERADMIN_PASSWORD);
  await seedDemo(db, admin.id);
  for (const user of JOURNEY_USERS) {
    await insertUser(db, {
      email: user.email,
      passwordHash: await hashPassword(user.password),
      role: 'editor',
      status: 'active',
    });
  }
} finally {
  await database.close();
}
