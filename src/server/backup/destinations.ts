/**
 * Where `POST /api/backup/database` and the schedule put archives (decision 018): an
 * S3-compatible bucket when one is configured (BACKUP_S3_BUCKET, else S3_BUCKET), streamed as a
 * multipart upload; otherwise `DATA_DIR/backups`, written under a temporary name and renamed
 * once complete. Either way a failed backup leaves no archive behind.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Env } from '@server/env';
import { lazyS3Client, s3Sdk, type LazyS3Client } from '@server/storage/s3-sdk';
import { isS3NotFound, s3ClientConfig } from '@server/storage/s3-storage';

/** The site's name as it appears in archive names: lower-case ASCII letters, digits and dashes. */
export function siteSlug(siteName: string): string {
  const slug = siteName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'maneno';
}

/** `<site>-backup-<UTC yyyy-mm-dd-HHMMss>.tar.gz`, the name of downloads and stored archives. */
export function backupFileName(siteName: string, date: Date): string {
  const iso = date.toISOString(); // 2026-11-25T10:43:24.123Z
  const stamp = `${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
  return `${siteSlug(siteName)}-backup-${stamp}.tar.gz`;
}

const STAMP = /^(\d{4}-\d\d-\d\d-\d{6})(?:-(\d+))?\.tar\.gz$/;

/** Whether `name` is one of this site's archives (a dated name). */
function isArchiveOf(siteName: string, name: string): boolean {
  const prefix = `${siteSlug(siteName)}-backup-`;
  return name.startsWith(prefix) && STAMP.test(name.slice(prefix.length));
}

/** Oldest first: by date, then by the -2, -3 of archives taken within the same second. */
function byAge(names: string[]): string[] {
  const key = (name: string) => {
    const match = STAMP.exec(name.slice(name.lastIndexOf('-backup-') + 8))!;
    return `${match[1]}-${(match[2] ?? '1').padStart(6, '0')}`;
  };
  return names.sort((a, b) => key(a).localeCompare(key(b)));
}

export interface BackupDestination {
  readonly kind: 'local' | 's3';
  /** Stores the archive under `name` (or a free variant of it); answers where it went. */
  save(archive: Readable, name: string): Promise<string>;
  /** This site's archives there, oldest first. */
  list(siteName: string): Promise<string[]>;
  remove(name: string): Promise<void>;
  close(): void;
}

/**
 * `DATA_DIR/backups`: the local destination's archives (written as `.<uuid>.partial`, then
 * renamed), and the `.spool-*` folders every backup spools its rows to, whatever its destination.
 */
export const localBackupDir = (dataDir: string) => resolve(dataDir, 'backups');

/** `name`, or `name-2`, `name-3`... before `.tar.gz` when two archives share a second. */
const variant = (name: string, n: number) =>
  n === 1 ? name : name.replace(/\.tar\.gz$/, `-${n}.tar.gz`);

export class LocalBackupDestination implements BackupDestination {
  readonly kind = 'local' as const;
  readonly directory: string;

  constructor(dataDir: string) {
    this.directory = localBackupDir(dataDir);
  }

  async save(archive: Readable, name: string): Promise<string> {
    await mkdir(this.directory, { recursive: true });
    const temporary = join(this.directory, `.${randomUUID()}.partial`);
    try {
      await pipeline(archive, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
      const handle = await open(temporary, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      for (let n = 1; ; n++) {
        const path = join(this.directory, variant(name, n));
        const taken = await stat(path).then(
          () => true,
          () => false,
        );
        if (taken) continue;
        await rename(temporary, path);
        return path;
      }
    } catch (error) {
      archive.destroy();
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async list(siteName: string): Promise<string[]> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    return byAge(names.filter((n) => isArchiveOf(siteName, n)));
  }

  async remove(name: string): Promise<void> {
    await rm(join(this.directory, name), { force: true });
  }

  close() {}
}

export class S3BackupDestination implements BackupDestination {
  readonly kind = 's3' as const;
  private readonly client: LazyS3Client;

  constructor(
    private readonly bucket: string,
    private readonly prefix: string,
    env: Env,
  ) {
    this.client = lazyS3Client(
      s3ClientConfig({
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        accessKeyId: env.S3_ACCESS_KEY_ID!,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      }),
    );
  }

  /**
   * A multipart upload of 8 MB parts, two in flight (so ~16 MB of memory whatever the size); a
   * failure aborts it, and S3 then keeps no object.
   */
  async save(archive: Readable, name: string): Promise<string> {
    let key = this.prefix + name;
    for (let n = 2; await this.exists(key); n++) key = this.prefix + variant(name, n);
    const { Upload } = await s3Sdk();
    const upload = new Upload({
      client: await this.client.get(),
      params: { Bucket: this.bucket, Key: key, Body: archive, ContentType: 'application/gzip' },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      archive.destroy();
      throw error;
    }
    return `s3://${this.bucket}/${key}`;
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send((sdk) => new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isS3NotFound(error)) return false;
      throw error;
    }
  }

  async list(siteName: string): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        (sdk) =>
          new sdk.ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: `${this.prefix}${siteSlug(siteName)}-backup-`,
            ContinuationToken: token,
          }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key!.slice(this.prefix.length);
        if (isArchiveOf(siteName, name)) names.push(name);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return byAge(names);
  }

  async remove(name: string): Promise<void> {
    await this.client.send(
      (sdk) => new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + name }),
    );
  }

  close() {
    this.client.destroy();
  }
}

/** Which destination the environment names: S3 when a backup bucket is known, else the disk. */
export const backupDestinationKind = (env: Env): BackupDestination['kind'] =>
  env.BACKUP_S3_BUCKET ? 's3' : 'local';

/** The destination the environment names (backupDestinationKind). */
export function backupDestination(env: Env): BackupDestination {
  return env.BACKUP_S3_BUCKET
    ? new S3BackupDestination(env.BACKUP_S3_BUCKET, env.BACKUP_S3_PREFIX, env)
    : new LocalBackupDestination(env.DATA_DIR);
}
