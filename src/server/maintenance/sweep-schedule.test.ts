import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { buildApp } from '@server/app';
import { LocalStorage } from '@server/storage/local-storage';
import { describeWithApp } from '@server/test/harness';
import { SWEEP_QUEUE } from './sweep-schedule';

// Left by a process killed two hours before this instance starts: an upload whose transaction
// never committed, and a write that never reached its rename.
const dataDir = await mkdtemp(join(tmpdir(), 'maneno-sweep-start-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const uploads = new LocalStorage(dataDir).directory;
const orphan = join(uploads, '3f1c0d3e-8a9b-4c2d-9e1f-0a1b2c3d4e5f.wav');
const temporary = join(uploads, '.0b1c0d3e-8a9b-4c2d-9e1f-0a1b2c3d4e5f.tmp');
await mkdir(uploads, { recursive: true });
const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
for (const path of [orphan, temporary]) {
  await writeFile(path, 'RIFF');
  await utimes(path, twoHoursAgo, twoHoursAgo);
}

describeWithApp(
  'leftover sweep schedule',
  (ctx) => {
    it('sweeps once the app is ready', async () => {
      await vi.waitFor(
        () => {
          expect(existsSync(orphan)).toBe(false);
          expect(existsSync(temporary)).toBe(false);
        },
        { timeout: 15_000, interval: 100 },
      );
    });

    it('stores one daily schedule in pg-boss, however many instances start', async () => {
      // A second instance on the same database (PostgreSQL's multi-instance case).
      const second =
        ctx.kind === 'postgres'
          ? await buildApp({ env: ctx.env, database: ctx.database, logger: false })
          : null;
      await second?.ready();
      await second?.close();
      expect(await ctx.app.jobs.schedules(SWEEP_QUEUE)).toEqual([
        expect.objectContaining({
          name: SWEEP_QUEUE,
          kind: 'cron',
          cron: '30 3 * * *',
          timezone: 'UTC',
        }),
      ]);
    });
  },
  { DATA_DIR: dataDir },
);
