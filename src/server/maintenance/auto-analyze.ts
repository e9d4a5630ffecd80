/**
 * PostgreSQL's autovacuum for PGlite, which runs none (decision 047): tables whose changes since
 * their last ANALYZE pass autovacuum's threshold are analyzed, and tables whose dead rows pass
 * its vacuum threshold are vacuumed (plain VACUUM), so that the planner knows how big tables are.
 *
 * PGlite keeps the counters autovacuum reads (`pg_stat_user_tables`), with two differences:
 * a backend hands its counts over at most once a second, when a later statement ends, so a check
 * first asks for them (`pg_stat_force_next_flush`); and they are lost when PGlite closes. The
 * start-up check therefore also looks at what survives a restart, the catalog's `reltuples` and
 * `relpages` against each table's size on disk.
 *
 * On PostgreSQL its own autovacuum does this: nothing here runs.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@server/db/client';

export interface AutoAnalyzeOptions {
  /** A check runs this long after the last write the app saw... */
  debounceMs?: number;
  /** ...but never later than this after the first one. */
  maxWaitMs?: number;
  /** And this often whatever the app saw: background jobs write too. */
  intervalMs?: number;
  /** The start-up check comes this long after `start`, once the server listens. */
  startupDelayMs?: number;
}

export interface MaintainedTable {
  table: string;
  action: 'analyze' | 'vacuum' | 'vacuum analyze';
  ms: number;
}

export interface AutoAnalyzeReport {
  done: MaintainedTable[];
  /** The app began closing before every table that needed it was done. */
  stopped: boolean;
}

interface Candidate {
  name: string;
  needsAnalyze: boolean;
  needsVacuum: boolean;
}

const flushCounters = 'select pg_stat_force_next_flush()';

/**
 * Tables past autovacuum's thresholds, read from the same settings it reads (50 rows + 10% of the
 * table for ANALYZE, 50 + 20% for VACUUM). `reltuples` is -1 until a table's first ANALYZE or
 * VACUUM, and counts as 0 then, as autovacuum counts it.
 */
const candidatesQuery = (startup: boolean) => `
  with t as (
    select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as name,
      s.n_mod_since_analyze as changed, s.n_dead_tup as dead,
      c.reltuples, c.relpages,
      ${startup ? "pg_relation_size(c.oid) / current_setting('block_size')::int" : '0'} as pages
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where c.relkind = 'r'
  ), limits as (
    select t.*,
      current_setting('autovacuum_analyze_threshold')::float8
        + current_setting('autovacuum_analyze_scale_factor')::float8 * greatest(reltuples, 0)
        as analyze_limit,
      current_setting('autovacuum_vacuum_threshold')::float8
        + current_setting('autovacuum_vacuum_scale_factor')::float8 * greatest(reltuples, 0)
        as vacuum_limit
    from t
  )
  select * from (
    select name,
      changed > analyze_limit
      ${
        startup
          ? `-- Counters do not survive a restart: a table never analyzed that holds rows, or whose
             -- pages, at the density it had when last analyzed, hold more rows than the limit.
             or (reltuples < 0 and pages > 0)
             or (reltuples >= 0 and pages > relpages and (relpages = 0
               or pages * (reltuples / relpages) - reltuples > analyze_limit))`
          : ''
      } as "needsAnalyze",
      dead > vacuum_limit as "needsVacuum"
    from limits
  ) due
  where "needsAnalyze" or "needsVacuum"
  order by name`;

