import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { S3Storage, type S3StorageOptions } from '@server/storage/s3-storage';

/** s3rver checks signatures against these fixed credentials. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  /** e.g. http://127.0.0.1:41234 */
  endpoint: string;
  /** Creates a bucket through the S3 API, as an operator would. */
  createBucket(name: string): Promise<void>;
  /** An S3Storage on this server; close it (or the app using it) before stop(). */
  storage(options: Partial<S3StorageOptions> & { bucket: string }): S3Storage;
  /**
   * Sets an object's LastModified, which S3 itself never lets a client choose: s3rver answers
   * the modification time of the file it keeps the object in.
   */
  setLastModified(bucket: string, key: string, date: Date): Promise<void>;
  stop(): Promise<void>;
}

/** A real S3-protocol server in this process, on a random port, storing under a temp dir. */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'maneno-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const base = {
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    prefix: '',
    signedUrlTtlSeconds: 3600,
    ...credentials,
  };
  return {
    endpoint,
    async createBucket(name) {
      const client = new S3Client({ ...base, credentials });
      try {
        await client.send(new CreateBucketCommand({ Bucket: name }));
      } finally {
        client.destroy();
      }
    },
    storage: (options) => new S3Storage({ ...base, ...options }),
    async setLastModified(bucket, key, date) {
      const folders = key.split('/');
      const name = folders.pop();
      await utimes(join(directory, bucket, ...folders, `${name}._S3rver_object`), date, date);
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
