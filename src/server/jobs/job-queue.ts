/**
 * Background jobs persisted in the database (pg-boss 12.35.0, decision 017), in the web process:
 * on PGlite through pg-boss's own adapter over the app's one PGlite instance, on PostgreSQL with a
 * small pool of its own on the same database. A job survives a restart: pg-boss keeps it queued,
 * and a job that was running when its process died stops sending heartbeats, so pg-boss hands it
 * to a worker again (retryLimit times).
 *
 * This file knows nothing of dictionaries: a module creates its queue and registers its handler.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  type ConstructorOptions,
  type DrizzleTransactionLike,
  type Queue,
  type Schedule,
  type WorkOptions,
} from 'pg-boss';
import type { Database, Db } from '@server/db/client';

/** pg-boss keeps its tables in this schema, next to ours (`public`). */
export const JOB_SCHEMA = 'pgboss';

/** pg-boss's job states (its `job.state` column). */
export type BossJobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** One job as a handler receives it. */
export interface RunningJob<T> {
  id: string;
  data: T;
  /** 0 on the first attempt, then 1, 2... */
  retryCount: number;
  retryLimit: number;
  /** Aborted when the app stops or pg-boss takes the job back: stop at the next safe point. */
  signal: AbortSignal;
}

export type JobHandler<T> = (job: RunningJob<T>) => Promise<void>;

/** Thrown by handlers that stop because the app is shutting down (the job resumes later). */
export class JobStopped extends Error {
  constructor() {
    super('The server stopped while the job was running');
    this.name = 'JobStopped';
  }
}

/**
 * How often the supervisor looks for jobs whose worker stopped sending heartbeats (and for
 * expired ones): every 10 s rather than pg-boss's default 60 s, so a job of a process that died
 * is handed to a worker within about heartbeatSeconds + 10 s.
 */
const SUPERVISE_SECONDS = 10;

/**
 * The options every instance shares: LISTEN/NOTIFY to wake workers at once; pg-boss's scheduler
 * (a pass every 30 s that turns due schedules into jobs) only where `scheduling` asks for it.
 */
function bossOptions(database: Database, scheduling = false): ConstructorOptions {
  const common: ConstructorOptions = {
    schema: JOB_SCHEMA,
    schedule: scheduling,
    useListenNotify: true,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
  };
  return database.kind === 'pglite'
    ? { ...common, db: fromPglite(database.client), backend: 'pglite' }
    : { ...common, connectionString: database.url, max: 3, application_name: 'maneno-jobs' };
}

/**
 * Creates pg-boss's tables (and upgrades them) without starting any worker: the test template
 * does it once (src/server/test/global-setup.ts); apps otherwise do it on their first start.
 */
export async function installJobSchema(database: Database): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(database), supervise: false });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}

export class JobQueue {
  readonly #boss: PgBoss;
  readonly #database: Database;
  readonly #log: FastifyBaseLogger;
  /** Handlers in progress, so stop() can ask them to stop and wait for them. */
  readonly #running = new Set<{ controller: AbortController; done: Promise<unknown> }>();
  #started = false;
  #starting: Promise<void> | null = null;
  #stopping = false;

