/**
 * Bringing sort keys up to date after an alphabet change (decision 031). The work is defined by
 * the data, not by the job: the words of a language whose key version is not the language's. So
 * the job is idempotent, a stopped one resumes where the keys are, and any way keys fall behind
 * (an alphabet change, the migration that added them, a restored older backup) is mended by the
 * same loop. A language has at most one job: the one named by languages.alphabet_job_id, queued
 * under the language row's lock; any other job of that language does nothing.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import { JobStopped, type JobQueue, type RunningJob } from '@server/jobs/job-queue';
import {
  anyBehind,
  findAlphabetRow,
  languagesToRecompute,
  wordsBehind,
  writeAlphabet,
  writeKeys,
} from './alphabets.repository';
import { keyColumns, type LanguageCollation } from './sort-keys';

export const ALPHABET_QUEUE = 'alphabet-keys';

/** Words recomputed per statement, and per transaction in the job. */
export const KEY_BATCH = 1000;

/**
 * Retried (a stop of the server mid-job uses an attempt, and the next start queues a new job if
 * they run out); a job whose process died is handed to a worker again after 30 s without a
 * heartbeat. A 200,000-word language takes about a minute.
 */
const QUEUE_OPTIONS = {
  retryLimit: 5,
  retryDelay: 1,
  heartbeatSeconds: 30,
  expireInSeconds: 3600,
  deleteAfterSeconds: 7 * 24 * 3600,
  notify: true,
};

export interface AlphabetJobDeps {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

/**
 * Recomputes the keys of up to `limit` words of the language that are behind `collation`, in one
 * statement: how many it read (0: none is left). A word respelt since it was read keeps the key
 * its writer gave it; that no word at all could be written means the batch would be read again
 * and again, so it is an error rather than a loop.
 */
export async function recomputeBatch(
  tx: Db,
  languageId: number,
  collation: LanguageCollation,
  limit = KEY_BATCH,
): Promise<number> {
  const words = await wordsBehind(tx, languageId, collation.version, limit);
  const written = await writeKeys(
    tx,
    collation.version,
    words.map((w) => {
      const { sortKey, outsideAlphabet } = keyColumns(collation, w.localWord);
      return { id: w.id, localWord: w.localWord, sortKey, outsideAlphabet };
    }),
  );
  if (words.length > 0 && written === 0) {
    throw new Error(`no sort key of language ${languageId} could be written`);
  }
  return words.length;
}

/**
 * Marks the language as recomputing and queues its job, in the caller's transaction (which holds
 * the language row for update): the job exists if and only if the mark does.
 */
export async function queueRecompute(tx: Db, jobs: JobQueue, languageId: number): Promise<string> {
  const jobId = randomUUID();
  await writeAlphabet(tx, languageId, { recomputing: true, jobId });
  await jobs.send(tx, ALPHABET_QUEUE, jobId, { languageId });
  return jobId;
}

type BatchOutcome = 'notOurs' | 'more' | 'none';

/** Runs one job: batches in their own transactions until no word of the language is behind. */
export async function runAlphabetJob(
  deps: AlphabetJobDeps,
  job: RunningJob<{ languageId: number }>,
): Promise<void> {
  const { languageId } = job.data;
  try {
    for (;;) {
      if (job.signal.aborted) throw new JobStopped();
      const outcome = await deps.db.transaction(async (tx): Promise<BatchOutcome> => {
        // Held for share: the alphabet cannot change during the batch; words are still written.
        const row = await findAlphabetRow(tx, languageId, { lock: 'share', deleted: true });
        // Gone (tests empty the tables), or another job's language.
        if (!row || row.jobId !== job.id) return 'notOurs';
        return (await recomputeBatch(tx, languageId, row)) > 0 ? 'more' : 'none';
      });
      if (outcome === 'notOurs') return;
      if (outcome === 'more') continue;
      // Done, unless something fell behind since the last batch (checked under the row's lock,
      // so no alphabet change slips between the check and the mark).
      const finished = await deps.db.transaction(async (tx) => {
        const row = await findAlphabetRow(tx, languageId, { lock: 'update', deleted: true });
        if (!row || row.jobId !== job.id) return true;
        if (await anyBehind(tx, languageId, row.version)) return false;
        await writeAlphabet(tx, languageId, { recomputing: false });
        return true;
      });
      if (finished) return;
    }
  } catch (err) {
    if (err instanceof JobStopped || job.signal.aborted) throw err;
    deps.log.error({ err, languageId, jobId: job.id }, 'alphabet keys recompute failed');
    // The last attempt frees the language: its alphabet can be changed again (which queues a new
    // job), and the next start queues one for the words still behind.
    if (job.retryCount >= job.retryLimit) {
      await deps.db.transaction(async (tx) => {
        const row = await findAlphabetRow(tx, languageId, { lock: 'update', deleted: true });
        if (row?.jobId === job.id) await writeAlphabet(tx, languageId, { recomputing: false });
      });
    }
    throw err;
  }
}

const ALIVE = new Set(['created', 'retry', 'active']);

/**
 * Gives a job to each language whose words are behind and that has none running (after the
 * migration that added keys, a restore of an older backup, a job whose attempts ran out), and
 * clears the mark of a language whose job is gone with nothing left behind. pg-boss is asked
 * outside any transaction (on PGlite its own connection would wait for ours); the row is then
 * re-read under its lock, and left alone if another instance queued a job meanwhile.
 */
export async function queueLanguagesBehind(deps: AlphabetJobDeps): Promise<number> {
  let queued = 0;
  for (const seen of await languagesToRecompute(deps.db)) {
    if (seen.recomputing && seen.jobId) {
      const state = await deps.jobs.state(ALPHABET_QUEUE, seen.jobId);
      if (state && ALIVE.has(state)) continue;
    }
    queued += await deps.db.transaction(async (tx) => {
      const row = await findAlphabetRow(tx, seen.id, { lock: 'update', deleted: true });
      if (!row || row.jobId !== seen.jobId || row.recomputing !== seen.recomputing) return 0;
      if (await anyBehind(tx, row.id, row.version)) {
        await queueRecompute(tx, deps.jobs, row.id);
        return 1;
      }
      await writeAlphabet(tx, row.id, { recomputing: false });
      return 0;
    });
  }
  return queued;
}

/**
 * Starts the worker with the app (after pg-boss): releases the jobs a dead process left active
 * (PGlite), works the queue one language at a time, and queues the languages left behind.
 */
export async function startAlphabetWorker(deps: AlphabetJobDeps): Promise<void> {
  await deps.jobs.start();
  await deps.jobs.ensureQueue(ALPHABET_QUEUE, QUEUE_OPTIONS);
  const released = await deps.jobs.releaseOrphans(ALPHABET_QUEUE);
  if (released > 0) deps.log.info({ released }, 'alphabet jobs resumed after a restart');
  await deps.jobs.work<{ languageId: number }>(ALPHABET_QUEUE, 1, (job) =>
    runAlphabetJob(deps, job),
  );
  const queued = await queueLanguagesBehind(deps);
  if (queued > 0) deps.log.info({ queued }, 'sort keys behind: recompute jobs queued');
}
