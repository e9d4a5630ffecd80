import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp, type App } from '@server/app';
import { hashPassword } from '@server/auth/password';
import { queryRows } from '@server/db/client';
import { dictionaryJobs, frenchWords } from '@server/db/schema/dictionary';
import { insertUser } from '@server/modules/users/users.repository';
import { openTestDatabase, testDatabaseKinds } from '@server/test/databases';
import { waitForJob } from '@server/test/dictionary-jobs';
import { fakeDictionarySources } from '@server/test/fake-dictionary-sources';
import { TEST_PASSWORD, testEnv } from '@server/test/harness';
import { send } from '@server/test/http';

/**
 * A job interrupted by the server stopping is resumed by the next start, or, when its pg-boss
 * job is gone, reported as interrupted: it is never silently lost.
 */
describe.each(testDatabaseKinds)('dictionary jobs across a restart [%s]', (kind) => {
  const env = testEnv();

  async function start(database: Awaited<ReturnType<typeof openTestDatabase>>, sources: object) {
    const app = await buildApp({
      env,
      database,
      logger: false,
      dictionarySources: sources as never,
    });
    await app.ready();
    return app;
  }
  async function signIn(app: App, email: string) {
    const res = await send(app, 'POST', '/api/auth/login', null, {
      email,
      password: TEST_PASSWORD,
    });
    const cookie = res.cookies.find((c) => c.name === 'maneno_session')!;
    return `${cookie.name}=${cookie.value}`;
  }

  it('resumes an import stopped mid-run, without duplicating a word', async () => {
    const database = await openTestDatabase(kind);
    const sources = fakeDictionarySources();
    sources.lefff.set({ generated: 1600 });
    let app: App | undefined;
    try {
      await insertUser(database.db, {
        email: 'editor@example.org',
        passwordHash: await hashPassword(TEST_PASSWORD),
        role: 'editor',
        status: 'active',
      });
      app = await start(database, sources);
      const editor = await signIn(app, 'editor@example.org');
      // The read stops after 1100 entries: seven batches of 150 (a tenth of 1500) are in, the
      // eighth is being read.
      sources.lefff.hold(1100);
      const res = await send(app, 'POST', '/api/dictionary/french/import-background', editor, {
        maxWords: 1500,
      });
      expect(res.statusCode).toBe(202);
      await sources.lefff.held;
      const [running] = await database.db.select().from(dictionaryJobs);
      expect(running).toMatchObject({ state: 'running', imported: 1050 });

      await app.close(); // the server stops mid-job
      app = undefined;
      const [stopped] = await database.db.select().from(dictionaryJobs);
      expect(stopped).toMatchObject({ state: 'running', imported: 1050 });

      sources.lefff.release();
      app = await start(database, sources);
      const done = await waitForJob(
        app,
        '/api/dictionary/import-status/french',
        await signIn(app, 'editor@example.org'),
      );
      expect(done).toMatchObject({
        state: 'completed',
        imported: 1500,
        total: 1500,
        message: 'Reprise après une interruption.',
      });
      const [counts] = await queryRows<{ n: number; d: number }>(
        database.db,
        sql`select count(*)::int as n, count(distinct lower(word))::int as d from ${frenchWords}`,
      );
      expect([Number(counts!.n), Number(counts!.d)]).toEqual([1500, 1500]);
    } finally {
      sources.lefff.release();
      await app?.close();
      await database.close();
    }
  });

  it('reports a job whose pg-boss job is gone as interrupted, and frees its dictionary', async () => {
    const database = await openTestDatabase(kind);
    const sources = fakeDictionarySources();
    let app: App | undefined;
    try {
      await insertUser(database.db, {
        email: 'admin@example.org',
        passwordHash: await hashPassword(TEST_PASSWORD),
        role: 'admin',
        status: 'active',
      });
      app = await start(database, sources);
      const admin = await signIn(app, 'admin@example.org');
      sources.wordnet.hold(2);
      const res = await send(app, 'POST', '/api/dictionary/english/import-background', admin, {
        maxWords: 5,
      });
      expect(res.statusCode).toBe(202);
      await sources.wordnet.held;
      await app.close();
      app = undefined;
      // The job is lost (its queue row deleted, as if its database had been restored without it).
      const [row] = await database.db.select().from(dictionaryJobs);
      await database.db.execute(sql`delete from pgboss.job where id = ${row!.bossJobId}::uuid`);

      sources.wordnet.release();
      app = await start(database, sources);
      const cookie = await signIn(app, 'admin@example.org');
      const status = (
        await send(app, 'GET', '/api/dictionary/import-status/english', cookie)
      ).json();
      expect(status).toMatchObject({
        isImporting: false,
        state: 'interrupted',
        message:
          "Interrompue : le serveur s'est arrêté pendant la tâche et elle n'a pas pu reprendre.",
      });
      expect(status.finishedAt).toEqual(expect.any(Number));
      const [after] = await database.db
        .select()
        .from(dictionaryJobs)
        .where(eq(dictionaryJobs.id, row!.id));
      expect(after!.message).toBe('pg-boss job not found');
      // The dictionary is free again.
      const again = await send(app, 'POST', '/api/dictionary/english/import-background', cookie, {
        maxWords: 5,
      });
      expect(again.statusCode).toBe(202);
      expect(await waitForJob(app, '/api/dictionary/import-status/english', cookie)).toMatchObject({
        state: 'completed',
        imported: 5,
      });
    } finally {
      sources.wordnet.release();
      await app?.close();
      await database.close();
    }
  });
});
