/**
 * Dictionary jobs (decision 017): imports, sync-both, sync-definitions and fix-definitions run on
 * one pg-boss queue; each has a row in dictionary_jobs that the screens poll. Starting one takes a
 * transaction-level advisory lock, refuses (409) while another job touches the same dictionary,
 * and inserts the row and queues its pg-boss job in the same transaction. The worker resumes a
 * row it finds running (an earlier attempt stopped), and start-up marks as interrupted the rows
 * whose pg-boss job is gone or finished without them.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import type { JobNote } from '@server/db/schema/dictionary';
import { AppError } from '@server/http/app-error';
import { JobStopped, type JobQueue, type RunningJob } from '@server/jobs/job-queue';
import type { UserRow } from '@server/modules/users/users.repository';
import type { DictionarySide, DictionarySourceName, JobKind } from '@shared/schemas/dictionary';
import {
  activeJobs,
  findJob,
  finishJob,
  insertJob,
  jobsInFlight,
  latestJob,
  markRunning,
  writeProgress,
  type DictionaryJobRow,
  type JobProgress,
} from './dictionary-jobs.repository';
import type { DictionarySourceSet } from './source-set';
import { unavailableNote, type UnavailableSource } from './source-problems';

/** The one queue of dictionary work. */
export const DICTIONARY_QUEUE = 'dictionary';

/**
 * Retried up to 5 times (a stop of the server mid-job uses one); a worker sends a heartbeat every
 * 15 s, and a job without one for 30 s (its process died) is handed to a worker again by the
 * supervisor (every 10 s). Expiry only bounds a stuck job: a web import paced at 1 s a word may
 * take hours.
 */
const QUEUE_OPTIONS = {
  retryLimit: 5,
  retryDelay: 1,
  heartbeatSeconds: 30,
  expireInSeconds: 12 * 3600,
  deleteAfterSeconds: 7 * 24 * 3600,
  notify: true,
};

/** Two jobs at a time in a process: one per dictionary (sync-both excludes both). */
const CONCURRENCY = 2;
/** Any constant; the same in every instance of the app. */
const JOB_LOCK_KEY = 7_347_202;
/** How often rows are checked against pg-boss for jobs lost without a word (see reconcileJobs). */
const RECONCILE_MS = 60_000;

export interface JobDeps {
  db: Db;
  jobs: JobQueue;
  sources: DictionarySourceSet;
  log: FastifyBaseLogger;
}

/** The row was deleted or taken over: this attempt stops without touching anything. */
class JobGone extends Error {}

/** A job in progress, as its runner sees it: its row (kept current) and its progress writes. */
export class JobRun {
  constructor(
    readonly deps: JobDeps,
    public row: DictionaryJobRow,
    readonly signal: AbortSignal,
    /** An earlier attempt had started it. */
    readonly resumed: boolean,
  ) {}

  get db() {
    return this.deps.db;
  }

  get params() {
    return this.row.params as Record<string, unknown>;
  }

  /** Writes progress (inside the batch's transaction when given one, so both commit together). */
  async progress(progress: JobProgress, tx: Db = this.deps.db) {
    const row = await writeProgress(tx, this.row.id, this.row.bossJobId!, progress);
    if (!row) throw new JobGone();
    this.row = row;
  }

  note(key: string, params?: JobNote['params']) {
    return this.progress({ notes: [{ key, params }] });
  }

  /** A source it cannot read: the cause to the log, a translated note to the screens. */
  sourceUnavailable(source: UnavailableSource) {
    this.deps.log.warn(
      { jobId: this.row.id, source: source.title, side: source.side, detail: source.detail },
      'dictionary source unavailable',
    );
    return this.progress({ notes: [unavailableNote(source)] });
  }

  /** Stops here if the server is stopping (the job resumes on the next start). */
  checkpoint() {
    if (this.signal.aborted) throw new JobStopped();
  }
}

/** What a runner reports at the end: the final total, and notes. */
export interface JobEnd {
  total?: number;
  notes?: JobNote[];
}
export type JobRunner = (run: JobRun) => Promise<JobEnd>;

const jobRunning = (busy: DictionaryJobRow) =>
  new AppError(
    'CONFLICT',
    409,
    'dictionaryJobRunning',
    {},
    {
      jobId: busy.id,
      kind: busy.kind,
      side: busy.side,
      state: busy.state,
    },
  );

/**
 * Starts a job: under a transaction-level advisory lock, refuses while a queued or running job
 * touches the same dictionary (sync-both touches both), then inserts the row and queues its
 * pg-boss job in the same transaction.
 */