export class AutoAnalyze {
  private readonly options: Required<AutoAnalyzeOptions>;
  private stopping = false;
  private debounce: NodeJS.Timeout | undefined;
  private firstWriteAt: number | undefined;
  private interval: NodeJS.Timeout | undefined;
  private startupTimer: NodeJS.Timeout | undefined;
  private current: Promise<AutoAnalyzeReport> | undefined;
  private queued: Promise<AutoAnalyzeReport> | undefined;
  /** The next check is the start-up one, whichever call it runs for. */
  private startupPending = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    options: AutoAnalyzeOptions = {},
  ) {
    this.options = {
      debounceMs: 2_000,
      maxWaitMs: 10_000,
      intervalMs: 60_000,
      startupDelayMs: 2_000,
      ...options,
    };
  }

  /** The app is closing: no check starts any more. */
  get stopped(): boolean {
    return this.stopping;
  }

  private get active() {
    return this.database.kind === 'pglite' && !this.stopping;
  }

  /** Schedules the start-up check and the periodic one (on PGlite only). */
  start(): void {
    if (!this.active) return;
    this.startupTimer = setTimeout(
      () => void this.runNow({ startup: true }),
      this.options.startupDelayMs,
    );
    this.startupTimer.unref();
    this.interval = setInterval(() => void this.runNow(), this.options.intervalMs);
    this.interval.unref();
  }

  /** A write happened: a check follows once writes pause, or `maxWaitMs` after the first. */
  noteWrite(): void {
    if (!this.active) return;
    const now = Date.now();
    this.firstWriteAt ??= now;
    const delay = Math.min(
      this.options.debounceMs,
      this.firstWriteAt + this.options.maxWaitMs - now,
    );
    clearTimeout(this.debounce);
    this.debounce = setTimeout(
      () => {
        this.debounce = this.firstWriteAt = undefined;
        void this.runNow();
      },
      Math.max(delay, 0),
    );
    this.debounce.unref();
  }

  /**
   * Checks now, after the run under way if there is one (it may not have seen the latest
   * writes); calls made while one waits share it. `startup` adds what the counters lost in a
   * restart. Never rejects: failures are logged.
   */
  runNow({ startup = false } = {}): Promise<AutoAnalyzeReport> {
    if (!this.active) return Promise.resolve({ done: [], stopped: this.stopping });
    if (startup) this.startupPending = true;
    if (this.queued) return this.queued;
    if (!this.current) {
      const asStartup = this.startupPending;
      this.startupPending = false;
      this.current = this.check(asStartup).finally(() => (this.current = undefined));
      return this.current;
    }
    this.queued = this.current.then(() => {
      this.queued = undefined;
      return this.runNow();
    });
    return this.queued;
  }

  /**
   * Starts no more statements. The one under way, if any, is not interrupted (PGlite cannot
   * cancel it), and answers `idle`.
   */
  stop(): void {
    this.stopping = true;
    clearTimeout(this.debounce);
    clearTimeout(this.startupTimer);
    clearInterval(this.interval);
  }

  /** Resolves once no run is under way. */
  async idle(): Promise<void> {
    while (this.current || this.queued) await (this.queued ?? this.current);
  }

  private async check(startup: boolean): Promise<AutoAnalyzeReport> {
    const done: MaintainedTable[] = [];
    if (this.database.kind !== 'pglite') return { done, stopped: false };
    const client = this.database.client;
    let candidates: Candidate[];
    try {
      await client.query(flushCounters);
      if (this.stopping) return { done, stopped: true };
      candidates = (await client.query<Candidate>(candidatesQuery(startup))).rows;
    } catch (error) {
      if (!this.stopping)
        this.log.warn({ err: error }, 'auto-analyze: reading table counters failed');
      return { done, stopped: this.stopping };
    }
    const started = performance.now();
    for (const { name, needsAnalyze, needsVacuum } of candidates) {
      if (this.stopping) break;
      const action = !needsVacuum ? 'analyze' : needsAnalyze ? 'vacuum analyze' : 'vacuum';
      const t = performance.now();
      try {
        // VACUUM cannot run inside a transaction: PGlite's query() runs it on its own.
        await client.query(`${action} ${name}`);
        done.push({ table: name, action, ms: Math.round(performance.now() - t) });
      } catch (error) {
        if (!this.stopping) {
          this.log.warn({ err: error, table: name, action }, 'auto-analyze: maintenance failed');
        }
      }
    }
    const stopped = done.length < candidates.length && this.stopping;
    if (done.length > 0) {
      this.log.debug(
        { startup, tables: done, ms: Math.round(performance.now() - started), stopped },
        'auto-analyze: tables maintained',
      );
    }
    return { done, stopped };
  }
}
