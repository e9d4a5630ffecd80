import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '@server/db/client';
import { openTestDatabase, testDatabaseKinds } from '@server/test/databases';
import { fold } from '@shared/fold';
import { deletionKeys, editDistance, typoDistance, typoKeys } from './typo';

describe('typo helpers', () => {
  it('builds the deletion neighbourhood of a word, by code point', () => {
    expect(deletionKeys('ngo').sort()).toEqual(['go', 'ng', 'ngo', 'no']);
    expect(deletionKeys('ab')).toEqual([]);
    expect(deletionKeys('x'.repeat(33))).toEqual([]);
    expect(typoKeys('mai ma nyama')).toEqual(expect.arrayContaining(['nyama', 'nyma', 'mai']));
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('ngombe', 'ngombe')).toBe(0);
    expect(editDistance('ngombe', 'ngmobe')).toBe(1);
    expect(editDistance('ngombe', 'ngombr')).toBe(1);
    expect(editDistance('ngombe', 'gombe')).toBe(1);
    expect(editDistance('ngombe', 'ngoombe')).toBe(1);
    expect(editDistance('ngombe', 'mbogne')).toBe(4);
    expect(typoDistance('nyamma', 'mai ma nyama')).toBe(1);
  });

  it('always finds a one-edit neighbour through a shared key', () => {
    const word = fc.string({
      unit: fc.constantFrom(...'abegikmnostu'),
      minLength: 3,
      maxLength: 12,
    });
    fc.assert(
      fc.property(word, fc.nat(), fc.constantFrom('sub', 'ins', 'del', 'swap'), (w, n, op) => {
        const i = n % w.length;
        const typed =
          op === 'sub'
            ? `${w.slice(0, i)}z${w.slice(i + 1)}`
            : op === 'ins'
              ? `${w.slice(0, i)}z${w.slice(i)}`
              : op === 'del'
                ? w.slice(0, i) + w.slice(i + 1)
                : i + 1 < w.length
                  ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)
                  : w;
        if (typed.length < 3) return;
        const keys = new Set(typoKeys(w));
        expect(deletionKeys(typed).some((k) => keys.has(k))).toBe(true);
      }),
      { numRuns: 500, seed: 7 },
    );
  });
});

// The characters of fold.test.ts, plus the separators typo_keys() splits at, and compatibility
// characters, which fold() reads as their letters (ﬁ gives two, Ｎ＇ a separator).
const ALPHABET = [
  ..."abcdeiknouwyzABMN -'",
  ...'àáèéɛƐɔƆŋŊɓƁɗƊəʊɪœːǹń',
  ...'𝔫𝔤𝕆ＮＯ＇－ｍﬁⓐⓜ²ᵐᵑ\ufeff',
  '\u0300',
  '\u0301',
  '\u0302',
  '\u030C',
];

describe.each(testDatabaseKinds)('typo_keys() [%s]', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('agrees with the TypeScript keys on random strings of Latin, IPA, compatibility characters and combining marks', async () => {
    const samples = fc.sample(
      fc.array(fc.constantFrom(...ALPHABET), { maxLength: 20 }).map((cs) => cs.join('')),
      { numRuns: 600, seed: 42 },
    );
    const rows = await queryRows<{ k: string[] | null }>(
      database.db,
      sql`select public.typo_keys(t) as k from json_array_elements_text(${JSON.stringify(samples)}::json) with ordinality as u(t, i) order by i`,
    );
    const mismatches = samples
      .map((s, i) => ({
        s,
        ts: [...typoKeys(fold(s))].sort(),
        sql: [...(rows[i]!.k ?? [])].sort(),
      }))
      .filter((m) => JSON.stringify(m.ts) !== JSON.stringify(m.sql));
    expect(mismatches.slice(0, 3)).toEqual([]);
  });
});
