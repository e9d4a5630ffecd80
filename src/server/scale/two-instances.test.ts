/**
 * Two real instances of the app on one PostgreSQL database and one S3-protocol bucket, each with
 * its own pool, storage client, pg-boss workers and DATA_DIR, listening on ports of their own and
 * driven over HTTP as a load balancer would (decision 030). What one instance does, the other must
 * see; what must happen once happens once; what is limited is limited across both.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '@server/app';
import { hashPassword } from '@server/auth/password';
import { verifyArchive, type ArchiveSource } from '@server/backup/archive-reader';
import { restoreArchive } from '@server/backup/restore';
import { fromPostgres, queryRows, type Database } from '@server/db/client';
import { migrationsFolder } from '@server/db/migrate';
import { DEMO_GLOSSES, DEMO_LANGUAGES } from '@server/db/seed/demo-content';
import { dictionaryJobs, frenchWords } from '@server/db/schema/dictionary';
import type { DictionarySource, SourceEntry } from '@server/dictionary-sources/source';
import { JOB_SCHEMA } from '@server/jobs/job-queue';
import { insertUser } from '@server/modules/users/users.repository';
import { prepareDatabase } from '@server/prepare-database';
import { s3ClientConfig } from '@server/storage/s3-storage';
import type { S3Storage } from '@server/storage/s3-storage';
import { multipartPayload, wavTone } from '@server/test/audio-fixtures';
import { openTestDatabase, testDatabaseKinds } from '@server/test/databases';
import { buildLanguage } from '@server/test/factories';
import { fakeDictionarySources, type FakeSources } from '@server/test/fake-dictionary-sources';
import { TEST_PASSWORD, testEnv } from '@server/test/harness';
import { startTestS3, type TestS3 } from '@server/test/s3rver';
import type { Role } from '@shared/roles';
import type { JobStatus } from '@shared/schemas/dictionary';
import type { WordEntry } from '@shared/schemas/words';

/** The address visitors use (a load balancer's), the same on every instance. */
const PUBLIC_URL = 'http://dictionary.example.org';
const LOGIN_FAILURES = 4;
const SEARCH_LIMIT = 4;

interface Instance {
  name: string;
  app: App;
  database: Database;
  base: string;
  sources: FakeSources;
  /** How many times each of its sources was read from the start. */
  reads: Map<DictionarySource, number>;
}

/** Counts reads of every source of the set, so a job run twice shows. */
function countReads(sources: FakeSources): Map<DictionarySource, number> {
  const reads = new Map<DictionarySource, number>();
  for (const source of [...sources.french, ...sources.english]) {
    const entries = source.entries.bind(source);
    reads.set(source, 0);
    source.entries = (signal?: AbortSignal): AsyncIterable<SourceEntry> => {
      reads.set(source, reads.get(source)! + 1);
      return entries(signal);
    };
  }
  return reads;
}

const totalReads = (instance: Instance) => [...instance.reads.values()].reduce((a, b) => a + b, 0);

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  bytes: Buffer;
}

/**
 * One HTTP request to an instance: as the browser at `client` (an address the load balancer puts
 * in X-Forwarded-For) with its session cookie, JSON or multipart, Origin on writes as the
 * browser sends it.
 */
