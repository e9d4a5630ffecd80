import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fold } from '@shared/fold';
import { queryRows, type Database } from './client';
import { availableDatabaseKinds, openTestDatabase, testDatabaseKinds } from '../test/databases';

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

/** Every code point from `first` to `last`, but those of `except`. */
const block = (first: number, last: number, except: number[] = []) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i)
    .filter((c) => !except.includes(c))
    .map((c) => String.fromCodePoint(c));

// Compatibility characters: other ways of writing letters and digits, which pasted text brings
// (a name copied from a styled post, a phone's full-width keyboard, a PDF's ligatures). fold()
// reads them as the letters they stand for (NFKD) before anything else. Left out: the two minus
// signs (⁻ ₋ fold to "−" here and to "-" in SQL) and 🄪 ("〔s〕" here, "[s]" in SQL), where
// unaccent's punctuation rules, which the TypeScript fold does not copy, decide; and the
// mathematical Greek letters, whose capital sigma lower-cases to "ς" at a word's end in
// JavaScript and to "σ" in SQL, as Σ itself does.
const COMPATIBILITY = [
  ...block(0x1d400, 0x1d6a5), // mathematical Latin letters: 𝐀 𝔘 𝕌 𝓤 𝚤...
  ...block(0x1d7ce, 0x1d7ff), // mathematical digits: 𝟎 𝟙 𝟤...
  ...block(0xff01, 0xff5e), // full-width Latin, digits and signs: Ｕ ｎ ｉ １
  ...block(0xfb00, 0xfb06), // Latin ligatures: ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ
  ...'¹²³ªº',
  ...block(0x2070, 0x209c, [0x207b, 0x208b]), // superscripts and subscripts: ⁰ ⁱ ⁿ ₐ ₘ
  ...block(0x1d2c, 0x1d6a), // small modifier letters: ᴬ ᵃ ᵐ ᵑ ᵏ
  ...block(0x2460, 0x24ff), // circled and parenthesised: ① ⑴ ⒜ Ⓐ ⓐ
  ...block(0x1f100, 0x1f189, [0x1f12a]), // more of them, squared too: 🄐 🄰 🅐 🅰
  ...block(0x2100, 0x214f, [0x210f, 0x2117, 0x2118, 0x211e]), // letter-like: ℌ ℕ ℓ № ™
  '\ufeff', // a zero width no-break space (stray byte-order mark): dropped
];

/** fold() of each text, in one statement. */
async function foldIn(database: Database, texts: string[]) {
  const rows = await queryRows<{ f: string }>(
    database.db,
    sql`select public.fold(t) as f from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as u(t, i) order by i`,
  );
  return rows.map((r) => r.f);
}

describe.each(testDatabaseKinds)('fold() [%s]', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const sqlFold = (texts: string[]) => foldIn(database, texts);

  it('folds tones, diacritics and African letters as search needs', async () => {
    const cases = { ŋgɔ́mbɛ: 'ngombe', ɓaɗa: 'bada', MÍBALÉ: 'mibale', ɛ́: 'e', kàː: 'ka' };
    expect(await sqlFold(Object.keys(cases))).toEqual(Object.values(cases));
    expect(Object.keys(cases).map(fold)).toEqual(Object.values(cases));
  });

  it('reads compatibility characters as their letters, keeping African letters and tones', async () => {
    const cases = {
      '𝔘𝔫𝔦': 'uni',
      '𝖀𝖓𝖎': 'uni',
      Ｕｎｉ: 'uni',
      'ⓤⓝⓘ': 'uni',
      '🅄🄽🄸': 'uni',
      ﬁsi: 'fisi',
      'm²': 'm2',
      ᵐbɛ́: 'mbe',
      'ŋ\ufeffgɔ́mbɛ': 'ngombe',
      '𝔫𝔤ɔ́𝔪𝔟ɛ': 'ngombe',
      'Ｍ\u0301ＢＯＴＥ': 'mbote',
    };
    expect(await sqlFold(Object.keys(cases))).toEqual(Object.values(cases));
    expect(Object.keys(cases).map(fold)).toEqual(Object.values(cases));
  });

  it('agrees with the TypeScript fold on every compatibility character, alone and with a tone', async () => {
    const texts = COMPATIBILITY.flatMap((c) => [c, `${c}\u0301`, `ɛ${c}ŋ`]);
    const folded = await sqlFold(texts);
    const mismatches = texts
      .map((t, i) => ({ t, ts: fold(t), sql: folded[i] }))
      .filter((m) => m.ts !== m.sql);
    expect(mismatches).toEqual([]);
  });

  // Run where both engines are at hand (the PostgreSQL project): the same text folds alike in
  // PGlite and in PostgreSQL, so a stored folded column does not depend on the database.
  it.runIf(kind === 'postgres' && availableDatabaseKinds.includes('pglite'))(
    'folds compatibility characters as PGlite does',
    async () => {
      const pglite = await openTestDatabase('pglite');
      try {
        const texts = [...COMPATIBILITY, ...ALPHABET].flatMap((c) => [c, `${c}\u0301`]);
        const here = await sqlFold(texts);
        const there = await foldIn(pglite, texts);
        expect(texts.map((t, i) => ({ t, f: there[i] }))).toEqual(
          texts.map((t, i) => ({ t, f: here[i] })),
        );
      } finally {
        await pglite.close();
      }
    },
  );

  it('agrees with the TypeScript fold on random strings, NFC or not', async () => {
    // Batches keep it to one query per run; a failure shrinks to the smallest failing batch and
    // fast-check prints the seed to replay it.
    const text = fc
      .array(fc.oneof(fc.constantFrom(...ALPHABET), fc.constantFrom(...COMPATIBILITY)), {
        maxLength: 24,
      })
      .map((cs) => cs.join(''));
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
