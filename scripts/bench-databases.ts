/**
 * Where the benchmarks run: a fresh PGlite directory, with the buffer pool `npm start` gives it
 * (PGLITE_SHARED_BUFFERS_MB), or a database of their own on the PostgreSQL server
 * TEST_DATABASE_URL names. Each is removed when the benchmark ends, unless BENCH_KEEP_DATABASE=1
 * keeps the PostgreSQL one, to look at query plans afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { fromPostgres, openPgliteDir, type Database } from '@server/db/client';
import { PGLITE_SHARED_BUFFERS_MB_DEFAULT } from '@server/env';

/** The server's PGLITE_SHARED_BUFFERS_MB, from the environment or its default. */
const pgliteSharedBuffersMb = () =>
  Number(process.env.PGLITE_SHARED_BUFFERS_MB ?? PGLITE_SHARED_BUFFERS_MB_DEFAULT);

export interface BenchTarget {
  kind: 'pglite' | 'postgres';
  database: Database;
  /**
   * Closes the database and opens it again (`database` is then the new one): what a restarted
   * server starts from, with no statement prepared and, on PGlite, no page in its buffers.
   */
  reopen: () => Promise<Database>;
  cleanup: () => Promise<void>;
}

export async function openBenchPglite(): Promise<BenchTarget> {
  const dir = mkdtempSync(join(tmpdir(), 'maneno-bench-'));
  const open = () => openPgliteDir(dir, undefined, { sharedBuffersMb: pgliteSharedBuffersMb() });
  const target: BenchTarget = {
    kind: 'pglite',
    database: await open(),
    reopen: async () => {
      await target.database.close();
      target.database = await open();
      return target.database;
    },
    cleanup: async () => {
      await target.database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return target;
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
  const target: BenchTarget = {
    kind: 'postgres',
    database: fromPostgres(url.toString(), 10),
    reopen: async () => {
      await target.database.close();
      target.database = fromPostgres(url.toString(), 10);
      return target.database;
    },
    cleanup: async () => {
      await target.database.close();
      if (process.env.BENCH_KEEP_DATABASE !== '1') {
        await admin(`drop database if exists ${name} with (force)`);
      }
    },
  };
  return target;
}
