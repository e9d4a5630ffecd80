import { setTimeout as sleep } from 'node:timers/promises';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp, type App } from '@server/app';
import type { Db } from '@server/db/client';
import { languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import { JobStopped } from '@server/jobs/job-queue';
import { buildLanguage, buildWords } from '@server/test/factories';
import { openTestDatabase, testDatabaseKinds } from '@server/test/databases';
import { describeWithApp, testEnv } from '@server/test/harness';
import { send } from '@server/test/http';
import { compareSpellings, sortKey, toAlphabet, type Alphabet } from '@shared/alphabet';
import type { AlphabetView } from '@shared/schemas/alphabets';
import { ALPHABET_QUEUE, runAlphabetJob } from './alphabet-keys.job';

const SWAHILI_INPUT = {
  letters: "a b ch d dh e f g gh h i j k kh l m n ng' ny o p r s sh t th u v w y z".split(' '),
  ignoreTones: true,
};
const SWAHILI = toAlphabet(SWAHILI_INPUT);
const WORDS = ['nyumba', "ng'ombe", 'nguo', 'ndizi', 'dhahabu', 'duka', 'dawa', 'chai', 'zeze'];

const inMemory = (alphabet: Alphabet | null, words: string[]) =>
  [...words].sort((a, b) => compareSpellings(alphabet, a, b));

/** The language's words as the lists order them. */
const stored = (db: Db, languageId: number) =>
  db
    .select()
    .from(localWords)
    .where(eq(localWords.languageId, languageId))
    .orderBy(asc(localWords.sortKey), asc(localWords.homographNumber), asc(localWords.id));

/** Waits (bounded) until `done` holds. */
async function until(what: string, done: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`still waiting: ${what}`);
    await sleep(50);
  }
}

