import type { Readable } from 'node:stream';
import { storageUnavailable, type Storage, type StoredFile } from '@server/storage/storage';

/**
 * A real storage (local disk, S3) that can be told to fail one of its next puts, as a full disk
 * or an unreachable bucket would in the middle of a request. Everything else, including the
 * cleanup a failure triggers, goes to the real implementation. GET /api/audio/files serves only
 * a LocalStorage itself, so an app given this wrapper answers 404 there: check the disk instead.
 */
export class FailingStorage implements Storage {
  /** The addresses of the files put successfully, in order. */
  readonly stored: string[] = [];
  private putsBeforeFailure: number | null = null;

  constructor(private readonly inner: Storage) {}

  get kind() {
    return this.inner.kind;
  }

  get mediaOrigin() {
    return this.inner.mediaOrigin;
  }

  /** Makes the nth put from now fail (1: the next one); the others succeed. */
  failPut(nth: number) {
    this.putsBeforeFailure = nth - 1;
  }

  async put(body: Buffer, contentType: string, extension: string): Promise<StoredFile> {
    if (this.putsBeforeFailure === 0) {
      this.putsBeforeFailure = null;
      throw storageUnavailable(new Error('injected put failure'));
    }
    if (this.putsBeforeFailure !== null) this.putsBeforeFailure--;
    const file = await this.inner.put(body, contentType, extension);
    this.stored.push(file.url);
    return file;
  }

  remove(url: string) {
    return this.inner.remove(url);
  }

  owns(url: string) {
    return this.inner.owns(url);
  }

  signedUrl(url: string) {
    return this.inner.signedUrl(url);
  }

  fileKeyOf(url: string) {
    return this.inner.fileKeyOf(url);
  }

  urlFor(fileKey: string) {
    return this.inner.urlFor(fileKey);
  }

  stat(fileKey: string) {
    return this.inner.stat(fileKey);
  }

  read(fileKey: string) {
    return this.inner.read(fileKey);
  }

  write(fileKey: string, body: Readable, size: number, contentType: string) {
    return this.inner.write(fileKey, body, size, contentType);
  }

  list() {
    return this.inner.list();
  }

  removeUnfinished(before: number) {
    return this.inner.removeUnfinished(before);
  }

  close() {
    return this.inner.close();
  }
}
