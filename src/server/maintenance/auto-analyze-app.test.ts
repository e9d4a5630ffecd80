import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { queryRows } from '@server/db/client';
import { buildLanguage } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';

interface WordsStats {
  reltuples: number;
  analyzeCount: number;
}

describeWithApp(
  'auto-analyze in the app',
  (ctx) => {
    const wordsStats = async () => {
      const [row] = await queryRows<WordsStats>(
        ctx.database.db,
        sql`select c.reltuples, s.analyze_count::int as "analyzeCount"
            from pg_stat_user_tables s join pg_class c on c.oid = s.relid
            where s.schemaname = 'public' and s.relname = 'local_words'`,
      );
      return row!;
    };
    const createWords = async (count: number) => {
      const admin = await ctx.as('admin');
      const language = await buildLanguage(ctx.database.db);
      for (let i = 0; i < count; i++) {
        const res = await send(ctx.app, 'POST', '/api/words', admin, {
          fields: { languageId: String(language.id), localWord: `neno${i}`, frenchWord: `mot${i}` },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    };

    it.runIf(ctx.kind === 'pglite')(
      'analyzes the words a user created one by one through the API',
      async () => {
        const before = await wordsStats();
        await createWords(60);
        // The writes' responses schedule the check (20 ms after the last one here).
        await vi.waitFor(
          async () => {
            const after = await wordsStats();
            expect(after.analyzeCount).toBeGreaterThan(before.analyzeCount);
            expect(after.reltuples).toBeGreaterThan(50);
          },
          { timeout: 10_000, interval: 50 },
        );
      },
    );

    it.runIf(ctx.kind === 'postgres')('leaves PostgreSQL to its own autovacuum', async () => {
      await createWords(60);
      expect(await ctx.app.autoAnalyze.runNow({ startup: true })).toEqual({
        done: [],
        stopped: false,
      });
      // Its autovacuum may have come by (last_autoanalyze), never a manual ANALYZE.
      expect((await wordsStats()).analyzeCount).toBe(0);
    });

    // Last: it closes the app.
    it.runIf(ctx.kind === 'pglite')('closes without waiting for a check to finish', async () => {
      const { database } = ctx;
      if (database.kind !== 'pglite') return;
      await database.client.exec(
        `create table probe (id int); insert into probe select generate_series(1, 1000)`,
      );
      // Another transaction holds PGlite (as an import's batch would), so the check waits.
      let release!: () => void;
      let holding!: Promise<void>;
      await new Promise<void>((held) => {
        holding = database.client.transaction(() => {
          held();
          return new Promise<void>((r) => (release = r));
        });
      });
      const report = ctx.app.autoAnalyze.runNow();
      const closed = ctx.app.close();
      // The close began (preClose stopped the checks) while PGlite was still held.
      await vi.waitFor(() => expect(ctx.app.autoAnalyze.stopped).toBe(true));
      release();
      await holding;
      await closed;
      expect(await report).toEqual({ done: [], stopped: true });
      const { rows } = await database.client.query<{ reltuples: number }>(
        `select reltuples from pg_class where relname = 'probe'`,
      );
      expect(rows).toEqual([{ reltuples: -1 }]);
    });
  },
  {},
  { autoAnalyze: { debounceMs: 20, maxWaitMs: 200, startupDelayMs: 3_600_000 } },
);
