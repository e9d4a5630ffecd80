/**
 * Restores a verified archive into a database and a storage (decision 018). Before anything is
 * written: the target must be empty unless `force`, and no file of the archive may sit in the
 * target storage under its key with another size. Then files are written (new ones are removed
 * again if anything later fails), and every table is replaced in one transaction: a failure
 * leaves the database as it was.
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { STORED_FILES_LOCK_KEY, withAdvisoryLock } from '@server/db/advisory-lock';
import { queryRows, type Database, type Db } from '@server/db/client';
import type { Storage } from '@server/storage/storage';
import { ArchiveRefusedError, readEntries, type ArchiveSource } from './archive-reader';
import { hashing } from './dump';
import { MANIFEST_NAME, type Manifest } from './manifest';
import { AUDIO_URL_COLUMNS, allTables, backupTables, quoted } from './tables';

export interface RestoreOptions {
  database: Database;
  storage: Storage;
  /** Replace a target that already holds rows. */
  force?: boolean;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  /** Files already in the target storage under their key, with their size, left as they were. */
  filesKept: number;
  bytes: number;
  /** Addresses rewritten because the target storage gives another address for the same key. */
  urlsRewritten: number;
  ms: number;
}

/** Rows inserted per statement, and bytes of JSON at most per statement. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

/** Tables of the target that hold rows (any table of the schema, sessions included). */
export async function nonEmptyTables(db: Db): Promise<string[]> {
  const names: string[] = [];
  for (const table of allTables()) {
    const [row] = await queryRows<{ found: boolean }>(
      db,
      sql.raw(`select exists (select 1 from ${quoted(table.name)}) as found`),
    );
    if (row?.found) names.push(table.name);
  }
  return names;
}

async function insertBatch(tx: Db, table: string, columns: string[], lines: string[]) {
  const list = columns.map(quoted).join(', ');
  await tx.execute(
    sql`${sql.raw(`insert into ${quoted(table)} (${list}) select ${list} from json_populate_recordset(null::${quoted(table)}, `)}${`[${lines.join(',')}]`}${sql.raw('::json)')}`,
  );
}

/** Inserts a table's JSON lines as they stream, in batches; checks its hash as it goes. */
async function restoreTable(
  tx: Db,
  entry: AsyncIterable<Buffer>,
  table: Manifest['tables'][number],
) {
  const hash = hashing();
  let pending: string[] = [];
  let pendingBytes = 0;
  let rest = Buffer.alloc(0);
  let rows = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    await insertBatch(tx, table.name, table.columns, pending);
    rows += pending.length;
    pending = [];
    pendingBytes = 0;
  };
  for await (const chunk of entry) {
    hash.update(chunk as Buffer);
    let bytes = rest.length > 0 ? Buffer.concat([rest, chunk as Buffer]) : (chunk as Buffer);
    for (let end = bytes.indexOf(10); end !== -1; end = bytes.indexOf(10)) {
      const line = bytes.subarray(0, end).toString('utf8');
      bytes = bytes.subarray(end + 1);
      pending.push(line);
      pendingBytes += line.length;
      if (pending.length >= BATCH_ROWS || pendingBytes >= BATCH_BYTES) await flush();
    }
    rest = Buffer.from(bytes);
  }
  if (rest.length > 0) throw new ArchiveRefusedError(`${table.path} ends in the middle of a row.`);
  await flush();
  const actual = hash.result();
  if (actual.sha256 !== table.sha256 || rows !== table.rows) {
    throw new ArchiveRefusedError(
      `${table.path} changed since it was checked. Nothing was restored.`,
    );
  }
  return rows;
}

/** Moves every identity sequence past the largest restored id. */
async function resetSequences(tx: Db) {
  for (const table of allTables().filter((t) => t.identity)) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${quoted(table.name)}', 'id'), ` +
          `coalesce(max(id), 0) + 1, false) from ${quoted(table.name)}`,
      ),
    );
  }
}

/** Rewrites the rows' audio addresses to the target storage's, where they differ. */
async function rewriteUrls(tx: Db, map: Record<string, string>) {
  if (Object.keys(map).length === 0) return 0;
  let count = 0;
  const json = JSON.stringify(map);
  for (const [table, columns] of Object.entries(AUDIO_URL_COLUMNS)) {
    for (const column of columns) {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`${sql.raw(`update ${quoted(table)} t set ${quoted(column)} = m.value from jsonb_each_text(`)}${json}${sql.raw(`::jsonb) m where t.${quoted(column)} = m.key returning t.id`)}`,
      );
      count += rows.length;
    }
  }
  return count;
}

/**
 * Restores `manifest`'s archive (already checked by verifyArchive) from `source`. Throws
 * ArchiveRefusedError when the target is not empty (without force) or a file conflicts.
 */
