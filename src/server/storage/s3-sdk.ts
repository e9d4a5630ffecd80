import type { $Command, S3Client, S3ClientConfig } from '@aws-sdk/client-s3';

/**
 * The AWS SDK's parts we use, loaded the first time S3 is: the SDK adds about 0.3 s to a start,
 * and an install that keeps its files on local disk never needs it.
 */
async function loadSdk() {
  const [client, storage, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return { ...client, Upload: storage.Upload, getSignedUrl: presigner.getSignedUrl };
}
export type S3Sdk = Awaited<ReturnType<typeof loadSdk>>;

let sdk: Promise<S3Sdk> | undefined;
export const s3Sdk = () => (sdk ??= loadSdk());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any command of the client
type AnyCommand = $Command<any, any, any>;
type OutputOf<C> = C extends $Command<infer _Input, infer Output, infer _Config> ? Output : never;

/** An S3 client made on first use (with the SDK), destroyed on close if it was ever made. */
export function lazyS3Client(config: S3ClientConfig) {
  let client: Promise<S3Client> | undefined;
  const get = () => (client ??= s3Sdk().then((loaded) => new loaded.S3Client(config)));
  return {
    get,
    /** Sends the command `make` builds from the loaded SDK (`(sdk) => new sdk.GetObjectCommand(...)`). */
    send: async <C extends AnyCommand>(make: (loaded: S3Sdk) => C): Promise<OutputOf<C>> => {
      const [loaded, made] = await Promise.all([s3Sdk(), get()]);
      return (await made.send(make(loaded))) as OutputOf<C>;
    },
    destroy: () => {
      void client?.then((made) => made.destroy());
    },
  };
}
export type LazyS3Client = ReturnType<typeof lazyS3Client>;
