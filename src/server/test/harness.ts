import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { buildApp, type App, type AppOptions } from '../app';
import { hashPassword } from '../auth/password';
import type { Database, DatabaseKind } from '../db/client';
import { parseEnv, type Env } from '../env';
import { insertUser, type UserRow } from '../modules/users/users.repository';
import type { Role, UserStatus } from '@shared/roles';
import { openTestDatabase, testDatabaseKinds, truncateAll } from './databases';

export const TEST_PASSWORD = 'correct horse battery';
const HOUR = 3_600_000;

export interface TestContext {
  kind: DatabaseKind;
  app: App;
  database: Database;
  env: Env;
  createUser(overrides?: {
    email?: string;
    role?: Role;
    status?: UserStatus;
    password?: string;
  }): Promise<UserRow>;
  /** Signs in through the API and returns the Cookie header value to send with requests. */
  signIn(email: string, password?: string): Promise<string>;
  /** A user of the role, signed in: its cookie. */
  as(role: Role): Promise<string>;
}

/**
 * Hashes each test password once per test file: argon2id is built to be slow (tens of ms), and
 * suites create a user or more per test. Each user still gets a real hash the server verifies.
 */
const passwordHashes = new Map<string, Promise<string>>();
const testPasswordHash = (password: string) => {
  let hashed = passwordHashes.get(password);
  if (!hashed) passwordHashes.set(password, (hashed = hashPassword(password)));
  return hashed;
};

/** A throwaway DATA_DIR per test process, so uploads never land in the repository's ./data. */
let scratchDataDir: string | undefined;
const defaultDataDir = () => (scratchDataDir ??= mkdtempSync(join(tmpdir(), 'maneno-test-')));

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: defaultDataDir(),
    ...overrides,
  });
}

/**
 * Runs the suite once per test database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set)
 * against an app built in-process; every test starts with empty tables.
 */
export function describeWithApp(
  name: string,
  suite: (ctx: TestContext) => void,
  envOverrides: Record<string, string> = {},
  /**
   * For tests of page serving: a built client to serve (a folder with an index.html) and the
   * server renderer of the public pages. For tests of storage failures: the storage to use. For
   * the reference dictionary: its sources (src/server/test/fake-dictionary-sources.ts). For the
   * refusal of writes once the data directory is lost: its lock. For alphabet changes: the
   * number of words up to which keys are recomputed before the answer. For PGlite's auto-analyze:
   * its delays. For the public answers' cache: on, whatever the database.
   */
  options: Pick<
    AppOptions,
    | 'clientDir'
    | 'renderPage'
    | 'storage'
    | 'dictionarySources'
    | 'dataDirLock'
    | 'alphabetInlineLimit'
    | 'autoAnalyze'
    | 'responseCache'
  > = {},
) {
  describe.each(testDatabaseKinds)(`${name} [%s]`, (kind) => {
    const ctx = { kind } as TestContext;
    let counter = 0;
    beforeAll(async () => {
      ctx.env = testEnv(envOverrides);
      ctx.database = await openTestDatabase(kind);
      ctx.app = await buildApp({
        env: ctx.env,
        database: ctx.database,
        logger: false,
        // Factories write straight to the database: on PostgreSQL, search must not race the
        // notification of what they wrote.
        wordIndexCheckEverySearch: kind === 'postgres',
        // Likewise for the public answers kept until a change is notified: PGlite notifies with
        // the write; response-cache.test.ts waits for PostgreSQL's notifications.
        responseCache: kind === 'pglite',
        // No ANALYZE or VACUUM between a suite's statements, which would change the plans some
        // tests read: the auto-analyze tests pass delays of their own or call runNow().
        autoAnalyze: { debounceMs: HOUR, maxWaitMs: HOUR, intervalMs: HOUR, startupDelayMs: HOUR },
        ...options,
      });
      await ctx.app.ready();
    });
    afterAll(async () => {
      await ctx.app?.close();
      await ctx.database?.close();
    });
    beforeEach(async () => {
      await truncateAll(ctx.database);
    });

    ctx.createUser = async (overrides = {}) =>
      insertUser(ctx.database.db, {
        email: overrides.email ?? `user${++counter}@example.org`,
        passwordHash: await testPasswordHash(overrides.password ?? TEST_PASSWORD),
        role: overrides.role ?? 'editor',
        status: overrides.status ?? 'active',
      });
    ctx.signIn = async (email, password = TEST_PASSWORD) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'maneno_session');
      return `${cookie!.name}=${cookie!.value}`;
    };
    ctx.as = async (role) => ctx.signIn((await ctx.createUser({ role })).email);

    suite(ctx);
  });
}