async function call(
  instance: Instance,
  method: 'GET' | 'POST',
  path: string,
  options: {
    client: string;
    cookie?: string;
    json?: object;
    form?: Parameters<typeof multipartPayload>;
  },
): Promise<Answer> {
  const headers: Record<string, string> = {
    'x-forwarded-for': options.client,
    'accept-language': 'en',
  };
  if (options.cookie) headers.cookie = options.cookie;
  if (method !== 'GET') headers.origin = PUBLIC_URL;
  let body: Uint8Array<ArrayBuffer> | string | undefined;
  if (options.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    const form = await multipartPayload(...options.form);
    Object.assign(headers, form.headers);
    body = new Uint8Array(form.payload);
  }
  const res = await fetch(instance.base + path, { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get('content-type')?.startsWith('application/json');
  return {
    status: res.status,
    headers: res.headers,
    body: json ? JSON.parse(bytes.toString('utf8')) : null,
    bytes,
  };
}

/** Each test's browser has an address of its own, so no test spends another's budget. */
let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

describe.runIf(testDatabaseKinds[0] === 'postgres')(
  'two instances on one PostgreSQL and one S3 bucket',
  () => {
    let s3: TestS3;
    /** The test's own connection, to look at rows. */
    let shared: Database;
    let a: Instance;
    let b: Instance;
    const closers: (() => Promise<unknown>)[] = [];
    let passwordHash: string;
    let users = 0;

    /** An app as index.ts starts one: its own pool on the URL, storage from the env, listening. */
    async function startInstance(
      name: string,
      url: string,
      env: Record<string, string>,
    ): Promise<Instance> {
      const dataDir = await mkdtemp(join(tmpdir(), `maneno-instance-${name}-`));
      closers.push(() => rm(dataDir, { recursive: true, force: true }));
      const database = fromPostgres(url, 4);
      const sources = fakeDictionarySources();
      const reads = countReads(sources);
      const app = await buildApp({
        env: testEnv({ DATA_DIR: dataDir, DATABASE_URL: url, ...env }),
        database,
        dictionarySources: sources,
        logger: false,
      });
      // Closed in reverse order: the app (its workers and storage), then its pool.
      closers.push(() => database.close());
      closers.push(() => app.close());
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      return { name, app, database, base: `http://127.0.0.1:${port}`, sources, reads };
    }

    /** What every instance is started with (decision 030 says why each must be the same). */
    let instanceEnv: Record<string, string>;

    beforeAll(async () => {
      s3 = await startTestS3();
      closers.push(() => s3.stop());
      await Promise.all(['audio', 'backups', 'restored'].map((bucket) => s3.createBucket(bucket)));
      shared = await openTestDatabase('postgres');
      closers.push(() => shared.close());
      if (shared.kind !== 'postgres') throw new Error('expected PostgreSQL');
      passwordHash = await hashPassword(TEST_PASSWORD);
      instanceEnv = {
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_BUCKET: 'audio',
        BACKUP_S3_BUCKET: 'backups',
        PUBLIC_URL,
        ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        TRUST_PROXY: 'true',
        LOGIN_MAX_FAILURES_PER_EMAIL_IP: String(LOGIN_FAILURES),
        SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCH_LIMIT),
      };
      // Started together, as a deployment's instances are: pg-boss's schema and queues are
      // created once, whoever comes first.
      [a, b] = await Promise.all([
        startInstance('a', shared.url, instanceEnv),
        startInstance('b', shared.url, instanceEnv),
      ]);
    });

    afterAll(async () => {
      for (const close of closers.reverse()) await close();
    });

    async function createUser(role: Role) {
      return insertUser(shared.db, {
        email: `${role}${++users}@example.org`,
        passwordHash,
        role,
        status: 'active',
      });
    }

    async function signIn(instance: Instance, email: string, client: string): Promise<string> {
      const res = await call(instance, 'POST', '/api/auth/login', {
        client,
        json: { email, password: TEST_PASSWORD },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .find((c) => c.startsWith('maneno_session='));
      return cookie!;
    }

    it('instances started together on an empty database migrate it, create the superadmin and seed the demo once', async () => {
      const empty = await openTestDatabase('postgres', 'fresh', { migrated: false });
      closers.push(() => empty.close());
      if (empty.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const pools = [fromPostgres(empty.url, 4), fromPostgres(empty.url, 4)];
      closers.push(() => Promise.all(pools.map((pool) => pool.close())));
      const env = testEnv({
        DATABASE_URL: empty.url,
        SEED_DEMO: 'true',
        SUPERADMIN_EMAIL: 'boss@example.org',
        SUPERADMIN_PASSWORD: 'configured pass',
      });
      // What index.ts does before building the app, on both instances at once.
      const started = await Promise.allSettled(pools.map((pool) => prepareDatabase(pool, env)));
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : s.status))).toEqual([
        'fulfilled',
        'fulfilled',
      ]);
      const admins = started.map(
        (s) => (s as PromiseFulfilledResult<{ id: number; created: boolean }>).value,
      );
      expect(admins.filter((admin) => admin.created)).toHaveLength(1);
      expect(admins[0]!.id).toBe(admins[1]!.id);

      const journal = JSON.parse(
        readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const [counts] = await queryRows<Record<string, number>>(
        empty.db,
        sql`select
          (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
          (select count(*)::int from users) as users,
          (select count(*)::int from languages) as languages,
          (select count(*)::int from french_words) as "frenchWords"`,
      );
      expect(counts).toEqual({
        migrations: journal.entries.length,
        users: 1,
        languages: DEMO_LANGUAGES.length,
        frenchWords: DEMO_GLOSSES.length,
      });
    });

    it('a session made by signing in on A works on B, and signing out on B ends it on A', async () => {
      const client = newClient();
      const editor = await createUser('editor');
      const cookie = await signIn(a, editor.email, client);

      const onB = await call(b, 'GET', '/api/auth/me', { client, cookie });
      expect(onB.status).toBe(200);
      expect(onB.body).toMatchObject({ user: { id: editor.id, email: editor.email } });
      // B knows the user from the cookie alone: without it, nobody.
      expect((await call(b, 'GET', '/api/auth/me', { client })).status).toBe(401);

      expect((await call(b, 'POST', '/api/auth/logout', { client, cookie })).status).toBe(204);
      const onA = await call(a, 'GET', '/api/auth/me', { client, cookie });
      expect(onA.status).toBe(401);
      expect((await call(b, 'GET', '/api/auth/me', { client, cookie })).status).toBe(401);
    });

    it('a background job started on A runs once, on one of the two workers', async () => {
      expect(a.app.jobs.started && b.app.jobs.started).toBe(true);
      const client = newClient();
      const cookie = await signIn(a, (await createUser('editor')).email, client);
      // Both instances' first source stops after three words until released: whichever worker
      // took the job holds it while the other one polls the queue (every second) and is woken
      // by the job's notification.
      for (const instance of [a, b]) instance.sources.lefff.hold(3);
      try {
        const started = await call(a, 'POST', '/api/dictionary/french/import-background', {
          client,
          cookie,
          json: { maxWords: 1000 },
        });
        expect(started.status, JSON.stringify(started.body)).toBe(202);
        await Promise.race([a.sources.lefff.held, b.sources.lefff.held]);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        // B reports the job A started, from the shared progress row.
        const running = await call(b, 'GET', '/api/dictionary/import-status/french', {
          client,
          cookie,
        });
        expect(running.body).toMatchObject({ isImporting: true, state: 'running' });
        expect(totalReads(a) + totalReads(b)).toBe(1);
      } finally {
        for (const instance of [a, b]) instance.sources.lefff.release();
      }

      let status: JobStatus;
      for (const deadline = Date.now() + 15_000; ;) {
        status = (await call(b, 'GET', '/api/dictionary/import-status/french', { client, cookie }))
          .body as JobStatus;
        if (!status.isImporting || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Lefff's eight words and FreeDict's one more, read once by one instance.
      expect(status).toMatchObject({ state: 'completed', imported: 9, total: 9, wordsAdded: 18 });
      const ran = [a, b].filter((instance) => totalReads(instance) > 0);
      expect(ran).toHaveLength(1);
      expect(totalReads(ran[0]!)).toBe(2); // Lefff, then FreeDict
      const [row] = await shared.db
        .select()
        .from(dictionaryJobs)
        .where(eq(dictionaryJobs.id, status.jobId!));
      // A second attempt would have noted that it resumed the row.
      expect(row!.notes.map((note) => note.key)).toEqual(['sourcesExhausted']);
      const boss = await queryRows<{ state: string; retry_count: number }>(
        shared.db,
        sql`select state, retry_count from ${sql.identifier(JOB_SCHEMA)}.job where id = ${row!.bossJobId}`,
      );
      expect(boss).toEqual([{ state: 'completed', retry_count: 0 }]);
      const [{ count }] = (await queryRows<{ count: number }>(
        shared.db,
        sql`select count(*)::int as count from ${frenchWords}`,
      )) as [{ count: number }];
      expect(count).toBe(9);
    });

    it('a word written on A with its audio is found at once on B, and its audio read through B', async () => {
      const client = newClient();
      const cookie = await signIn(a, (await createUser('editor')).email, client);
      const language = await buildLanguage(shared.db, { name: 'Kiswahili' });
      const audio = wavTone(0.2, 330);
      const created = await call(a, 'POST', '/api/words', {
        client,
        cookie,
        form: [
          { languageId: String(language.id), localWord: 'mwanakondoo', frenchWord: 'agneau' },
          [{ field: 'audio1', name: 'mwanakondoo.wav', type: 'audio/wav', data: audio }],
        ],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const word = (created.body as WordEntry).localWord;
      // Stored in the shared bucket, not on A's disk.
      expect(word.audioUrl).toMatch(new RegExp(`^${s3.endpoint}/audio/audio/[^/]+\\.wav$`));

      // At once, on B: the global search (signed in and anonymous) and the public list's search.
      const ids = (body: unknown) => (body as { id: number }[]).map((hit) => hit.id);
      const signedIn = await call(b, 'GET', '/api/search/words?q=mwanakondo', { client, cookie });
      expect(signedIn.status).toBe(200);
      expect(ids(signedIn.body)).toContain(word.id);
      const visitor = newClient();
      const anonymous = await call(b, 'GET', '/api/search/words?q=mwanakondoo', {
        client: visitor,
      });
      expect(ids(anonymous.body)).toContain(word.id);
      const listed = await call(b, 'GET', '/api/words/paginated?published=true&search=kondoo', {
        client: visitor,
      });
      expect(listed.status).toBe(200);
      expect(
        (listed.body as { data: { localWord: { id: number } }[] }).data.map((w) => w.localWord.id),
      ).toContain(word.id);

      // B signs a playable address for A's file, and the bytes are those uploaded.
      const signed = await call(
        b,
        'GET',
        `/api/audio/signed-url?url=${encodeURIComponent(word.audioUrl!)}`,
        { client: visitor },
      );
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
      const played = await fetch((signed.body as { signedUrl: string }).signedUrl);
      expect(played.status).toBe(200);
      expect(Buffer.from(await played.arrayBuffer()).equals(audio)).toBe(true);
    });

    it('shares the sign-in and search limits: failures and searches on A count on B', async () => {
      const client = newClient();
      const editor = await createUser('editor');
      const login = (instance: Instance, password: string) =>
        call(instance, 'POST', '/api/auth/login', {
          client,
          json: { email: editor.email, password },
        });
      // The limit's failures, spread over both instances.
      for (let i = 0; i < LOGIN_FAILURES; i++) {
        expect((await login(i % 2 === 0 ? a : b, 'wrong password')).status).toBe(401);
      }
      for (const instance of [a, b]) {
        const refused = await login(instance, TEST_PASSWORD);
        expect(refused.status, instance.name).toBe(429);
        expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }

      const searcher = newClient();
      const search = (instance: Instance, who = searcher) =>
        call(instance, 'GET', '/api/search/words?q=mo', { client: who });
      for (let i = 0; i < SEARCH_LIMIT; i++) {
        const res = await search(i % 2 === 0 ? a : b);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-ratelimit-remaining')).toBe(String(SEARCH_LIMIT - 1 - i));
      }
      for (const instance of [a, b]) {
        const refused = await search(instance);
        expect(refused.status, instance.name).toBe(429);
        expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // The budget is the client's: another address searches on either.
      expect((await search(a, newClient())).status).toBe(200);
    });

    it('a backup taken on A restores into a fresh database whose app answers with the data', async () => {
      const client = newClient();
      const admin = await createUser('admin');
      const cookie = await signIn(b, admin.email, client);
      const language = await buildLanguage(shared.db, { name: 'Lingala' });
      const audio = wavTone(0.15, 550);
      const created = await call(b, 'POST', '/api/words', {
        client,
        cookie,
        form: [
          { languageId: String(language.id), localWord: 'mbwa', frenchWord: 'chien' },
          [{ field: 'audio1', name: 'mbwa.wav', type: 'audio/wav', data: audio }],
        ],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const word = (created.body as WordEntry).localWord;

      // The same admin's session, on the other instance.
      const backup = await call(a, 'POST', '/api/backup/database', { client, cookie });
      expect(backup.status, JSON.stringify(backup.body)).toBe(200);
      const { path } = backup.body as { path: string };
      expect(path).toMatch(/^s3:\/\/backups\/backups\/maneno-backup-[-\d]+\.tar\.gz$/);

      const source = s3Source(path);
      const manifest = await verifyArchive(source);
      const third = await openTestDatabase('postgres', 'third');
      closers.push(() => third.close());
      const storage: S3Storage = s3.storage({ bucket: 'restored' });
      // The word written on B is in the archive A took, with its audio.
      expect(manifest.files.map((file) => file.url)).toContain(word.audioUrl);
      await restoreArchive(source, manifest, { database: third, storage });
      if (third.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const c = await startInstance('c', third.url, {
        ...instanceEnv,
        S3_BUCKET: 'restored',
      });
      await storage.close();

      // On the restored site: the admin signs in, the word reads as it was, its audio plays.
      const restoredCookie = await signIn(c, admin.email, client);
      const read = await call(c, 'GET', `/api/words/${word.id}`, {
        client,
        cookie: restoredCookie,
      });
      expect(read.status).toBe(200);
      const restored = (read.body as WordEntry).localWord;
      expect(restored).toMatchObject({ localWord: 'mbwa', languageId: language.id });
      expect(restored.audioUrl).toMatch(new RegExp(`^${s3.endpoint}/restored/audio/[^/]+\\.wav$`));
      const found = await call(c, 'GET', '/api/search/words?q=mbwa', { client: newClient() });
      expect((found.body as { id: number }[]).map((hit) => hit.id)).toContain(word.id);
      const signed = await call(
        c,
        'GET',
        `/api/audio/signed-url?url=${encodeURIComponent(restored.audioUrl!)}`,
        { client },
      );
      const played = await fetch((signed.body as { signedUrl: string }).signedUrl);
      expect(Buffer.from(await played.arrayBuffer()).equals(audio)).toBe(true);
    });

    /** Reads s3://bucket/key as the restore command does. */
    function s3Source(path: string): ArchiveSource {
      const [, bucket, key] = /^s3:\/\/([^/]+)\/(.+)$/.exec(path)!;
      return async () => {
        const client = new S3Client(
          s3ClientConfig({
            region: 'us-east-1',
            endpoint: s3.endpoint,
            forcePathStyle: true,
            accessKeyId: 'S3RVER',
            secretAccessKey: 'S3RVER',
          }),
        );
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const body = object.Body as Readable;
        body.once('close', () => client.destroy());
        return body;
      };
    }
  },
);
