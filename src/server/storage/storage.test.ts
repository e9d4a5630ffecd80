import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@server/http/app-error';
import { parseEnv } from '@server/env';
import { mp3Frames, wavTone } from '@server/test/audio-fixtures';
import { startTestS3, type TestS3 } from '@server/test/s3rver';
import { createStorage } from './create-storage';
import { LOCAL_AUDIO_URL_PREFIX, LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';
import { STORED_NAME_PATTERN } from './stored-name';

interface Subject {
  storage: Storage;
  /** The bytes behind an address the browser would get from signedUrl(). */
  download(signedUrl: string): Promise<Buffer | null>;
  /** Addresses that look like ours but are not. */
  foreign(own: string): string[];
}

let s3: TestS3;
let dataDir: string;

beforeAll(async () => {
  s3 = await startTestS3();
  await s3.createBucket('maneno-audio');
  await s3.createBucket('other-bucket');
  dataDir = await mkdtemp(join(tmpdir(), 'maneno-storage-'));
});

afterAll(async () => {
  await s3?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Variations of an owned address that must all be refused. */
function lookalikes(own: string): string[] {
  const name = own.slice(own.lastIndexOf('/') + 1);
  const directory = own.slice(0, own.lastIndexOf('/') + 1);
  return [
    'https://evil.example/a.mp3',
    '/etc/passwd',
    'file:///etc/passwd',
    `${directory}../../${name}`,
    `${directory}..%2F..%2F${name}`,
    `${directory}%2e%2e/${name}`,
    `${directory}${name}/../../../etc/passwd`,
    `${directory}sub/${name}`,
    `${directory}${name}?redirect=https://evil.example`,
    `${directory}${name}#x`,
    `${directory}${name} `,
    ` ${own}`,
    `${directory}${name.toUpperCase()}`,
    `${directory}${name.replace(/\.\w+$/, '')}`,
    `${directory}${name}.exe`,
    directory,
    `${own}/`,
    `https://evil.example${own.startsWith('/') ? own : new URL(own).pathname}`,
    `//evil.example${own.startsWith('/') ? own : new URL(own).pathname}`,
  ];
}

const subjects: [string, () => Subject][] = [
  [
    'local disk',
    () => {
      const storage = new LocalStorage(dataDir);
      return {
        storage,
        async download(url) {
          const path = storage.pathOf(url.slice(LOCAL_AUDIO_URL_PREFIX.length));
          return path ? readFile(path).catch(() => null) : null;
        },
        foreign: (own) => [
          ...lookalikes(own),
          `http://localhost:3000${own}`,
          own.replace('/api/audio/files/', '/api/audio/file/'),
        ],
      };
    },
  ],
  [
    's3 (s3rver)',
    () => {
      const storage = s3.storage({ bucket: 'maneno-audio', prefix: 'site-a/' });
      return {
        storage,
        async download(url) {
          const response = await fetch(url);
          return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
        },
        foreign: (own) => [
          ...lookalikes(own),
          own.replace('/maneno-audio/', '/other-bucket/'),
          own.replace('/site-a/', '/site-b/'),
          own.replace('/site-a/audio/', '/site-a/'),
          own.replace('127.0.0.1', 'localhost'),
          own.replace('http://', 'https://'),
          own.replace(s3.endpoint, `${s3.endpoint}.evil.example`),
          own.replace(s3.endpoint, `http://evil.example@127.0.0.1:${new URL(s3.endpoint).port}`),
        ],
      };
    },
  ],
];

describe.each(subjects)('Storage contract: %s', (_label, make) => {
  let subject: Subject;
  beforeAll(() => {
    subject = make();
    return () => subject.storage.close();
  });

  it('stores bytes under a generated name and gives them back exactly', async () => {
    const bytes = wavTone(0.2);
    const stored = await subject.storage.put(bytes, 'audio/wav', 'wav');

    expect(stored.size).toBe(bytes.length);
    expect(stored.contentType).toBe('audio/wav');
    expect(stored.url.endsWith(stored.key)).toBe(true);
    expect(stored.key.slice(stored.key.lastIndexOf('/') + 1)).toMatch(STORED_NAME_PATTERN);
    expect(subject.storage.owns(stored.url)).toBe(true);

    const signed = await subject.storage.signedUrl(stored.url);
    const downloaded = await subject.download(signed);
    expect(downloaded?.equals(bytes)).toBe(true);
  });

  it('never reuses a name', async () => {
    const a = await subject.storage.put(mp3Frames(), 'audio/mpeg', 'mp3');
    const b = await subject.storage.put(mp3Frames(), 'audio/mpeg', 'mp3');
    expect(a.url).not.toBe(b.url);
    expect(a.key).toMatch(/\.mp3$/);
  });

  it('refuses an extension that could smuggle a path', async () => {
    await expect(subject.storage.put(wavTone(), 'audio/wav', '../x')).rejects.toThrow();
    await expect(subject.storage.put(wavTone(), 'audio/wav', 'wav/x')).rejects.toThrow();
  });

  it('removes a file, and a missing or foreign one without error', async () => {
    const stored = await subject.storage.put(wavTone(), 'audio/wav', 'wav');
    const signed = await subject.storage.signedUrl(stored.url);

    await subject.storage.remove(stored.url);
    expect(await subject.download(signed)).toBeNull();
    await expect(subject.storage.remove(stored.url)).resolves.toBeUndefined();
    await expect(subject.storage.remove('https://evil.example/a.mp3')).resolves.toBeUndefined();
  });

  it('owns only its own addresses, and signs nothing else', async () => {
    const stored = await subject.storage.put(wavTone(), 'audio/wav', 'wav');
    for (const url of subject.foreign(stored.url)) {
      expect(subject.storage.owns(url), url).toBe(false);
      const refusal = await subject.storage.signedUrl(url).catch((e: unknown) => e);
      expect(refusal, url).toBeInstanceOf(AppError);
      expect((refusal as AppError).messageKey).toBe('foreignAudioUrl');
    }
    // A foreign address is never deleted, even when it names a real file of ours elsewhere.
    for (const url of subject.foreign(stored.url)) await subject.storage.remove(url);
    expect(await subject.download(await subject.storage.signedUrl(stored.url))).not.toBeNull();
  });

  it('names a file by a key of its own, whatever the storage, and gives its address back', async () => {
    const stored = await subject.storage.put(wavTone(), 'audio/wav', 'wav');
    const name = stored.url.slice(stored.url.lastIndexOf('/') + 1);
    expect(subject.storage.fileKeyOf(stored.url)).toBe(`audio/${name}`);
    expect(subject.storage.urlFor(`audio/${name}`)).toBe(stored.url);
    for (const url of subject.foreign(stored.url)) {
      expect(subject.storage.fileKeyOf(url), url).toBeNull();
    }
    for (const key of [name, `audio/../${name}`, `audio/sub/${name}`, 'audio/x.wav', '']) {
      expect(() => subject.storage.urlFor(key), key).toThrow();
    }
  });

  it('reads a stored file as a stream, and says when there is none', async () => {
    const bytes = wavTone(0.3);
    const stored = await subject.storage.put(bytes, 'audio/wav', 'wav');
    const key = subject.storage.fileKeyOf(stored.url)!;
    expect(await subject.storage.stat(key)).toEqual({ size: bytes.length });
    const file = await subject.storage.read(key);
    expect(file?.size).toBe(bytes.length);
    expect((await buffer(file!.stream)).equals(bytes)).toBe(true);

    const missing = 'audio/3f1c0d3e-8a9b-4c2d-9e1f-0a1b2c3d4e5f.wav';
    expect(await subject.storage.stat(missing)).toBeNull();
    expect(await subject.storage.read(missing)).toBeNull();
    expect(await subject.storage.read('audio/../../etc/passwd')).toBeNull();
  });

  it('lists its stored files with their size and the time they were written', async () => {
    const bytes = wavTone(0.15);
    const before = Date.now() - 2000;
    const stored = await subject.storage.put(bytes, 'audio/wav', 'wav');
    const listed = [];
    for await (const file of subject.storage.list()) listed.push(file);
    const file = listed.find((f) => f.fileKey === subject.storage.fileKeyOf(stored.url));
    expect(file?.size).toBe(bytes.length);
    // S3 dates are to the second.
    expect(file?.modifiedAt).toBeGreaterThanOrEqual(before);
    expect(file?.modifiedAt).toBeLessThanOrEqual(Date.now() + 1000);
    for (const { fileKey } of listed) expect(fileKey).toMatch(/^audio\//);

    await subject.storage.remove(stored.url);
    for await (const { fileKey } of subject.storage.list()) expect(fileKey).not.toBe(file?.fileKey);
  });

  it('writes a streamed file under a given key, at the address that key has', async () => {
    const bytes = Buffer.concat([mp3Frames(40), Buffer.from('end')]);
    const key = 'audio/0b1c0d3e-8a9b-4c2d-9e1f-0a1b2c3d4e5f.mp3';
    const chunks = [bytes.subarray(0, 1000), bytes.subarray(1000)];
    const stored = await subject.storage.write(
      key,
      Readable.from(chunks),
      bytes.length,
      'audio/mpeg',
    );
    expect(stored.url).toBe(subject.storage.urlFor(key));
    expect(subject.storage.fileKeyOf(stored.url)).toBe(key);
    const downloaded = await subject.download(await subject.storage.signedUrl(stored.url));
    expect(downloaded?.equals(bytes)).toBe(true);

    // Written again, the file is replaced; a key that is not ours is refused before anything.
    await subject.storage.write(key, Readable.from([Buffer.from('x')]), 1, 'audio/mpeg');
    expect(await subject.storage.stat(key)).toEqual({ size: 1 });
    await expect(
      subject.storage.write('audio/../evil.mp3', Readable.from([]), 0, 'audio/mpeg'),
    ).rejects.toThrow();
    await subject.storage.remove(stored.url);
    expect(await subject.storage.stat(key)).toBeNull();
  });
});

describe('LocalStorage', () => {
  it('leaves no file, not even a temporary one, when a streamed write fails', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'maneno-local-'));
    try {
      const storage = new LocalStorage(dir);
      const key = 'audio/3f1c0d3e-8a9b-4c2d-9e1f-0a1b2c3d4e5f.wav';
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(100));
          this.destroy(new Error('source cut'));
        },
      });
      await expect(storage.write(key, failing, 1000, 'audio/wav')).rejects.toThrow();
      // A body shorter than announced is refused too.
      await expect(
        storage.write(key, Readable.from([Buffer.alloc(10)]), 20, 'audio/wav'),
      ).rejects.toThrow();
      expect(await readdir(join(dir, 'uploads', 'audio'))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps files under DATA_DIR/uploads/audio, with no temporary file left behind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'maneno-local-'));
    try {
      const storage = new LocalStorage(dir);
      const stored = await storage.put(wavTone(), 'audio/wav', 'wav');
      expect(stored.url).toBe(`/api/audio/files/${stored.key}`);
      expect(await readdir(join(dir, 'uploads', 'audio'))).toEqual([stored.key]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('removes temporary files left by writes cut short, once they are older than asked', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'maneno-local-'));
    try {
      const storage = new LocalStorage(dir);
      expect(await storage.removeUnfinished(Date.now())).toEqual([]);
      const stored = await storage.put(wavTone(), 'audio/wav', 'wav');
      const old = '.3f1c0d3e-8a9b-4c2d-9e1f-0a1b2c3d4e5f.tmp';
      const young = '.0b1c0d3e-8a9b-4c2d-9e1f-0a1b2c3d4e5f.tmp';
      for (const name of [old, young, '.other.tmp']) {
        await writeFile(join(storage.directory, name), 'x');
      }
      const hourAgo = new Date(Date.now() - 3600_000);
      for (const name of [old, '.other.tmp', stored.key]) {
        await utimes(join(storage.directory, name), hourAgo, hourAgo);
      }
      expect(await storage.removeUnfinished(Date.now() - 60_000)).toEqual([old]);
      expect((await readdir(storage.directory)).sort()).toEqual(
        ['.other.tmp', young, stored.key].sort(),
      );
      // Temporary files are not stored files.
      const listed = [];
      for await (const file of storage.list()) listed.push(file.fileKey);
      expect(listed).toEqual([`audio/${stored.key}`]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('gives a path only for generated names', () => {
    const storage = new LocalStorage('/srv/maneno');
    expect(storage.pathOf('../../etc/passwd')).toBeNull();
    expect(storage.pathOf('.hidden.tmp')).toBeNull();
    expect(storage.pathOf('3f1c0d3e-8a9b-4c2d-9e1f-0a1b2c3d4e5f.wav')).toBe(
      '/srv/maneno/uploads/audio/3f1c0d3e-8a9b-4c2d-9e1f-0a1b2c3d4e5f.wav',
    );
  });
});

describe('S3Storage', () => {
  it('stores the type and presigns for the configured lifetime', async () => {
    const storage = s3.storage({ bucket: 'maneno-audio', signedUrlTtlSeconds: 600 });
    try {
      const stored = await storage.put(wavTone(), 'audio/wav', 'wav');
      expect(stored.url).toBe(`${s3.endpoint}/maneno-audio/${stored.key}`);
      expect(stored.key).toMatch(/^audio\//);
      const signed = new URL(await storage.signedUrl(stored.url));
      expect(signed.searchParams.get('X-Amz-Expires')).toBe('600');
      const response = await fetch(signed);
      expect(response.headers.get('content-type')).toBe('audio/wav');
      // A copy lives no longer than the address that fetched it: once the entry is deleted, no
      // new address is signed, and kept copies soon go stale.
      expect(response.headers.get('cache-control')).toBe('public, max-age=600');
      await response.arrayBuffer();
    } finally {
      await storage.close();
    }
  });

  it('uses virtual-hosted addresses when path style is off', () => {
    const storage = new S3Storage({
      bucket: 'maneno',
      region: 'eu-west-3',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      forcePathStyle: false,
      prefix: '',
      signedUrlTtlSeconds: 3600,
    });
    const name = '3f1c0d3e-8a9b-4c2d-9e1f-0a1b2c3d4e5f.webm';
    expect(storage.owns(`https://maneno.s3.eu-west-3.amazonaws.com/audio/${name}`)).toBe(true);
    expect(storage.owns(`https://s3.eu-west-3.amazonaws.com/maneno/audio/${name}`)).toBe(false);
    expect(storage.owns(`https://other.s3.eu-west-3.amazonaws.com/audio/${name}`)).toBe(false);
  });
});

describe('createStorage', () => {
  it('uses S3 when S3_BUCKET is set, the local disk otherwise', async () => {
    const local = createStorage(parseEnv({ DATA_DIR: dataDir }));
    const remote = createStorage(
      parseEnv({
        S3_BUCKET: 'maneno-audio',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_ENDPOINT: s3.endpoint,
      }),
    );
    expect(local.kind).toBe('local');
    expect(remote.kind).toBe('s3');
    await Promise.all([local.close(), remote.close()]);
  });
});
