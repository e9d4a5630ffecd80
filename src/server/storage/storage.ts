import { AppError } from '@server/http/app-error';

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
  /** Releases clients (S3) on shutdown. */
  close(): Promise<void>;
}

/** A storage failure (disk full, S3 unreachable): 503 with a "try again later" message. */
export function storageUnavailable(cause: unknown): AppError {
  return Object.assign(new AppError('INTERNAL', 503, 'storageUnavailable'), { cause });
}
