import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, opendir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Env } from '@server/env';
import { lazyS3Client, s3Sdk, type LazyS3Client } from './s3-sdk';
import { isS3NotFound, s3ClientConfig } from './s3-storage';
import { storageUnavailable } from './storage';

/**
 * Files the app makes and keeps for a while, apart from the recordings: uploads waiting to be
 * imported, built exports of a language, import reports. Any instance may read what another
 * wrote (an upload previewed on A is imported by the job that B's worker takes), so they live
 * where the recordings do: the S3 bucket when one is configured (under `<S3_PREFIX>work/`),
 * otherwise `DATA_DIR/work/`. Keys are generated (`<area>/<uuid>.<ext>`), never a user's file
 * name. Rows in the database say which files are wanted; `sweepWorkFiles` removes the rest.
 */
export const WORK_AREAS = ['imports', 'exports', 'reports'] as const;
export type WorkArea = (typeof WORK_AREAS)[number];

const KEY_PATTERN =
  /^(imports|exports|reports)\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;

export const isWorkKey = (key: string) => KEY_PATTERN.test(key);

export function newWorkKey(area: WorkArea, extension: string): string {
  const key = `${area}/${randomUUID()}.${extension}`;
  if (!isWorkKey(key)) throw new Error(`invalid work file extension: ${extension}`);
  return key;
}

/** The error the stream itself failed with, once it has (not one of the store's). */
function sourceError(body: Readable): () => Error | undefined {
  let error: Error | undefined;
  body.once('error', (e: Error) => (error = e));
  return () => error;
}

function requireWorkKey(key: string): string {
  if (!isWorkKey(key)) throw new Error(`not a work file key: ${JSON.stringify(key)}`);
  return key;
}

export interface WorkFile {
  key: string;
  size: number;
  /** Epoch ms of the last write. */
  modifiedAt: number;
}

export interface WorkFiles {
  readonly kind: 'local' | 's3';
  /**
   * Stores the stream under `key`, whole or not at all; answers its size. A failing stream's own
   * error is thrown as it is (the sender's problem); a failing store's as storageUnavailable.
   */
  save(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** The file's bytes as a stream, or null when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /**
   * Runs `use` with a path on this machine holding the file (zip readers need random access):
   * the file itself on disk, a temporary copy of the object on S3, removed afterwards. Null when
   * there is no such file.
   */
  withLocalPath<T>(key: string, use: (path: string) => Promise<T>): Promise<T | null>;
  /** A missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Every file of an area, as the listing arrives. */
  list(area: WorkArea): AsyncIterable<WorkFile>;
  /**
   * Removes what writes cut short left, last modified before `before` (epoch ms), and answers
   * their names: the disk's dot-named `.partial` files. An S3 upload that fails is aborted.
   */
  removeUnfinished(before: number): Promise<string[]>;
  close(): void;
}

export function createWorkFiles(env: Env): WorkFiles {
  if (env.S3_BUCKET) {
    return new S3WorkFiles(
      lazyS3Client(
        s3ClientConfig({
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
        }),
      ),
      env.S3_BUCKET,
      `${env.S3_PREFIX}work/`,
    );
  }
  return new LocalWorkFiles(env.DATA_DIR);
}

/** `DATA_DIR/work/<area>/`, written under a dot-name and renamed once complete. */
export class LocalWorkFiles implements WorkFiles {
  readonly kind = 'local' as const;
  readonly directory: string;

  constructor(dataDir: string) {
    this.directory = resolve(dataDir, 'work');
  }

  private pathOf(key: string) {
    return join(this.directory, requireWorkKey(key));
  }

