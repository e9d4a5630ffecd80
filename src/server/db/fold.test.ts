import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fold } from '@shared/fold';
import { queryRows, type Database } from './client';
import { openTestDatabase, testDatabaseKinds } from '../test/databases';

// The characters linguists type: Latin with accents, the letters of African orthographies, IPA
// vowels, combining tone and accent marks, the length mark, digits and spaces.
const ALPHABET = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -',
  ...'àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝ',
  ...'ɛƐɔƆŋŊɓƁɗƊəƏʊƱɑⱭɩƖɪꞮƙƘƴƳßæÆœŒøØłŁđĐːǹńňḿ',
  '\u0300',
  '\u0301',
  '\u0302',
  '\u0303',
  '\u0304',
  '\u0306',
  '\u0308',
  '\u030C',
  '\u0323',
  '\u0330',
];

describe.each(testDatabaseKinds)('fold() [%s]', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const sqlFold = async (texts: string[]) => {
    const rows = await queryRows<{ f: string }>(
      database.db,
      sql`select public.fold(t) as f from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as u(t, i) order by i`,
    );
    return rows.map((r) => r.f);
  };

  it('folds tones, diacritics and African letters as search needs', async () => {
    const cases = { ŋgɔ́mbɛ: 'ngombe', ɓaɗa: 'bada', MÍBALÉ: 'mibale', ɛ́: 'e', kàː: 'ka' };
    expect(await sqlFold(Object.keys(cases))).toEqual(Object.values(cases));
    expect(Object.keys(cases).map(fold)).toEqual(Object.values(cases));
  });

  it('agrees with the TypeScript fold on random strings, NFC or not', async () => {
    // Batches keep it to one query per run; a failure shrinks to the smallest failing batch and
    // fast-check prints the seed to replay it.
    const text = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 24 }).map((cs) => cs.join(''));
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 100 }), async (batch) => {
        const texts = batch.flatMap((s) => [s, s.normalize('NFC')]);
        const folded = await sqlFold(texts);
        expect(texts.map((t) => ({ t, folded: fold(t) }))).toEqual(
          texts.map((t, i) => ({ t, folded: folded[i] })),
        );
      }),
      { numRuns: 40 },
    );
  });
});
