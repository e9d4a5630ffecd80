import type { Readable } from 'node:stream';
import { AppError } from '@server/http/app-error';
import { isStoredName } from './stored-name';

/**
 * Where uploaded files (audio) live. Two implementations: local disk under DATA_DIR/uploads
 * (default) and S3-compatible object storage (when S3_* is configured). Callers store the
 * returned `url` in the database and never build addresses themselves.
 */
export interface StoredFile {
  /** The address saved in the database (local: `/api/audio/files/<key>`; S3: the object URL). */
  url: string;
  key: string;
  size: number;
  contentType: string;
}

/** A stored file as a listing gives it. */
export interface ListedFile {
  /** `audio/<generated name>`, as `fileKeyOf` gives it. */
  fileKey: string;
  size: number;
  /** When its bytes were last written (disk: mtime; S3: LastModified), epoch ms. */
  modifiedAt: number;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /**
   * The origin browsers fetch files from when it is not this site (S3), for the Content Security
   * Policy's media-src; undefined for local files.
   */
  readonly mediaOrigin?: string;
  /** Stores bytes under a generated key (never the uploaded file's name). */
  put(body: Buffer, contentType: string, extension: string): Promise<StoredFile>;
  /** Removes a stored file by its url; a missing file is not an error. */
  remove(url: string): Promise<void>;
  /** True only for addresses this storage produced (exact origin/bucket/prefix and key pattern). */
  owns(url: string): boolean;
  /**
   * An address the browser can fetch for a stored file: a presigned GET URL for S3, the same
   * local address for disk. Throws AppError 400 `foreignAudioUrl` when `owns(url)` is false.
   */
  signedUrl(url: string): Promise<string>;
  /**
   * The file's key whatever the storage: `audio/<generated name>`, for an address this storage
   * produced; null for any other. Backups name files by it, so an archive restores into either
   * kind of storage (decision 018).
   */
  fileKeyOf(url: string): string | null;
  /** The address a file stored here under `fileKey` has (what `put` answers for it). */
  urlFor(fileKey: string): string;
  /** A stored file's size, or null when there is none under that key. */
  stat(fileKey: string): Promise<{ size: number } | null>;
  /** A stored file's bytes as a stream (never buffered whole), or null when there is none. */
  read(fileKey: string): Promise<{ stream: Readable; size: number } | null>;
  /**
   * Stores `size` bytes streamed from `body` under the given key (restores keep keys, so
   * addresses stay the same); replaces a file of that key. Atomic on disk: a failed write leaves
   * no file. Throws for a key that is not `audio/<generated name>`.
   */
  write(fileKey: string, body: Readable, size: number, contentType: string): Promise<StoredFile>;
  /**
   * Every file stored under a generated name, as the listing arrives (S3: a page of keys per
   * request), never all held at once. Anything else in the folder or under the prefix is not
   * ours and is left out.
   */
  list(): AsyncIterable<ListedFile>;
  /**
   * Removes what writes cut short left behind, last modified before `before` (epoch ms), and
   * answers their names: the disk's dot-named `.tmp` files (a process killed between writing and
   * renaming). An S3 write is one PUT that stores the whole object or nothing: none there.
   */
  removeUnfinished(before: number): Promise<string[]>;
  /** Releases clients (S3) on shutdown. */
  close(): Promise<void>;
}

/** A storage failure (disk full, S3 unreachable): 503 with a "try again later" message. */
export function storageUnavailable(cause: unknown): AppError {
  return Object.assign(new AppError('INTERNAL', 503, 'storageUnavailable'), { cause });
}

/** Files' keys are the generated name under `audio/` (decision 018); anything else is refused. */
const FILE_KEY_PREFIX = 'audio/';

export function fileKeyFor(name: string): string {
  return FILE_KEY_PREFIX + name;
}

/** The generated name a file key carries, or null when the key is not one of ours (no traversal). */
export function nameOfFileKey(fileKey: string): string | null {
  if (!fileKey.startsWith(FILE_KEY_PREFIX)) return null;
  const name = fileKey.slice(FILE_KEY_PREFIX.length);
  return isStoredName(name) ? name : null;
}

/** The name of a file key, or an error for a key that is not one (a restore's archive is input). */
export function requireNameOfFileKey(fileKey: string): string {
  const name = nameOfFileKey(fileKey);
  if (!name) throw new Error(`not a stored file key: ${JSON.stringify(fileKey)}`);
  return name;
}
