/**
 * Reads backup archives (decision 018): `verifyArchive` reads one whole, checking every entry's
 * size and SHA-256 against the manifest, the order of the entries, the format and migration
 * versions, before a restore touches anything; `readEntries` walks it again for the restore.
 */
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '@server/db/migrate';
import { nameOfFileKey } from '@server/storage/storage';
import { hashing } from './dump';
import {
  FORMAT_NAME,
  FORMAT_VERSION,
  MANIFEST_NAME,
  ManifestSchema,
  filePath,
  tablePath,
  type Manifest,
} from './manifest';
import { backupTables } from './tables';

/** One entry of an archive: its tar header, and its bytes to read to the end. */
export type ArchiveEntry = AsyncIterable<Buffer> & { header: tar.Header };

/** Opens the archive from its first byte (a restore reads it twice). */
export type ArchiveSource = () => Promise<Readable>;

/** An archive a restore will not use; the message says why, for the person running it. */
export class ArchiveRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveRefusedError';
  }
}

/** The largest manifest read (a million files is ~250 MB of JSON; far beyond any dictionary). */
const MANIFEST_MAX_BYTES = 512 * 1024 * 1024;

/** The migrations this code base knows: an archive from a later one is refused. */
export function knownMigrations(): { count: number; createdAt: number } {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return {
    count: journal.entries.length,
    createdAt: Math.max(0, ...journal.entries.map((e) => e.when)),
  };
}

/**
 * Yields the archive's entries in order (each must be read to its end, or drained, before the
 * next); a truncated or damaged archive makes the iteration throw an ArchiveRefusedError.
 */
export async function* readEntries(source: ArchiveSource): AsyncGenerator<ArchiveEntry> {
  const input = await source();
  const extract = tar.extract();
  const piped = pipeline(input, createGunzip(), extract);
  let failure: unknown;
  piped.catch((error: unknown) => {
    failure = error;
  });
  try {
    for await (const entry of extract) yield entry as unknown as ArchiveEntry;
    await piped;
  } catch (error) {
    throw damaged(failure ?? error);
  } finally {
    input.destroy();
    extract.destroy();
  }
}

function damaged(error: unknown): Error {
  if (error instanceof ArchiveRefusedError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ArchiveRefusedError(
    `The archive is damaged or truncated (${message}). Nothing was restored.`,
  );
}

/** Hashes an entry to its end; counts its lines for tables; shows each chunk to `tap`. */
async function measure(entry: AsyncIterable<Buffer>, tap?: (chunk: Buffer) => void) {
  const hash = hashing();
  let lines = 0;
  for await (const chunk of entry) {
    const bytes = chunk as Buffer;
    hash.update(bytes);
    tap?.(bytes);
    for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) lines++;
  }
  return { ...hash.result(), lines };
}

async function readAll(entry: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new ArchiveRefusedError('The manifest is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function parseManifest(bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new ArchiveRefusedError('The manifest is not valid JSON: this is not a usable backup.');
  }
  const head = json as { format?: unknown; formatVersion?: unknown };
  if (head?.format !== FORMAT_NAME) {
    throw new ArchiveRefusedError('This archive is not a Maneno backup (unknown manifest).');
  }
  if (typeof head.formatVersion === 'number' && head.formatVersion > FORMAT_VERSION) {
    throw new ArchiveRefusedError(
      `This backup uses format ${head.formatVersion}, newer than this version of the app ` +
        `understands (${FORMAT_VERSION}). Update the app, then restore it.`,
    );
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new ArchiveRefusedError(`The manifest is malformed: ${parsed.error.issues[0]?.message}`);
  }
  return parsed.data;
}

