import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@server/env';
import { startTestS3, type TestS3 } from '@server/test/s3rver';
import { createWorkFiles, isWorkKey, newWorkKey, type WorkFiles } from './work-files';

let s3: TestS3;
let dataDir: string;
const subjects: Record<string, WorkFiles> = {};

beforeAll(async () => {
  s3 = await startTestS3();
  await s3.createBucket('maneno-work');
  dataDir = await mkdtemp(join(tmpdir(), 'maneno-work-test-'));
  subjects.local = createWorkFiles(parseEnv({ DATA_DIR: dataDir }));
  subjects.s3 = createWorkFiles(
    parseEnv({
      DATA_DIR: dataDir,
      S3_BUCKET: 'maneno-work',
      S3_PREFIX: 'site/',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_ENDPOINT: s3.endpoint,
    }),
  );
});

afterAll(async () => {
  for (const files of Object.values(subjects)) files.close();
  await s3?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A stream of `count` chunks of 64 KB, bigger than one S3 part (5 MB) when count > 80. */
const chunks = (count: number, byte: number) =>
  Readable.from(Array.from({ length: count }, () => Buffer.alloc(65_536, byte)));

describe('work file keys', () => {
  it('are generated per area, and nothing else is a key', () => {
    const key = newWorkKey('imports', 'zip');
    expect(key).toMatch(/^imports\/[0-9a-f-]{36}\.zip$/);
    expect(isWorkKey(key)).toBe(true);
    for (const bad of [
      'imports/../secret.key',
      'audio/x.mp3',
      `other/${key.slice(8)}`,
      'imports/a.zip',
    ])
      expect(isWorkKey(bad)).toBe(false);
    expect(() => newWorkKey('reports', '../x')).toThrow();
  });
});

describe.each(['local', 's3'])('work files on %s', (kind) => {
  const files = () => subjects[kind]!;

  it('stores a stream whole, reads it back, lists it in its area only, and removes it', async () => {
    const key = newWorkKey('exports', 'zip');
    // Over 5 MB: on S3 a multipart upload of two parts.
    const { size } = await files().save(key, chunks(100, 7), 'application/zip');
    expect(size).toBe(100 * 65_536);
    const opened = await files().open(key);
    expect(opened?.size).toBe(size);
    const bytes = await buffer(opened!.stream);
    expect(bytes.length).toBe(size);
    expect(bytes.every((b) => b === 7)).toBe(true);

    const exports = [];
    for await (const file of files().list('exports')) exports.push(file.key);
    expect(exports).toContain(key);
    const imports = [];
    for await (const file of files().list('imports')) imports.push(file.key);
    expect(imports).not.toContain(key);

    await files().remove(key);
    expect(await files().open(key)).toBeNull();
    await files().remove(key); // a missing file is not an error
  });

  it('gives a local path holding the bytes, then keeps no copy of an S3 object', async () => {
    const key = newWorkKey('imports', 'lift');
    await files().save(key, Readable.from([Buffer.from('<lift version="0.13"/>')]), 'text/xml');
    let seen = '';
    const answer = await files().withLocalPath(key, async (path) => {
      seen = path;
      return readFile(path, 'utf8');
    });
    expect(answer).toBe('<lift version="0.13"/>');
    if (kind === 's3') await expect(readFile(seen)).rejects.toThrow();
    expect(await files().withLocalPath(newWorkKey('imports', 'lift'), async () => 'x')).toBeNull();
  });

  it('stores nothing under the key when the stream fails', async () => {
    const key = newWorkKey('reports', 'csv');
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(files().save(key, failing, 'text/csv')).rejects.toThrow('client went away');
    expect(await files().open(key)).toBeNull();
  });

  it('refuses a key it did not generate', async () => {
    await expect(files().open('imports/../../secret.key')).rejects.toThrow(/not a work file key/);
  });
});

describe('local work files', () => {
  it('sweeps writes cut short once they are old, and only them', async () => {
    const local = subjects.local!;
    const key = newWorkKey('imports', 'zip');
    await local.save(key, Readable.from([Buffer.from('PK')]), 'application/zip');
    const old = join(dataDir, 'work', 'imports', '.0b3c1a9e-5d2f-4c1e-9a55-3c2b7d0e9f41.partial');
    const recent = join(
      dataDir,
      'work',
      'imports',
      '.1b3c1a9e-5d2f-4c1e-9a55-3c2b7d0e9f41.partial',
    );
    await writeFile(old, 'x');
    await writeFile(recent, 'x');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(old, hourAgo, hourAgo);
    const removed = await local.removeUnfinished(Date.now() - 60_000);
    expect(removed).toEqual(['imports/.0b3c1a9e-5d2f-4c1e-9a55-3c2b7d0e9f41.partial']);
    expect(await local.open(key)).not.toBeNull();
    await expect(readFile(recent, 'utf8')).resolves.toBe('x');
  });
});
