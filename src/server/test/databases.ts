import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { getTableName, isTable, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import {
  fromPglite,
  fromPostgres,
  pgliteExtensions,
  type Database,
  type DatabaseKind,
} from '../db/client';
import { runMigrations } from '../db/migrate';
import { schema } from '../db/schema';

/** Every kind this run can open: PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const availableDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * The kind this Vitest project tests on: the `server-postgres` project sets MANENO_TEST_DATABASE
 * for the files listed in database-matrix.ts; every other file runs on PGlite. A list of one, so
 * suites keep naming the kind they run on (`describe.each`).
 */
export const testDatabaseKinds: DatabaseKind[] = [
  process.env.MANENO_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite',
];

/**
 * A migrated database of the kind, empty. `name` gives a PostgreSQL database of its own beside
 * the worker's (e.g. a restore's target); PGlite is always a fresh copy of the template.
 * `migrated: false` leaves it without any table, for tests of the migrations themselves.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  name = '',
  { migrated = true } = {},
): Promise<Database> {
  if (kind === 'pglite' && !migrated) {
    return fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
  }
  if (kind === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const client = await PGlite.create({ loadDataDir: template, extensions: pgliteExtensions });
    return fromPglite(client);
  }
  // One database per Vitest worker, so test files running in parallel never share rows;
  // TEST_DATABASE_PREFIX keeps two checkouts' runs on one server apart.
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const prefix = process.env.TEST_DATABASE_PREFIX ?? 'maneno_test';
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix))
    throw new Error(`Bad TEST_DATABASE_PREFIX: ${prefix}`);
  if (!/^[a-z0-9_]{0,20}$/.test(name)) throw new Error(`Bad test database name: ${name}`);
  const database = `${prefix}_${process.env.VITEST_POOL_ID ?? '0'}${name ? `_${name}` : ''}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${database}`;
  const opened = fromPostgres(url.toString(), 4);
  if (migrated) await runMigrations(opened);
  return opened;
}

const tableNames = Object.values(schema)
  .filter(isTable)
  .map((t) => `"${getTableName(t)}"`)
  .join(', ');

/** Empties every table, so each test starts on a clean database. */
export async function truncateAll(database: Database) {
  await database.db.execute(sql.raw(`truncate table ${tableNames} restart identity cascade`));
}