// With 3 words or fewer recomputed before the answer, every language here goes through the job.
describeWithApp(
  'alphabet recompute jobs',
  (ctx) => {
    const db = () => ctx.database.db;
    const url = (id: number) => `/api/languages/${id}/alphabet`;
    const swahili = async () => {
      const language = await buildLanguage(db(), { name: 'Kiswahili' });
      await buildWords(db(), WORDS.length, (i) => ({
        languageId: language.id,
        localWord: WORDS[i],
      }));
      return language;
    };

    it('answers 202 with the job, which puts every word in the new order; a word written meanwhile gets the new key', async () => {
      const language = await swahili();
      const editor = await ctx.as('editor');
      const res = await send(ctx.app, 'PUT', url(language.id), editor, SWAHILI_INPUT);
      expect(res.statusCode, res.body).toBe(202);
      const body = res.json() as AlphabetView & { jobId: string };
      expect(body.jobId).toMatch(/^[0-9a-f-]{36}$/);
      expect(body).toMatchObject({
        defined: true,
        version: 1,
        recompute: { jobId: body.jobId, done: 0, total: WORDS.length },
      });

      const created = await send(ctx.app, 'POST', '/api/words', editor, {
        fields: { languageId: String(language.id), localWord: 'nyama', frenchWord: 'viande' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const [nyama] = await db().select().from(localWords).where(eq(localWords.localWord, 'nyama'));
      expect(nyama).toMatchObject({ sortKey: sortKey(SWAHILI, 'nyama').key, sortKeyVersion: 1 });

      await until('the recompute', async () => {
        const view = (await send(ctx.app, 'GET', url(language.id), null)).json() as AlphabetView;
        return view.recompute === null;
      });
      const rows = await stored(db(), language.id);
      expect(rows.map((w) => w.localWord)).toEqual(inMemory(SWAHILI, [...WORDS, 'nyama']));
      expect(rows.every((w) => w.sortKeyVersion === 1)).toBe(true);
      expect(await ctx.app.jobs.state(ALPHABET_QUEUE, body.jobId)).toBe('completed');
      // Done: the alphabet can be changed again.
      const next = await send(ctx.app, 'DELETE', url(language.id), editor);
      expect(next.statusCode).toBe(202);
      await until('the second recompute', async () => {
        const [row] = await db().select().from(languages).where(eq(languages.id, language.id));
        return !row!.alphabetRecomputing;
      });
      expect((await stored(db(), language.id)).map((w) => w.localWord)).toEqual(
        inMemory(null, [...WORDS, 'nyama']),
      );
    });

    it('stops before a batch and resumes where the keys are; a job not the language’s does nothing', async () => {
      const language = await swahili();
      await db()
        .update(languages)
        .set({
          alphabet: SWAHILI,
          alphabetVersion: 1,
          alphabetRecomputing: true,
          alphabetJobId: 'job-1',
        })
        .where(eq(languages.id, language.id));
      const deps = { db: db(), jobs: ctx.app.jobs, log: ctx.app.log };
      const job = (id: string, signal = new AbortController().signal) => ({
        id,
        data: { languageId: language.id },
        retryCount: 0,
        retryLimit: 5,
        signal,
      });
      const current = async () =>
        (await stored(db(), language.id)).filter((w) => w.sortKeyVersion === 1).length;

      const stopping = new AbortController();
      stopping.abort();
      await expect(runAlphabetJob(deps, job('job-1', stopping.signal))).rejects.toThrow(JobStopped);
      await runAlphabetJob(deps, job('job-2'));
      expect(await current()).toBe(0);

      await runAlphabetJob(deps, job('job-1'));
      expect(await current()).toBe(WORDS.length);
      const [row] = await db().select().from(languages).where(eq(languages.id, language.id));
      expect(row!.alphabetRecomputing).toBe(false);
      expect((await stored(db(), language.id)).map((w) => w.localWord)).toEqual(
        inMemory(SWAHILI, WORDS),
      );
    });
  },
  {},
  { alphabetInlineLimit: 3 },
);

describe.each(testDatabaseKinds)('sort keys at start-up [%s]', (kind) => {
  it('gives a job to each language whose words are behind, and clears a mark left without one', async () => {
    const database = await openTestDatabase(kind, 'alphabets');
    let app: App | undefined;
    try {
      const db = database.db;
      // As after the migration that added the keys: empty keys of version -1.
      const behind = await buildLanguage(db, { alphabet: SWAHILI, name: 'Kiswahili' });
      await buildWords(db, WORDS.length, (i) => ({ languageId: behind.id, localWord: WORDS[i] }));
      await db
        .update(localWords)
        .set({ sortKey: '', sortKeyVersion: -1 })
        .where(eq(localWords.languageId, behind.id));
      // Current, with no job.
      const current = await buildLanguage(db, { name: 'Lingala' });
      await buildWords(db, 3, (i) => ({ languageId: current.id, localWord: `mbote${i}` }));
      // Marked as recomputing by a job a restore left behind, nothing behind.
      const stale = await buildLanguage(db, {
        name: 'isiZulu',
        alphabetRecomputing: true,
        alphabetJobId: '00000000-0000-4000-8000-000000000001',
      });
      await buildWords(db, 2, (i) => ({ languageId: stale.id, localWord: `umuntu${i}` }));

      app = await buildApp({ env: testEnv(), database, logger: false });
      await app.ready();
      const row = async (id: number) =>
        (await db.select().from(languages).where(eq(languages.id, id)))[0]!;
      expect(await row(stale.id)).toMatchObject({ alphabetRecomputing: false });
      expect(await row(current.id)).toMatchObject({
        alphabetRecomputing: false,
        alphabetJobId: null,
      });
      expect((await row(behind.id)).alphabetJobId).not.toBeNull();

      await until('the keys of the migrated words', async () => {
        const [left] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(localWords)
          .where(
            sql`${localWords.languageId} = ${behind.id} and ${localWords.sortKeyVersion} <> 0`,
          );
        return Number(left!.n) === 0 && !(await row(behind.id)).alphabetRecomputing;
      });
      expect((await stored(db, behind.id)).map((w) => w.localWord)).toEqual(
        inMemory(SWAHILI, WORDS),
      );
    } finally {
      await app?.close();
      await database.close();
    }
  });
});
