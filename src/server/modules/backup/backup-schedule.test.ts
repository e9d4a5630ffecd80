import { PgBoss } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { backupRecurrence } from './backup-schedule';

// pg-boss's own evaluation of the rule (no database needed for a preview).
const boss = new PgBoss({ connectionString: 'postgres://localhost/unused' });
const next = (hours: number, from: string, count = 3) =>
  boss
    .previewSchedule(backupRecurrence(hours), { from: new Date(from), count })
    .map((d) => d.toISOString());

describe('backupRecurrence', () => {
  it('starts slots at multiples of the interval since the epoch, in UTC', () => {
    expect(next(24, '2026-03-29T01:30:00Z')).toEqual([
      '2026-03-30T00:00:00.000Z',
      '2026-03-31T00:00:00.000Z',
      '2026-04-01T00:00:00.000Z',
    ]);
    expect(next(6, '2026-03-29T01:30:00Z')).toEqual([
      '2026-03-29T06:00:00.000Z',
      '2026-03-29T12:00:00.000Z',
      '2026-03-29T18:00:00.000Z',
    ]);
    // 7 h does not divide a day: the slots run on across midnights (06:00 is 7 × 70,962 h).
    expect(next(7, '2026-09-01T00:00:00Z', 2)).toEqual([
      '2026-09-01T06:00:00.000Z',
      '2026-09-01T13:00:00.000Z',
    ]);
    expect(next(48, '2026-01-01T12:00:00Z', 2)).toEqual([
      '2026-01-03T00:00:00.000Z',
      '2026-01-05T00:00:00.000Z',
    ]);
  });

  it('takes fractions of an hour as minutes', () => {
    expect(backupRecurrence(0.5)).toBe('FREQ=MINUTELY;INTERVAL=30');
    expect(next(0.25, '2026-03-29T01:07:00Z', 2)).toEqual([
      '2026-03-29T01:15:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ]);
  });
});