  /** `scheduling`: this instance runs pg-boss's scheduler, which sends the jobs of `schedule()`. */
  constructor(database: Database, log: FastifyBaseLogger, options: { scheduling?: boolean } = {}) {
    this.#database = database;
    this.#log = log;
    this.#boss = new PgBoss(bossOptions(database, options.scheduling));
    this.#boss.on('error', (err) => log.error({ err }, 'job queue error'));
    this.#boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  }

  get started() {
    return this.#started;
  }

  /** Starts pg-boss (once: later calls wait for the first). */
  start(): Promise<void> {
    this.#starting ??= this.#boss.start().then(() => {
      this.#started = true;
    });
    return this.#starting;
  }

  /**
   * Creates the queue, or brings an existing one's settings up to date. The policy (pg-boss's
   * rule on how many jobs may wait or run: `exclusive` is one at most) is set at creation only.
   */
  async ensureQueue(
    name: string,
    options: Omit<Queue, 'name' | 'policy' | 'partition'>,
    policy?: Queue['policy'],
  ) {
    if (await this.#boss.getQueue(name)) await this.#boss.updateQueue(name, options);
    else await this.#boss.createQueue(name, { ...options, policy });
    // pg-boss looks a queue up in its cache when a job is sent; a cache miss would query through
    // its own connection, which on PGlite waits for the transaction the send runs in: never.
    // Reading one (absent) job fills the cache now, outside any transaction.
    await this.#boss.findJobs(name, { id: '00000000-0000-0000-0000-000000000000' });
  }

  /**
   * Queues a job inside the caller's transaction (so the job exists if and only if the caller's
   * rows do), with an id chosen by the caller.
   */
  async send(tx: Db, name: string, id: string, data: object): Promise<void> {
    const db = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
    const sent = await this.#boss.send(name, data, { id, db });
    if (sent === null) throw new Error(`pg-boss refused job ${id} on ${name}`);
  }

  /**
   * Queues a job now, outside any transaction; null when the queue's policy refuses it (an
   * `exclusive` queue already holds one).
   */
  enqueue(name: string, data: object): Promise<string | null> {
    return this.#boss.send(name, data);
  }

  /**
   * Stores (or replaces) the queue's schedule in the database: a recurrence pg-boss evaluates in
   * UTC, as a cron expression or an RFC 5545 rule (anchored at 1970-01-01 00:00). It survives
   * restarts, and however many instances run the scheduler each occurrence becomes one job. An
   * occurrence missed while no instance ran is sent once when one comes back.
   */
  schedule(name: string, recurrence: string): Promise<void> {
    return this.#boss.schedule(name, recurrence, {}, { tz: 'UTC', missed: 'once' });
  }

  /** The queue's stored schedules. */
  schedules(name: string): Promise<Schedule[]> {
    return this.#boss.getSchedules(name);
  }

  /** pg-boss's state of a job, or null when it has no such job (never sent, or deleted). */
  async state(name: string, id: string): Promise<BossJobState | null> {
    const [job] = await this.#boss.findJobs(name, { id });
    return (job?.state as BossJobState | undefined) ?? null;
  }

  /**
   * Hands back the jobs of a queue left active by a process that is gone, at once rather than
   * after their heartbeat times out. Only where no other process can be running them: PGlite,
   * whose data directory one process holds (decision 001).
   */
  async releaseOrphans(name: string): Promise<number> {
    if (this.#database.kind !== 'pglite') return 0;
    const active = (await this.#boss.findJobs(name)).filter((j) => j.state === 'active');
    if (active.length > 0) {
      await this.#boss.fail(
        name,
        active.map((j) => j.id),
        { message: 'released at start-up: the process running it had stopped' },
      );
    }
    return active.length;
  }

  /** Runs `handler` for the queue's jobs, `concurrency` at a time in this process. */
  async work<T>(name: string, concurrency: number, handler: JobHandler<T>): Promise<void> {
    await this.#boss.work<T, void, { includeMetadata: true } & WorkOptions>(
      name,
      {
        includeMetadata: true,
        batchSize: 1,
        localConcurrency: concurrency,
        // NOTIFY wakes the worker as soon as a job is sent (~10 ms); polling is the backstop, and
        // what picks up retries (which send no notification).
        pollingIntervalSeconds: 1,
        notifyPollingIntervalSeconds: 2,
      },
      async (jobs) => {
        for (const job of jobs) {
          const controller = new AbortController();
          const onAbort = () => controller.abort(job.signal.reason);
          job.signal.addEventListener('abort', onAbort, { once: true });
          const done = handler({
            id: job.id,
            data: job.data,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
            signal: controller.signal,
          });
          const entry = { controller, done: done.catch(() => {}) };
          this.#running.add(entry);
          try {
            await done;
          } finally {
            this.#running.delete(entry);
            job.signal.removeEventListener('abort', onAbort);
          }
        }
      },
    );
  }

  /**
   * Asks running handlers to stop, waits for them (they stop at their next batch), then stops
   * pg-boss: a stopped handler's job fails into pg-boss's retry state, and the next start (this
   * process's or another's) resumes it.
   */
  async stop(): Promise<void> {
    await this.#starting?.catch(() => {});
    if (!this.#started || this.#stopping) return;
    this.#stopping = true;
    for (const entry of this.#running) entry.controller.abort(new JobStopped());
    const waiting = [...this.#running].map((e) => e.done);
    const timeout = new Promise((resolve) => setTimeout(resolve, 10_000).unref());
    await Promise.race([Promise.all(waiting), timeout]);
    if (this.#running.size > 0) this.#log.warn('jobs still running at shutdown');
    await this.#boss.stop({ graceful: true, timeout: 5_000, close: true });
    this.#started = false;
  }
}