  async save(key: string, body: Readable): Promise<{ size: number }> {
    const path = this.pathOf(key);
    const folder = join(path, '..');
    const temporary = join(folder, `.${randomUUID()}.partial`);
    const failed = sourceError(body);
    try {
      await mkdir(folder, { recursive: true });
      await pipeline(body, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
      const handle = await open(temporary, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, path);
      return { size: (await stat(path)).size };
    } catch (error) {
      await rm(temporary, { force: true });
      throw failed() ?? storageUnavailable(error);
    }
  }

  async open(key: string) {
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      return { stream: createReadStream(path) as Readable, size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw storageUnavailable(error);
    }
  }

  async withLocalPath<T>(key: string, use: (path: string) => Promise<T>): Promise<T | null> {
    const path = this.pathOf(key);
    const exists = await stat(path).then(
      () => true,
      () => false,
    );
    return exists ? use(path) : null;
  }

  async remove(key: string): Promise<void> {
    try {
      await rm(this.pathOf(key), { force: true });
    } catch (error) {
      throw storageUnavailable(error);
    }
  }

  async *list(area: WorkArea): AsyncIterable<WorkFile> {
    for await (const { name, path } of this.files(area)) {
      const key = `${area}/${name}`;
      if (!isWorkKey(key)) continue;
      const info = await stat(path).catch(() => null);
      if (info) yield { key, size: info.size, modifiedAt: info.mtimeMs };
    }
  }

  async removeUnfinished(before: number): Promise<string[]> {
    const removed: string[] = [];
    for (const area of WORK_AREAS) {
      for await (const { name, path } of this.files(area)) {
        if (!/^\.[0-9a-f-]{36}\.partial$/.test(name)) continue;
        const info = await stat(path).catch(() => null);
        if (!info || info.mtimeMs >= before) continue;
        await rm(path, { force: true });
        removed.push(`${area}/${name}`);
      }
    }
    return removed;
  }

  private async *files(area: WorkArea) {
    const folder = join(this.directory, area);
    let entries;
    try {
      entries = await opendir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw storageUnavailable(error);
    }
    for await (const entry of entries) {
      if (entry.isFile()) yield { name: entry.name, path: join(folder, entry.name) };
    }
  }

  close(): void {}
}

/** Objects under `<S3_PREFIX>work/<area>/`, uploaded in parts as the stream arrives. */
export class S3WorkFiles implements WorkFiles {
  readonly kind = 's3' as const;

  constructor(
    private readonly client: LazyS3Client,
    private readonly bucket: string,
    private readonly keyBase: string,
  ) {}

  async save(key: string, body: Readable, contentType: string): Promise<{ size: number }> {
    const objectKey = this.keyBase + requireWorkKey(key);
    // Before anything reads the stream: once counted below, it flows, and what flows before the
    // upload reads it would be lost.
    const [{ Upload }, client] = await Promise.all([s3Sdk(), this.client.get()]).catch(
      (error: unknown) => {
        throw storageUnavailable(error);
      },
    );
    let size = 0;
    body.on('data', (chunk: Buffer) => (size += chunk.length));
    const failed = sourceError(body);
    try {
      // A multipart upload that fails is aborted by lib-storage: no partial object is left.
      await new Upload({
        client,
        params: { Bucket: this.bucket, Key: objectKey, Body: body, ContentType: contentType },
      }).done();
    } catch (error) {
      throw failed() ?? storageUnavailable(error);
    }
    return { size };
  }

  async open(key: string) {
    const objectKey = this.keyBase + requireWorkKey(key);
    try {
      const object = await this.client.send(
        (sdk) => new sdk.GetObjectCommand({ Bucket: this.bucket, Key: objectKey }),
      );
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw storageUnavailable(error);
    }
  }

  async withLocalPath<T>(key: string, use: (path: string) => Promise<T>): Promise<T | null> {
    const file = await this.open(key);
    if (!file) return null;
    const folder = await mkdtemp(join(tmpdir(), 'maneno-work-'));
    const path = join(folder, key.split('/')[1]!);
    try {
      await pipeline(file.stream, createWriteStream(path, { mode: 0o600 }));
      return await use(path);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async remove(key: string): Promise<void> {
    const objectKey = this.keyBase + requireWorkKey(key);
    try {
      await this.client.send(
        (sdk) => new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: objectKey }),
      );
    } catch (error) {
      throw storageUnavailable(error);
    }
  }

  async *list(area: WorkArea): AsyncIterable<WorkFile> {
    const prefix = `${this.keyBase}${area}/`;
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          (sdk) =>
            new sdk.ListObjectsV2Command({
              Bucket: this.bucket,
              Prefix: prefix,
              ContinuationToken: token,
            }),
        );
      } catch (error) {
        throw storageUnavailable(error);
      }
      for (const object of page.Contents ?? []) {
        if (!object.Key?.startsWith(prefix)) continue;
        yield {
          key: object.Key.slice(this.keyBase.length),
          size: object.Size ?? 0,
          modifiedAt: object.LastModified?.getTime() ?? Date.now(),
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async removeUnfinished(): Promise<string[]> {
    return [];
  }

  close(): void {
    this.client.destroy();
  }
}
