import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { schema } from './schema';

type Schema = typeof schema;
/** The one database type the code is written against: PGlite and node-postgres both provide it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DatabaseKind = 'pglite' | 'postgres';

interface DatabaseBase {
  db: Db;
  close(): Promise<void>;
}
export type Database =
  | (DatabaseBase & { kind: 'pglite'; client: PGlite })
  | (DatabaseBase & { kind: 'postgres'; pool: pg.Pool; url: string });

/** Extensions the migrations need (fold() and trigram indexes). */
export const pgliteExtensions = { unaccent, pg_trgm };

export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    client,
    close: () => client.close(),
  };
}

export function fromPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return {
    db: drizzleNodePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    pool,
    url,
    close: () => pool.end(),
  };
}

export interface PgliteTemplate {
  /** A migrated, empty cluster's tarball (pglite-template.ts), loaded into an empty directory. */
  file: string;
  /** Told why a template could not be loaded; the directory is then made by `initdb` as usual. */
  onUnusable?: (error: unknown) => void;
}

/**
 * Opens (or creates) the cluster in `dataDir/pgdata`. A new cluster comes from `template` when
 * one is given and exists, which saves `initdb` and the migrations; from `initdb` otherwise.
 * `sharedBuffersMb` sizes PostgreSQL's buffer pool (PGlite's own default: 128 MB), resident
 * memory once read through: the files are in the OS's page cache as well.
 */
export async function openPgliteDir(
  dataDir: string,
  template?: PgliteTemplate,
  { sharedBuffersMb }: { sharedBuffersMb?: number } = {},
): Promise<Database> {
  const dir = join(dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  const options = {
    extensions: pgliteExtensions,
    ...(sharedBuffersMb === undefined
      ? {}
      : {
          startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
        }),
  };
  if (template && existsSync(template.file) && readdirSync(dir).length === 0) {
    try {
      const loadDataDir = new Blob([readFileSync(template.file)]);
      return fromPglite(await PGlite.create(dir, { ...options, loadDataDir }));
    } catch (error) {
      // Unreadable, or written by another PGlite: start the directory again from initdb.
      template.onUnusable?.(error);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
    }
  }
  const client = await PGlite.create(dir, options);
  return fromPglite(client);
}

export async function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  template?: PgliteTemplate;
  pgliteSharedBuffersMb?: number;
}) {
  return config.databaseUrl
    ? fromPostgres(config.databaseUrl)
    : openPgliteDir(config.dataDir, config.template, {
        sharedBuffersMb: config.pgliteSharedBuffersMb,
      });
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
