/**
 * Writes a backup archive (decision 018): a gzip-compressed tar of `files/<key>` (every stored
 * audio file the rows point at), `tables/<table>.jsonl` (the snapshot's rows) and
 * `manifest.json` last, its hashes computed while the rest streamed. Nothing is held in memory
 * whole: rows are spooled to disk during the snapshot, files are streamed from the storage.
 */
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Database } from '@server/db/client';
import { contentTypeForName } from '@server/storage/stored-name';
import type { Storage } from '@server/storage/storage';
import { dumpDatabase, hashing } from './dump';
import {
  APP_VERSION,
  FORMAT_NAME,
  FORMAT_VERSION,
  MANIFEST_NAME,
  filePath,
  tablePath,
  type Manifest,
} from './manifest';
import { EXCLUDED_TABLES } from './tables';

/** A stored file the rows name is gone (removed by another instance after the snapshot). */
export class BackupFileMissingError extends Error {
  constructor(readonly url: string) {
    super(`the stored file ${url} disappeared during the backup`);
    this.name = 'BackupFileMissingError';
  }
}

export interface BackupArchive {
  /** The .tar.gz bytes; pipe them somewhere. An error mid-way destroys it (no manifest: refused). */
  stream: Readable;
  /** Resolves once the manifest is written (the whole archive produced), rejects on failure. */
  done: Promise<Manifest>;
}

export interface BackupDeps {
  database: Database;
  storage: Storage;
  /** Where rows are spooled during the snapshot (a temporary folder is made and removed inside). */
  spoolDir: string;
  /** How often the spool folder's time is renewed while the archive is produced (tests shorten it). */
  spoolTouchMs?: number;
}

/**
 * The leftover sweep removes `.spool-*` folders an hour old (a process killed mid-backup leaves
 * one, with every row in it). A backup streaming gigabytes to a slow destination may last longer,
 * reading its spool only at the end: renewing the folder's time keeps it young while it is used.
 */
const SPOOL_TOUCH_MS = 10 * 60 * 1000;

/** Streams `source` into a tar entry of `size` bytes, hashing what passes. */
async function addEntry(pack: tar.Pack, name: string, mtime: Date, source: Readable, size: number) {
  const hash = hashing();
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  await pipeline(source, tap, pack.entry({ name, size, mtime, mode: 0o644 }));
  return hash.result();
}

/**
 * Takes the snapshot (awaited: a failure there rejects before any byte is produced), then
 * streams the archive. The caller must consume `stream`, and should await `done`.
 */
export async function createBackupArchive(deps: BackupDeps): Promise<BackupArchive> {
  const createdAt = Date.now();
  const mtime = new Date(createdAt);
  await mkdir(deps.spoolDir, { recursive: true });
  const spool = await mkdtemp(join(deps.spoolDir, '.spool-'));
  let dump;
  try {
    dump = await dumpDatabase(deps.database, spool);
  } catch (error) {
    await rm(spool, { recursive: true, force: true });
    throw error;
  }

  const touch = setInterval(() => {
    const now = new Date();
    utimes(spool, now, now).catch(() => {});
  }, deps.spoolTouchMs ?? SPOOL_TOUCH_MS);
  touch.unref();

  const pack = tar.pack();
  const output = new PassThrough();
  const piped = pipeline(pack, createGzip({ level: 6 }), output);
  // A reader that goes away (a download cut short) ends the pack, so the producer stops too.
  piped.catch((error: Error) => pack.destroy(error));

  const produce = async (): Promise<Manifest> => {
    const files: Manifest['files'] = [];
    const seen = new Set<string>();
    for (const url of dump.audioUrls) {
      const key = deps.storage.fileKeyOf(url);
      // Addresses this storage did not produce (another site's, an old storage's) stay in the
      // rows as they are; there is no file here to archive.
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const file = await deps.storage.read(key);
      if (!file) throw new BackupFileMissingError(url);
      const path = filePath(key);
      const { sha256, size } = await addEntry(pack, path, mtime, file.stream, file.size);
      files.push({ key, path, url, contentType: contentTypeForName(key), size, sha256 });
    }
    const tables: Manifest['tables'] = [];
    for (const table of dump.tables) {
      const path = tablePath(table.name);
      const { sha256, size } = await addEntry(
        pack,
        path,
        mtime,
        createReadStream(table.file),
        table.size,
      );
      tables.push({
        name: table.name,
        path,
        columns: table.columns,
        rows: table.rows,
        size,
        sha256,
      });
    }
    const manifest: Manifest = {
      format: FORMAT_NAME,
      formatVersion: FORMAT_VERSION,
      appVersion: APP_VERSION,
      migration: dump.migration,
      databaseKind: deps.database.kind,
      storageKind: deps.storage.kind,
      createdAt,
      snapshotMs: Math.round(dump.snapshotMs),
      tables,
      files,
      excluded: {
        ...EXCLUDED_TABLES,
        'pgboss.*':
          "pg-boss's own tables (queued and finished background jobs): it recreates them; a " +
          'dictionary job that was running is reported as interrupted after a restore',
      },
    };
    pack.entry({ name: MANIFEST_NAME, mtime, mode: 0o644 }, JSON.stringify(manifest, null, 2));
    pack.finalize();
    return manifest;
  };

  const done = (async () => {
    try {
      const manifest = await produce();
      await piped;
      return manifest;
    } catch (error) {
      pack.destroy(error as Error);
      output.destroy(error as Error);
      await piped.catch(() => {});
      throw error;
    } finally {
      clearInterval(touch);
      await rm(spool, { recursive: true, force: true });
    }
  })();
  // The caller may stop reading (a download cut short): the producer then fails and cleans up.
  done.catch(() => {});
  return { stream: output, done };
}
