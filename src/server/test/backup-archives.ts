/** Archive helpers for backup tests: write one to a file, open it, and rewrite it (tampering). */
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { ArchiveSource } from '../backup/archive-reader';
import { createBackupArchive, type BackupDeps } from '../backup/archive-writer';
import { hashing } from '../backup/dump';
import type { Manifest } from '../backup/manifest';

export async function backupToFile(deps: BackupDeps, path: string): Promise<Manifest> {
  const archive = await createBackupArchive(deps);
  await pipeline(archive.stream, createWriteStream(path));
  return archive.done;
}

export const fileSource =
  (path: string): ArchiveSource =>
  async () =>
    createReadStream(path);

/** The archive's entries, in order, with their bytes. */
export async function readArchive(path: string): Promise<{ name: string; data: Buffer }[]> {
  const extract = tar.extract();
  const done = pipeline(createReadStream(path), createGunzip(), extract);
  const entries: { name: string; data: Buffer }[] = [];
  for await (const entry of extract) {
    entries.push({ name: entry.header.name, data: await buffer(entry as unknown as Readable) });
  }
  await done;
  return entries;
}

/**
 * Writes `path` again with `change` applied to each entry (answer null to drop it). With
 * `rehash`, the manifest's sizes and hashes are recomputed, so only the content is wrong.
 */
export async function rewriteArchive(
  path: string,
  out: string,
  change: (name: string, data: Buffer) => Buffer | null,
  options: { rehash?: boolean; manifest?: (m: Manifest) => void } = {},
) {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(out));
  const sums = new Map<string, { size: number; sha256: string }>();
  for (const { name, data } of await readArchive(path)) {
    let bytes = change(name, data);
    if (!bytes) continue;
    if (name === 'manifest.json') {
      const manifest = JSON.parse(bytes.toString()) as Manifest;
      if (options.rehash) {
        for (const item of [...manifest.tables, ...manifest.files]) {
          Object.assign(item, sums.get(item.path));
        }
      }
      options.manifest?.(manifest);
      bytes = Buffer.from(JSON.stringify(manifest));
    } else {
      const hash = hashing();
      hash.update(bytes);
      sums.set(name, hash.result());
    }
    pack.entry({ name }, bytes);
  }
  pack.finalize();
  await written;
}

/** The archive cut after `fraction` of its bytes. */
export async function truncateArchive(path: string, out: string, fraction: number) {
  const bytes = await readFile(path);
  await writeFile(out, bytes.subarray(0, Math.floor(bytes.length * fraction)));
}
