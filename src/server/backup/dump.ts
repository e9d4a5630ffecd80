/**
 * The logical dump (decision 018): every backed-up table's rows as JSON lines, read in one
 * REPEATABLE READ, READ ONLY transaction, so that the rows agree with each other however many
 * requests write meanwhile. Rows go to spool files on disk (the transaction must not wait for a
 * slow download or upload: on PGlite it holds the one connection), written as the database
 * renders them (`row_to_json`): bigints, jsonb, nulls and text exactly as stored.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '@server/db/client';
import { AUDIO_URL_COLUMNS, backupTables, quoted } from './tables';

export interface DumpedTable {
  name: string;
  columns: string[];
  /** The spool file. */
  file: string;
  rows: number;
  size: number;
}

export interface Dump {
  tables: DumpedTable[];
  /** Every audio address the rows hold (each once). */
  audioUrls: string[];
  migration: { count: number; createdAt: number };
  /** How long the snapshot transaction lasted, so how long it held PGlite's one connection. */
  snapshotMs: number;
}

/** Rows fetched from the cursor at a time: bounded memory whatever the table's size. */
const FETCH_ROWS = 500;

async function dumpTable(
  tx: Db,
  table: ReturnType<typeof backupTables>[number],
  file: string,
): Promise<DumpedTable> {
  const out = createWriteStream(file, { flags: 'wx' });
  const closed = once(out, 'close');
  let rows = 0;
  let size = 0;
  try {
    const columns = table.columns.map(quoted).join(', ');
    const order = table.primaryKey.map(quoted).join(', ');
    await tx.execute(
      sql.raw(
        `declare backup_rows no scroll cursor for select row_to_json(t)::text as line ` +
          `from (select ${columns} from ${quoted(table.name)} order by ${order}) t`,
      ),
    );
    for (;;) {
      const batch = await queryRows<{ line: string }>(
        tx,
        sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`),
      );
      if (batch.length > 0) {
        const chunk = Buffer.from(batch.map((r) => r.line).join('\n') + '\n', 'utf8');
        rows += batch.length;
        size += chunk.length;
        if (!out.write(chunk)) await once(out, 'drain');
      }
      if (batch.length < FETCH_ROWS) break;
    }
    await tx.execute(sql.raw('close backup_rows'));
  } finally {
    out.end();
    await closed;
  }
  return { name: table.name, columns: table.columns, file, rows, size };
}

/**
 * Every audio address any row holds, each once: deleted rows too (a soft delete can be undone,
 * and a backup restores them with their files).
 */
export async function audioUrls(tx: Db): Promise<string[]> {
  const selects = Object.entries(AUDIO_URL_COLUMNS).flatMap(([table, columns]) =>
    columns.map(
      (c) => `select ${quoted(c)} as url from ${quoted(table)} where ${quoted(c)} is not null`,
    ),
  );
  const rows = await queryRows<{ url: string }>(
    tx,
    sql.raw(`select url from (${selects.join(' union ')}) u order by url`),
  );
  return rows.map((r) => r.url);
}

/** Reads the whole database into `directory` (one file per table) in one snapshot. */
export async function dumpDatabase(database: Database, directory: string): Promise<Dump> {
  const started = performance.now();
  const result = await database.db.transaction(
    async (tx) => {
      const [migration] = await queryRows<{ count: number; createdAt: string | number }>(
        tx,
        sql`select count(*)::int as count, coalesce(max(created_at), 0)::bigint as "createdAt"
            from drizzle.__drizzle_migrations`,
      );
      const tables: DumpedTable[] = [];
      for (const table of backupTables()) {
        tables.push(await dumpTable(tx, table, join(directory, `${table.name}.jsonl`)));
      }
      return {
        tables,
        audioUrls: await audioUrls(tx),
        migration: { count: migration!.count, createdAt: Number(migration!.createdAt) },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { ...result, snapshotMs: performance.now() - started };
}

/** SHA-256 of bytes as they stream past, and their count. */
export function hashing() {
  const hash = createHash('sha256');
  let size = 0;
  return {
    update(chunk: Buffer) {
      hash.update(chunk);
      size += chunk.length;
    },
    result: () => ({ sha256: hash.digest('hex'), size }),
  };
}
