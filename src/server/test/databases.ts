import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { getTableName, isTable, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import {
  fromPglite,
  fromPostgres,
  queryRows,
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

const tables = Object.values(schema)
  .filter(isTable)
  .map((t) => getTableName(t));
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Which of the tables hold a row: one statement, an index or page probe each. */
const nonEmptyTablesQuery = sql.raw(
  tables
    .map((name) => `select '${name}' as name where exists (select from ${quoted(name)})`)
    .join(' union all '),
);

/**
 * The identity and serial sequences the tables own, moved since their start (a row inserted,
 * even one deleted or rolled back since), set back to it: what `restart identity` does.
 */
const restartMovedSequences = sql.raw(`select setval(s.oid, q.start_value, false)
  from pg_class s
  join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid
    and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
  join pg_class t on t.oid = d.refobjid
  join pg_namespace n on n.oid = s.relnamespace
  join pg_sequences q on q.schemaname = n.nspname and q.sequencename = s.relname
  where s.relkind = 'S' and n.nspname = current_schema()
    and t.relname in (${tables.map((name) => `'${name}'`).join(', ')})
    and q.last_value is not null`);

/**
 * Empties every table and restarts its ids, so each test starts on a clean database. Only the
 * tables that hold rows are truncated: a truncate gives each table, index and sequence new files,
 * which cost PGlite ~0.2 s a test for the 24 tables, most of them empty.
 */
export async function truncateAll(database: Database) {
  const { db } = database;
  const filled = (await queryRows<{ name: string }>(db, nonEmptyTablesQuery)).map((r) => r.name);
  if (filled.length > 0) {
    await db.execute(sql.raw(`truncate table ${filled.map(quoted).join(', ')} cascade`));
    // A running app's word index learns of a truncation from this mark (drizzle/0023), which the
    // truncation of the change feed itself must not take away.
    await db.execute(
      sql`insert into search_changes (kind, id) values ('r', 0) on conflict (kind, id) do update
        set seq = nextval('search_change_seq'), xid = pg_current_xact_id()`,
    );
  }
  await db.execute(restartMovedSequences);
}
