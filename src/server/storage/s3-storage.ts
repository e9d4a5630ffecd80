import type { Readable } from 'node:stream';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
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
import { lazyS3Client, s3Sdk, type LazyS3Client } from './s3-sdk';
import { generateStoredName, isStoredName } from './stored-name';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** The S3 API address (MinIO, R2, s3rver...); AWS itself when unset. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** endpoint/bucket/key addresses rather than bucket.endpoint/key. */
  forcePathStyle: boolean;
  /** '' or folders ending with '/'. */
  prefix: string;
  signedUrlTtlSeconds: number;
}

/** The S3 client settings for a bucket of these options (audio, and backups: decision 018). */
export function s3ClientConfig(
  options: Pick<
    S3StorageOptions,
    'region' | 'endpoint' | 'forcePathStyle' | 'accessKeyId' | 'secretAccessKey'
  >,
): S3ClientConfig {
  return {
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    },
    // Otherwise the SDK sends aws-chunked bodies with trailing checksums, which some
    // S3-compatible servers (s3rver among them) store framing and all: silently corrupt files.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * True when S3 answered that the object (or bucket) is not there. Read from the error's shape
 * (an S3 service error carries `$metadata`) rather than its class, which lives in the SDK, loaded
 * only once S3 is used.
 */
export function isS3NotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('$metadata' in error)) return false;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * Audio in an S3-compatible bucket. The stored url is the object's canonical address; the bucket
 * may stay private, since browsers play through short-lived presigned GET URLs.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: LazyS3Client;
  /** Every url this storage produces starts with this: origin, bucket (per style), prefix. */
  private readonly urlBase: string;
  private readonly keyBase: string;
  readonly mediaOrigin: string;
  private readonly cacheControl: string;

  constructor(private readonly options: S3StorageOptions) {
    this.client = lazyS3Client(s3ClientConfig(options));
    const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
    const path = endpoint.pathname.replace(/\/+$/, '');
    this.urlBase = options.forcePathStyle
      ? `${endpoint.origin}${path}/${options.bucket}/`
      : `${endpoint.protocol}//${options.bucket}.${endpoint.host}${path}/`;
    this.keyBase = `${options.prefix}audio/`;
    // Presigned URLs use the same addressing style, hence the same origin, as stored urls.
    this.mediaOrigin = new URL(this.urlBase).origin;
    // Browsers get objects through presigned addresses; a copy they keep lives no longer than
    // the address that fetched it, so a recording whose entry is deleted stops playing from
    // caches within that time. (Objects stored before this kept a year, immutable.)
    this.cacheControl = `public, max-age=${options.signedUrlTtlSeconds}`;
  }

  async put(body: Buffer, contentType: string, extension: string): Promise<StoredFile> {
    return this.putObject(
      this.keyBase + generateStoredName(extension),
      body,
      body.length,
      contentType,
    );
  }

  /** A foreign url is ignored; S3 itself answers a delete of a missing key with success. */
  async remove(url: string): Promise<void> {
    const key = this.keyOf(url);
    if (!key) return;
    try {
      await this.client.send(
        (sdk) => new sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
    } catch (error) {
      throw storageUnavailable(error);
    }
  }

  owns(url: string): boolean {
    return this.keyOf(url) !== null;
  }

  /** Presigns a GET of one of our own objects; presigning happens locally, with no request. */
  async signedUrl(url: string): Promise<string> {
    const key = this.keyOf(url);
    if (!key) throw badRequest('foreignAudioUrl');
    const { getSignedUrl, GetObjectCommand } = await s3Sdk();
    return getSignedUrl(
      await this.client.get(),
      new GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
      { expiresIn: this.options.signedUrlTtlSeconds },
    );
  }

  fileKeyOf(url: string): string | null {
    const key = this.keyOf(url);
    return key ? fileKeyFor(key.slice(this.keyBase.length)) : null;
  }

  urlFor(fileKey: string): string {
    return this.urlBase + this.keyBase + requireNameOfFileKey(fileKey);
  }

  async stat(fileKey: string): Promise<{ size: number } | null> {
    const name = nameOfFileKey(fileKey);
    if (!name) return null;
    const key = this.keyBase + name;
    try {
      const head = await this.client.send(
        (sdk) => new sdk.HeadObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw storageUnavailable(error);
    }
  }

  async read(fileKey: string): Promise<{ stream: Readable; size: number } | null> {
    const name = nameOfFileKey(fileKey);
    if (!name) return null;
    const key = this.keyBase + name;
    try {
      const object = await this.client.send(
        (sdk) => new sdk.GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      // In Node the SDK's body is an http response stream: read as it arrives, never buffered.
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw storageUnavailable(error);
    }
  }

  /** One PUT with the length known (files are at most 10 MB), streamed from `body`. */
  async write(fileKey: string, body: Readable, size: number, contentType: string) {
    return this.putObject(this.keyBase + requireNameOfFileKey(fileKey), body, size, contentType);
  }

  private async putObject(
    key: string,
    body: Buffer | Readable,
    size: number,
    contentType: string,
  ): Promise<StoredFile> {
    try {
      await this.client.send(
        (sdk) =>
          new sdk.PutObjectCommand({
            Bucket: this.options.bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            ContentLength: size,
            CacheControl: this.cacheControl,
          }),
      );
    } catch (error) {
      throw storageUnavailable(error);
    }
    return { url: this.urlBase + key, key, size, contentType };
  }

  /** ListObjectsV2 under `<prefix>audio/`, 1,000 keys a page, following continuation tokens. */
  async *list(): AsyncIterable<ListedFile> {
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          (sdk) =>
            new sdk.ListObjectsV2Command({
              Bucket: this.options.bucket,
              Prefix: this.keyBase,
              ContinuationToken: token,
            }),
        );
      } catch (error) {
        throw storageUnavailable(error);
      }
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.keyBase.length) ?? '';
        if (!object.Key?.startsWith(this.keyBase) || !isStoredName(name)) continue;
        yield {
          fileKey: fileKeyFor(name),
          size: object.Size ?? 0,
          // A server that gives no date: taken as new, so never old enough to be removed.
          modifiedAt: object.LastModified?.getTime() ?? Date.now(),
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async removeUnfinished(): Promise<string[]> {
    return [];
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  /** The object key of an address this storage produced; null for anything else. */
  private keyOf(url: string): string | null {
    const start = this.urlBase + this.keyBase;
    if (!url.startsWith(start) || !isStoredName(url.slice(start.length))) return null;
    return url.slice(this.urlBase.length);
  }
}