/** Checks the manifest against this code base: migrations, tables and columns, file keys. */
function checkCompatible(manifest: Manifest) {
  const known = knownMigrations();
  if (manifest.migration.createdAt > known.createdAt || manifest.migration.count > known.count) {
    throw new ArchiveRefusedError(
      `This backup comes from a newer database (migration ${manifest.migration.count}, this app ` +
        `knows ${known.count}). Update the app, then restore it.`,
    );
  }
  const tables = new Map(backupTables().map((t) => [t.name, t]));
  for (const table of manifest.tables) {
    const current = tables.get(table.name);
    if (!current)
      throw new ArchiveRefusedError(`The backup holds an unknown table: ${table.name}.`);
    const unknown = table.columns.filter((c) => !current.columns.includes(c));
    if (unknown.length > 0) {
      throw new ArchiveRefusedError(
        `The backup's table ${table.name} has columns this app does not: ${unknown.join(', ')}.`,
      );
    }
    if (table.path !== tablePath(table.name)) {
      throw new ArchiveRefusedError(`The manifest names a wrong path for ${table.name}.`);
    }
  }
  for (const file of manifest.files) {
    if (!nameOfFileKey(file.key) || file.path !== filePath(file.key)) {
      throw new ArchiveRefusedError(`The manifest names an invalid file: ${file.key}.`);
    }
  }
}

/**
 * Reads the whole archive once: every entry's size and SHA-256 must match the manifest (last),
 * table files their row counts; entries come as files, then tables, then the manifest, with
 * nothing missing or extra. Returns the manifest; throws ArchiveRefusedError otherwise.
 * `onTableChunk` sees the bytes of each table as they are read (checked only at the end).
 */
export async function verifyArchive(
  source: ArchiveSource,
  onTableChunk?: (table: string, chunk: Buffer) => void,
): Promise<Manifest> {
  const seen = new Map<string, { sha256: string; size: number; lines: number }>();
  let manifest: Manifest | undefined;
  let stage: 'files' | 'tables' | 'manifest' = 'files';
  try {
    for await (const entry of readEntries(source)) {
      const name = entry.header.name;
      if (manifest) throw new ArchiveRefusedError(`Unexpected entry after the manifest: ${name}.`);
      if (entry.header.type !== 'file') {
        throw new ArchiveRefusedError(`Unexpected entry (not a file): ${name}.`);
      }
      if (name === MANIFEST_NAME) {
        manifest = parseManifest(await readAll(entry, MANIFEST_MAX_BYTES));
        stage = 'manifest';
        continue;
      }
      const kind = name.startsWith('files/')
        ? 'files'
        : name.startsWith('tables/')
          ? 'tables'
          : null;
      if (!kind) throw new ArchiveRefusedError(`Unexpected entry: ${name}.`);
      if (kind === 'files' && stage === 'tables') {
        throw new ArchiveRefusedError(`Entries out of order: ${name} after the tables.`);
      }
      stage = kind;
      if (seen.has(name)) throw new ArchiveRefusedError(`Entry repeated: ${name}.`);
      const table = kind === 'tables' ? /^tables\/(.+)\.jsonl$/.exec(name)?.[1] : undefined;
      const tap = table && onTableChunk ? (chunk: Buffer) => onTableChunk(table, chunk) : undefined;
      seen.set(name, await measure(entry, tap));
    }
  } catch (error) {
    // An entry cut short fails while it is read, not between entries.
    throw damaged(error);
  }
  if (!manifest) {
    throw new ArchiveRefusedError(
      'The archive has no manifest: it is truncated or not a Maneno backup. Nothing was restored.',
    );
  }
  checkCompatible(manifest);
  const listed = [
    ...manifest.files.map((f) => ({ ...f, rows: undefined })),
    ...manifest.tables.map((t) => ({ ...t })),
  ];
  for (const item of listed) {
    const actual = seen.get(item.path);
    if (!actual) throw new ArchiveRefusedError(`The archive is missing ${item.path}.`);
    if (actual.size !== item.size || actual.sha256 !== item.sha256) {
      throw new ArchiveRefusedError(
        `${item.path} does not match its checksum: the archive is corrupt. Nothing was restored.`,
      );
    }
    if (item.rows !== undefined && actual.lines !== item.rows) {
      throw new ArchiveRefusedError(`${item.path} has ${actual.lines} rows, not ${item.rows}.`);
    }
    seen.delete(item.path);
  }
  const extra = [...seen.keys()];
  if (extra.length > 0) throw new ArchiveRefusedError(`Entries not in the manifest: ${extra[0]}.`);
  return manifest;
}
