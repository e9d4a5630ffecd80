import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type App } from '../app';
import { hashPassword } from '../auth/password';
import type { Database, DatabaseKind } from '../db/client';
import type { Env } from '../env';
import { insertUser, type UserRow } from '../modules/users/users.repository';
import { ROLES, type Role } from '@shared/roles';
import { openTestDatabase, testDatabaseKinds, truncateAll } from './databases';
import { fakeDictionarySources } from './fake-dictionary-sources';
import { TEST_PASSWORD, testEnv } from './harness';

export interface SharedAppContext {
  kind: DatabaseKind;
  app: App;
  database: Database;
  env: Env;
  /** One signed-in user per role, created once for the whole suite. */
  users: Record<Role, UserRow>;
  cookies: Record<Role, string>;
  /** Signs the user in again: a new session cookie. */
  signIn(email: string): Promise<string>;
}

/**
 * Like describeWithApp, but for suites that walk every route: one app per database kind, the
 * users created once, and the tables NOT emptied between tests (rows the suite seeds stay).
 */
export function describeWithSharedApp(
  name: string,
  suite: (ctx: SharedAppContext) => void,
  envOverrides: Record<string, string> = {},
) {
  describe.each(testDatabaseKinds)(`${name} [%s]`, (kind) => {
    const ctx = { kind } as SharedAppContext;
    ctx.signIn = async (email) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: TEST_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'maneno_session')!;
      return `${cookie.name}=${cookie.value}`;
    };
    beforeAll(async () => {
      ctx.env = testEnv(envOverrides);
      ctx.database = await openTestDatabase(kind);
      await truncateAll(ctx.database);
      ctx.app = await buildApp({
        env: ctx.env,
        database: ctx.database,
        logger: false,
        dictionarySources: fakeDictionarySources(),
      });
      await ctx.app.ready();
      const passwordHash = await hashPassword(TEST_PASSWORD);
      ctx.users = {} as SharedAppContext['users'];
      ctx.cookies = {} as SharedAppContext['cookies'];
      for (const role of ROLES) {
        ctx.users[role] = await insertUser(ctx.database.db, {
          email: `${role}@example.org`,
          passwordHash,
          role,
          status: 'active',
        });
        ctx.cookies[role] = await ctx.signIn(`${role}@example.org`);
      }
    });
    afterAll(async () => {
      await ctx.app?.close();
      await ctx.database?.close();
    });
    suite(ctx);
  });
}