export async function restoreArchive(
  source: ArchiveSource,
  manifest: Manifest,
  options: RestoreOptions,
): Promise<RestoreSummary> {
  // From the files found already there to the commit that points rows at them, the files no row
  // points at yet are this restore's: the leftover sweep of an instance still running
  // (PostgreSQL) must not take them for crash leftovers. A sweep under way finishes first; one
  // that starts meanwhile skips its run.
  return withAdvisoryLock(options.database, STORED_FILES_LOCK_KEY, () =>
    restoreLocked(source, manifest, options),
  );
}

async function restoreLocked(
  source: ArchiveSource,
  manifest: Manifest,
  options: RestoreOptions,
): Promise<RestoreSummary> {
  const started = performance.now();
  const { database, storage } = options;
  const occupied = await nonEmptyTables(database.db);
  if (occupied.length > 0 && !options.force) {
    throw new ArchiveRefusedError(
      `The target database is not empty (${occupied.join(', ')} hold rows). Nothing was ` +
        'restored. Use --force to replace everything it holds with the backup.',
    );
  }

  // Files already there under their key (a restore over the same site) are left alone; a file
  // of another size under the same key cannot be the same recording.
  const present = new Set<string>();
  for (const file of manifest.files) {
    const existing = await storage.stat(file.key);
    if (!existing) continue;
    if (existing.size !== file.size && !options.force) {
      throw new ArchiveRefusedError(
        `The target storage already holds another file under ${file.key}. Nothing was ` +
          'restored. Use --force to replace it.',
      );
    }
    if (existing.size === file.size) present.add(file.key);
  }

  const urlMap: Record<string, string> = {};
  for (const file of manifest.files) {
    const target = storage.urlFor(file.key);
    if (target !== file.url) urlMap[file.url] = target;
  }
  const filesByPath = new Map(manifest.files.map((f) => [f.path, f]));
  const tablesByPath = new Map(manifest.tables.map((t) => [t.path, t]));
  const written: string[] = [];
  let bytes = 0;
  let rows = 0;
  let urlsRewritten = 0;

  const entries = readEntries(source);
  try {
    let next = await entries.next();
    // Files first, outside the transaction: a long copy of audio holds no database lock.
    while (!next.done && next.value.header.name.startsWith('files/')) {
      const entry = next.value;
      const file = filesByPath.get(entry.header.name);
      if (!file)
        throw new ArchiveRefusedError(`${entry.header.name} changed since it was checked.`);
      if (present.has(file.key)) {
        for await (const chunk of entry) void chunk;
      } else {
        const hash = hashing();
        async function* hashed() {
          for await (const chunk of entry) {
            hash.update(chunk as Buffer);
            yield chunk as Buffer;
          }
        }
        written.push(file.key);
        await storage.write(file.key, Readable.from(hashed()), file.size, file.contentType);
        if (hash.result().sha256 !== file.sha256) {
          throw new ArchiveRefusedError(`${file.path} changed since it was checked.`);
        }
        bytes += file.size;
      }
      next = await entries.next();
    }

    urlsRewritten = await database.db.transaction(async (tx) => {
      const names = allTables().map((t) => quoted(t.name));
      await tx.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
      const order = backupTables().map((t) => t.name);
      let last = -1;
      while (!next.done && next.value.header.name !== MANIFEST_NAME) {
        const entry = next.value;
        const table = tablesByPath.get(entry.header.name);
        if (!table) {
          throw new ArchiveRefusedError(`${entry.header.name} changed since it was checked.`);
        }
        const position = order.indexOf(table.name);
        if (position < last) {
          throw new ArchiveRefusedError(`${table.path} comes before a table it depends on.`);
        }
        last = position;
        rows += await restoreTable(tx, entry, table);
        bytes += table.size;
        next = await entries.next();
      }
      await resetSequences(tx);
      // A backup taken before words had senses: each word's meaning becomes its first sense.
      await tx.execute(sql`select public.backfill_first_senses()`);
      // One taken while typed glosses were public at once: those of unmoderated words go private.
      await tx.execute(sql`select public.settle_typed_glosses()`);
      return rewriteUrls(tx, urlMap);
    });
    if (!next.done) for await (const chunk of next.value) void chunk;
    await entries.return(undefined);
  } catch (error) {
    await entries.return(undefined).catch(() => {});
    await Promise.all(written.map((key) => storage.remove(storage.urlFor(key)).catch(() => {})));
    throw error;
  }
  return {
    tables: manifest.tables.length,
    rows,
    files: written.length,
    filesKept: present.size,
    bytes,
    urlsRewritten,
    ms: Math.round(performance.now() - started),
  };
}
