import type { Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemo } from './db/seed/seed-demo';
import type { Env } from './env';
import { ensureSuperadmin, type SuperadminBootstrap } from './modules/users/superadmin';

/**
 * What every start does to the database before the app is built: migrate it, make sure the
 * superadmin exists, and seed the demo on an empty one (SEED_DEMO). Instances started together on
 * one PostgreSQL all run it at once, so each step is safe to race: the migrations and the demo
 * seed wait on advisory locks, the superadmin's insert gives way to one made meanwhile.
 */
export async function prepareDatabase(database: Database, env: Env): Promise<SuperadminBootstrap> {
  await runMigrations(database);
  const admin = await ensureSuperadmin(database.db, env.SUPERADMIN_EMAIL, env.SUPERADMIN_PASSWORD);
  if (env.SEED_DEMO) await seedDemo(database.db, admin.id);
  return admin;
}
