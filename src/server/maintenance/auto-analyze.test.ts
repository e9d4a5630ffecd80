import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPglite, queryRows, type Database } from '@server/db/client';
import { openTestDatabase, testDatabaseKinds } from '@server/test/databases';
import { AutoAnalyze, type AutoAnalyzeOptions, type AutoAnalyzeReport } from './auto-analyze';

/** A logger that keeps what was logged at warn and debug levels. */
function recordingLog() {
  const lines: { level: string; fields: unknown; message: string }[] = [];
  const keep = (level: string) => (fields: unknown, message?: string) =>
    lines.push({ level, fields, message: message ?? String(fields) });
  const log = {
    warn: keep('warn'),
    debug: keep('debug'),
    info: () => {},
    error: () => {},
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

interface TableStats {
  reltuples: number;
  analyzeCount: number;
  vacuumCount: number;
}

let tables = 0;

describe.each(testDatabaseKinds)('auto-analyze [%s]', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  const pglite = () => (database as Extract<Database, { kind: 'pglite' }>).client;
  /** A table of its own per test, so that other tables' runs never count. */
  const newTable = async (on = database) => {
    const name = `probe_${++tables}`;
    await on.db.execute(sql.raw(`create table ${name} (id serial primary key, v text)`));
    return name;
  };
  const insert = (table: string, rows: number, on = database) =>
    on.db.execute(
      sql.raw(`insert into ${table} (v) select 'row ' || i from generate_series(1, ${rows}) i`),
    );
  const stats = async (table: string, on = database): Promise<TableStats> => {
    const [row] = await queryRows<TableStats>(
      on.db,
      sql`select c.reltuples, s.analyze_count::int as "analyzeCount",
            s.vacuum_count::int as "vacuumCount"
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid
          where s.relname = ${table}`,
    );
    return row!;
  };
  const make = (options: AutoAnalyzeOptions = {}, on = database) => {
    const { log, lines } = recordingLog();
    return { auto: new AutoAnalyze(on, log, options), lines };
  };
  const doneOn = (report: AutoAnalyzeReport, table: string) =>
    report.done.filter((d) => d.table === `public.${table}`);

  it.runIf(kind === 'pglite')(
    'analyzes a table past the threshold (50 rows + 10%), not one below it',
    async () => {
      const { auto, lines } = make();
      const [big, small] = [await newTable(), await newTable()];
      await insert(big, 200);
      await insert(small, 40);

      const report = await auto.runNow();
      expect(doneOn(report, big)).toEqual([
        { table: `public.${big}`, action: 'analyze', ms: expect.any(Number) },
      ]);
      expect(doneOn(report, small)).toEqual([]);
      expect(await stats(big)).toMatchObject({ reltuples: 200, analyzeCount: 1 });
      // Never analyzed: the planner still guesses its size.
      expect(await stats(small)).toMatchObject({ reltuples: -1, analyzeCount: 0 });
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 'debug', message: 'auto-analyze: tables maintained' }),
      );

      // The limit grows with the table: 50 + 20 now.
      await insert(big, 60);
      await auto.runNow();
      expect(await stats(big)).toMatchObject({ reltuples: 200, analyzeCount: 1 });
      await insert(big, 20);
      await auto.runNow();
      expect(await stats(big)).toMatchObject({ reltuples: 280, analyzeCount: 2 });
    },
  );

  it.runIf(kind === 'pglite')('vacuums a table whose dead rows pass 50 + 20%', async () => {
    const { auto } = make();
    const table = await newTable();
    await insert(table, 200);
    await auto.runNow();

    // 30 dead rows, under 50 + 40: nothing to do.
    await database.db.execute(sql.raw(`delete from ${table} where id <= 30`));
    expect(doneOn(await auto.runNow(), table)).toEqual([]);
    // 100 more (updated rows leave their old versions dead): past both limits.
    await database.db.execute(sql.raw(`update ${table} set v = v || '!' where id > 100`));
    const report = await auto.runNow();
    expect(doneOn(report, table).map((d) => d.action)).toEqual(['vacuum analyze']);
    expect(await stats(table)).toMatchObject({ reltuples: 170, analyzeCount: 2, vacuumCount: 1 });
    const [{ dead }] = (await queryRows<{ dead: number }>(
      database.db,
      sql`select n_dead_tup::int as dead from pg_stat_user_tables where relname = ${table}`,
    )) as [{ dead: number }];
    expect(dead).toBe(0);
  });

  it.runIf(kind === 'pglite')(
    'at start-up, analyzes what the counters lost in a restart would have',
    async () => {
      const [unanalyzed, grown, steady] = [await newTable(), await newTable(), await newTable()];
      await insert(unanalyzed, 30);
      for (const table of [grown, steady]) await insert(table, 1000);
      await make().auto.runNow();
      await insert(grown, 1000);
      await insert(steady, 5);
      // A copy of the files, as a restart opens them: the counters start again from zero.
      const restarted = fromPglite(
        (await (database as Extract<Database, { kind: 'pglite' }>).client.clone()) as PGlite,
      );
      try {
        const { auto } = make({}, restarted);
        expect(doneOn(await auto.runNow(), grown)).toEqual([]);
        const report = await auto.runNow({ startup: true });
        expect(doneOn(report, unanalyzed).map((d) => d.action)).toEqual(['analyze']);
        expect(doneOn(report, grown).map((d) => d.action)).toEqual(['analyze']);
        expect(doneOn(report, steady)).toEqual([]);
        expect(await stats(unanalyzed, restarted)).toMatchObject({ reltuples: 30 });
        expect(await stats(grown, restarted)).toMatchObject({ reltuples: 2000 });
        expect(await stats(steady, restarted)).toMatchObject({ reltuples: 1000 });
      } finally {
        await restarted.close();
      }
    },
  );

  it.runIf(kind === 'pglite')(
    'checks once writes pause, or at the latest maxWaitMs after the first',
    async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      try {
        const { auto } = make({ debounceMs: 2_000, maxWaitMs: 5_000 });
        const table = await newTable();
        await insert(table, 100);
        auto.noteWrite();
        await vi.advanceTimersByTimeAsync(1_500);
        auto.noteWrite();
        await vi.advanceTimersByTimeAsync(1_500);
        await auto.idle();
        expect(await stats(table)).toMatchObject({ analyzeCount: 0 });
        await vi.advanceTimersByTimeAsync(500);
        await auto.idle();
        expect(await stats(table)).toMatchObject({ reltuples: 100, analyzeCount: 1 });

        // Writes that never pause are checked every maxWaitMs.
        await insert(table, 100);
        for (let i = 0; i < 5; i++) {
          auto.noteWrite();
          await vi.advanceTimersByTimeAsync(1_000);
        }
        await auto.idle();
        expect(await stats(table)).toMatchObject({ reltuples: 200, analyzeCount: 2 });
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it.runIf(kind === 'pglite')('runs one check at a time', async () => {
    const { auto } = make();
    const table = await newTable();
    await insert(table, 100);
    // Three calls at once: the first runs, the two others share the one after it.
    const [first, second, third] = [auto.runNow(), auto.runNow(), auto.runNow()];
    expect(second).toBe(third);
    expect(doneOn(await first, table)).toHaveLength(1);
    expect(doneOn(await second, table)).toEqual([]);
    expect(await stats(table)).toMatchObject({ analyzeCount: 1 });
  });

  it.runIf(kind === 'pglite')('logs a failure as a warning and answers all the same', async () => {
    const broken = fromPglite(
      (await (database as Extract<Database, { kind: 'pglite' }>).client.clone()) as PGlite,
    );
    await broken.close();
    const { auto, lines } = make({}, broken);
    await expect(auto.runNow()).resolves.toEqual({ done: [], stopped: false });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'auto-analyze: reading table counters failed',
      }),
    ]);
  });

  it.runIf(kind === 'pglite')(
    'once stopped, starts no statement more and lets go at once',
    async () => {
      const { auto } = make();
      const table = await newTable();
      await insert(table, 100);
      const client = pglite();
      // Another transaction holds PGlite: the check waits for it, as behind an import's batch.
      let release!: () => void;
      let holding!: Promise<void>;
      await new Promise<void>((held) => {
        holding = client.transaction(() => {
          held();
          return new Promise<void>((r) => (release = r));
        });
      });
      const report = auto.runNow();
      auto.stop();
      release();
      await holding;
      expect(await report).toEqual({ done: [], stopped: true });
      await auto.idle();
      expect(await auto.runNow()).toEqual({ done: [], stopped: true });
      expect(await stats(table)).toMatchObject({ reltuples: -1, analyzeCount: 0 });
    },
  );

  it.runIf(kind === 'postgres')(
    'does nothing on PostgreSQL, whose autovacuum does it',
    async () => {
      const { auto, lines } = make({ startupDelayMs: 0 });
      const table = await newTable();
      await insert(table, 500);
      auto.start();
      auto.noteWrite();
      expect(await auto.runNow({ startup: true })).toEqual({ done: [], stopped: false });
      auto.stop();
      // Its own autovacuum may have come by (last_autoanalyze), never a manual ANALYZE.
      expect(await stats(table)).toMatchObject({ analyzeCount: 0, vacuumCount: 0 });
      expect(lines).toEqual([]);
    },
  );
});
