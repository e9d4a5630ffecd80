import type { Env } from '@server/env';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

/** S3-compatible storage when S3_BUCKET is set (env.ts then requires the keys), local disk otherwise. */
export function createStorage(env: Env): Storage {
  if (env.S3_BUCKET) {
    return new S3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      prefix: env.S3_PREFIX,
      signedUrlTtlSeconds: env.SIGNED_URL_TTL_SECONDS,
    });
  }
  return new LocalStorage(env.DATA_DIR);
}
