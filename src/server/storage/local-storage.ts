import { randomUUID } from 'node:crypto';
import { lstat, mkdir, open, opendir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { badRequest } from '@server/http/app-error';
import {
  fileKeyFor,
  nameOfFileKey,
  requireNameOfFileKey,
  storageUnavailable,
  type ListedFile,
  type Storage,
  type StoredFile,
} from './storage';
import { generateStoredName, isStoredName } from './stored-name';

/** The address prefix of locally stored audio, served by GET /api/audio/files/:name. */
export const LOCAL_AUDIO_URL_PREFIX = '/api/audio/files/';

/** The temporary name `put` and `write` give a file before renaming it (never served). */
const TEMPORARY_NAME = /^\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;

/** Audio on the server's own disk, under `${DATA_DIR}/uploads/audio/`. */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  /** Absolute directory holding the files; created on the first upload. */
  readonly directory: string;

  constructor(dataDir: string) {
    this.directory = resolve(dataDir, 'uploads', 'audio');
  }

  async put(body: Buffer, contentType: string, extension: string): Promise<StoredFile> {
    const name = generateStoredName(extension);
    await mkdir(this.directory, { recursive: true });
    // Written under a dot-name (never served: it fails the name pattern), flushed, then renamed:
    // a crash leaves either the whole file or no file under its real name.
    const temporary = join(this.directory, temporaryName());
    try {
      const handle = await open(temporary, 'wx', 0o644);
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, join(this.directory, name));
    } catch (error) {
      await rm(temporary, { force: true });
      throw storageUnavailable(error);
    }
    return { url: LOCAL_AUDIO_URL_PREFIX + name, key: name, size: body.length, contentType };
  }

  /** A foreign or malformed url is ignored: it names nothing this storage may delete. */
  async remove(url: string): Promise<void> {
    const path = this.owns(url) ? this.pathOf(url.slice(LOCAL_AUDIO_URL_PREFIX.length)) : null;
    if (!path) return;
    try {
      await rm(path, { force: true });
    } catch (error) {
      throw storageUnavailable(error);
    }
  }

  owns(url: string): boolean {
    return (
      url.startsWith(LOCAL_AUDIO_URL_PREFIX) &&
      isStoredName(url.slice(LOCAL_AUDIO_URL_PREFIX.length))
    );
  }

  /** Local files need no signature: the browser fetches the address itself. */
  async signedUrl(url: string): Promise<string> {
    if (!this.owns(url)) throw badRequest('foreignAudioUrl');
    return url;
  }

  fileKeyOf(url: string): string | null {
    return this.owns(url) ? fileKeyFor(url.slice(LOCAL_AUDIO_URL_PREFIX.length)) : null;
  }

  urlFor(fileKey: string): string {
    return LOCAL_AUDIO_URL_PREFIX + requireNameOfFileKey(fileKey);
  }

  async stat(fileKey: string): Promise<{ size: number } | null> {
    const name = nameOfFileKey(fileKey);
    if (!name) return null;
    try {
      const info = await stat(join(this.directory, name));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw storageUnavailable(error);
    }
  }

  /** Opened once, then sized from the open file: no race between a stat and the read. */
  async read(fileKey: string): Promise<{ stream: Readable; size: number } | null> {
    const name = nameOfFileKey(fileKey);
    if (!name) return null;
    let handle;
    try {
      handle = await open(join(this.directory, name), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw storageUnavailable(error);
    }
    const { size } = await handle.stat();
    if (size === 0) {
      await handle.close();
      return { stream: Readable.from([]), size };
    }
    // Never more than the size read here, so the count a backup announced is the count it sends.
    return { stream: handle.createReadStream({ start: 0, end: size - 1 }), size };
  }

  /** Streamed to a dot-named temporary file, flushed, then renamed, as `put` does. */
  async write(fileKey: string, body: Readable, size: number, contentType: string) {
    const name = requireNameOfFileKey(fileKey);
    await mkdir(this.directory, { recursive: true });
    const temporary = join(this.directory, temporaryName());
    try {
      const handle = await open(temporary, 'wx', 0o644);
      try {
        let written = 0;
        for await (const chunk of body) {
          const bytes = chunk as Buffer;
          written += bytes.length;
          if (written > size) throw new Error(`more than the ${size} bytes announced`);
          await handle.write(bytes);
        }
        if (written !== size) throw new Error(`wrote ${written} bytes of ${size}`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, join(this.directory, name));
    } catch (error) {
      await rm(temporary, { force: true });
      throw storageUnavailable(error);
    }
    const stored: StoredFile = { url: LOCAL_AUDIO_URL_PREFIX + name, key: name, size, contentType };
    return stored;
  }

  /** Reads the folder as it goes (opendir), one lstat per generated name; links are skipped. */
  async *list(): AsyncIterable<ListedFile> {
    for await (const entry of await this.entries()) {
      if (!entry.isFile() || !isStoredName(entry.name)) continue;
      const info = await lstat(join(this.directory, entry.name)).catch(() => null);
      // Removed since the folder was read: nothing to list.
      if (!info?.isFile()) continue;
      yield { fileKey: fileKeyFor(entry.name), size: info.size, modifiedAt: info.mtimeMs };
    }
  }

  async removeUnfinished(before: number): Promise<string[]> {
    const removed: string[] = [];
    for await (const entry of await this.entries()) {
      if (!entry.isFile() || !TEMPORARY_NAME.test(entry.name)) continue;
      const path = join(this.directory, entry.name);
      const info = await lstat(path).catch(() => null);
      if (!info || info.mtimeMs >= before) continue;
      await rm(path, { force: true });
      removed.push(entry.name);
    }
    return removed;
  }

  /** The folder's entries as they are read; none before the first upload made it. */
  private async entries() {
    try {
      return await opendir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw storageUnavailable(error);
    }
  }

  /** The file's absolute path for a generated name, or null for any other name (no traversal). */
  pathOf(name: string): string | null {
    return isStoredName(name) ? join(this.directory, name) : null;
  }

  async close(): Promise<void> {}
}

function temporaryName(): string {
  return `.${randomUUID()}.tmp`;
}
