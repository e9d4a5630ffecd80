/**
 * Where the benchmarks run: a fresh PGlite directory, or a database of their own on the
 * PostgreSQL server TEST_DATABASE_URL names. Each is removed when the benchmark ends, unless
 * BENCH_KEEP_DATABASE=1 keeps the PostgreSQL one, to look at query plans afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { fromPostgres, openPgliteDir, type Database } from '@server/db/client';

export interface BenchTarget {
  kind: 'pglite' | 'postgres';
  database: Database;
  cleanup: () => Promise<void>;
}

export async function openBenchPglite(): Promise<BenchTarget> {
  const dir = mkdtempSync(join(tmpdir(), 'maneno-bench-'));
  const database = await openPgliteDir(dir);
  return {
    kind: 'pglite',
    database,
    cleanup: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A database named `name` on the server, created afresh (psql ... -d name to look inside). */
export async function openBenchPostgres(serverUrl: string, name: string): Promise<BenchTarget> {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = fromPostgres(url.toString(), 10);
  return {
    kind: 'postgres',
    database,
    cleanup: async () => {
      await database.close();
      if (process.env.BENCH_KEEP_DATABASE !== '1') {
        await admin(`drop database if exists ${name} with (force)`);
      }
    },
  };
}