export async function startJob(
  deps: JobDeps,
  user: UserRow,
  job: {
    kind: JobKind;
    side: DictionarySide | null;
    params: Record<string, unknown>;
    total: number;
  },
): Promise<DictionaryJobRow> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${JOB_LOCK_KEY})`);
    const [busy] = await activeJobs(tx, job.side);
    if (busy) throw jobRunning(busy);
    const bossJobId = randomUUID();
    const row = await insertJob(tx, { ...job, bossJobId, startedBy: user.id });
    await deps.jobs.send(tx, DICTIONARY_QUEUE, bossJobId, { jobId: row.id });
    return row;
  });
}

export const importJob = (maxWords: number, sources?: DictionarySourceName[]) => ({
  params: { maxWords, ...(sources ? { sources } : {}) },
  total: maxWords,
});

/** The latest job of a kind for the status reads (null when there has been none). */
export const jobOf = (db: Db, kind: JobKind, side: DictionarySide | null) =>
  latestJob(db, kind, side);

/** Runs one pg-boss job: its row's runner, from where an earlier attempt stopped. */
async function runJob(
  deps: JobDeps,
  runners: Record<JobKind, JobRunner>,
  job: RunningJob<{ jobId: number }>,
) {
  const found = await findJob(deps.db, job.data.jobId);
  // A job whose row is gone or is another's (tests empty the tables between tests) does nothing.
  if (!found || found.bossJobId !== job.id) return;
  const resumed = found.state === 'running';
  const row = await markRunning(deps.db, found.id, job.id, resumed ? [{ key: 'jobResumed' }] : []);
  if (!row) return;
  const run = new JobRun(deps, row, job.signal, resumed);
  try {
    const end = await runners[row.kind](run);
    await finishJob(deps.db, row.id, 'completed', { ...end, bossJobId: job.id });
  } catch (err) {
    if (err instanceof JobGone) return;
    if (err instanceof JobStopped || job.signal.aborted) throw err;
    deps.log.error({ err, jobId: row.id, kind: row.kind }, 'dictionary job failed');
    if (job.retryCount >= job.retryLimit) {
      await finishJob(deps.db, row.id, 'failed', {
        notes: [{ key: 'jobFailed' }],
        message: err instanceof Error ? err.message : String(err),
        bossJobId: job.id,
      });
      return;
    }
    throw err; // pg-boss retries it; the next attempt resumes the row
  }
}

/**
 * Marks as interrupted the queued or running rows that no pg-boss job will ever finish: their
 * job is gone (deleted), or ended (failed after its retries, cancelled, completed) without the
 * worker finishing the row, e.g. every attempt's process died. A job is never silently lost.
 */
export async function reconcileJobs(deps: JobDeps) {
  for (const row of await jobsInFlight(deps.db)) {
    const state = row.bossJobId ? await deps.jobs.state(DICTIONARY_QUEUE, row.bossJobId) : null;
    if (state === 'created' || state === 'retry' || state === 'active') continue;
    await finishJob(deps.db, row.id, 'interrupted', {
      notes: [{ key: 'jobInterrupted' }],
      message: state ? `pg-boss job ${state}` : 'pg-boss job not found',
    });
    deps.log.warn(
      { jobId: row.id, kind: row.kind, bossState: state },
      'dictionary job interrupted',
    );
  }
}

/**
 * Starts the worker with the app (after pg-boss): releases the jobs a dead process left active
 * (PGlite), reconciles the rows, then works the queue; rows are reconciled again every minute.
 */
export async function startDictionaryWorker(deps: JobDeps, runners: Record<JobKind, JobRunner>) {
  await deps.jobs.start();
  await deps.jobs.ensureQueue(DICTIONARY_QUEUE, QUEUE_OPTIONS);
  const released = await deps.jobs.releaseOrphans(DICTIONARY_QUEUE);
  if (released > 0) deps.log.info({ released }, 'dictionary jobs resumed after a restart');
  await reconcileJobs(deps);
  await deps.jobs.work<{ jobId: number }>(DICTIONARY_QUEUE, CONCURRENCY, (job) =>
    runJob(deps, runners, job),
  );
  const timer = setInterval(() => {
    if (!deps.jobs.started) return;
    reconcileJobs(deps).catch((err) =>
      deps.log.warn({ err }, 'reconciling dictionary jobs failed'),
    );
  }, RECONCILE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
