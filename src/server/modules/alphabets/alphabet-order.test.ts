/**
 * The stored keys order words in SQL exactly as compareSpellings does in JavaScript, on PGlite and
 * on PostgreSQL: the "C" collation compares the keys as JavaScript compares strings. The keys are
 * written both ways the app writes them: recomputed by an alphabet change (one statement per
 * batch) and computed for each new word.
 */
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { localWords } from '@server/db/schema/words';
import { buildLanguage, buildWords } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import { compareSpellings, toAlphabet } from '@shared/alphabet';

const LINGALA =
  'a b d e ɛ f g gb h i k kp l m mb mp mv n nd ng nk ns nt ny nz o ɔ p r s t u v w y z';
const ALPHABETS = [
  null,
  { letters: LINGALA.split(' '), ignoreTones: true, variants: [] },
  { letters: LINGALA.split(' '), ignoreTones: false, variants: [] },
  {
    letters: "a b ch d e g i n ng' ny o u".split(' '),
    ignoreTones: true,
    variants: [{ form: "ŋ'", sortsAs: "ng'" }],
  },
  { letters: "a e é n ng ng' ŋ|Ŋ".split(' '), ignoreTones: true, variants: [] },
];

// Letters, multigraphs, tone marks composed and combining, capitals, apostrophes straight and
// curly, spaces, hyphens, characters outside every alphabet (the quote and backslash too, which
// the batch update's array literal must carry intact).
const PIECES = [
  ...'aeioubdgmnɛɔŋ',
  'ng',
  'ny',
  "ng'",
  'ch',
  'Ch',
  'NY',
  'Ɛ',
  'á',
  'à',
  'é',
  'ɔ́',
  '\u0301',
  '\u0300',
  '\u0302',
  "'",
  '’',
  ' ',
  '-',
  'x',
  'ç',
  '"',
  '\\',
  '𝔞',
];
const spelling = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 8 })
  .map((p) => p.join(''));

describeWithApp('dictionary order in SQL', (ctx) => {
  const db = () => ctx.database.db;

  it('sorts stored keys as compareSpellings sorts spellings, ties by id', async () => {
    const editor = await ctx.as('editor');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ALPHABETS),
        fc.array(spelling, { minLength: 1, maxLength: 16 }),
        async (input, words) => {
          const language = await buildLanguage(db());
          const add = (list: string[], offset: number) =>
            list.length === 0
              ? Promise.resolve([])
              : buildWords(db(), list.length, (i) => ({
                  languageId: language.id,
                  localWord: list[i],
                  // Distinct numbers: same-spelled words are allowed as homographs.
                  homographNumber: offset + i + 1,
                }));
          const half = Math.ceil(words.length / 2);
          await add(words.slice(0, half), 0);
          if (input) {
            const res = await send(
              ctx.app,
              'PUT',
              `/api/languages/${language.id}/alphabet`,
              editor,
              input,
            );
            expect(res.statusCode, res.body).toBe(200);
          }
          await add(words.slice(half), half);

          const rows = await db()
            .select({ id: localWords.id, localWord: localWords.localWord })
            .from(localWords)
            .where(eq(localWords.languageId, language.id))
            .orderBy(asc(localWords.sortKey), asc(localWords.id));
          const alphabet = input && toAlphabet(input);
          const expected = [...rows].sort(
            (a, b) => compareSpellings(alphabet, a.localWord, b.localWord) || a.id - b.id,
          );
          expect(rows.map((r) => r.localWord)).toEqual(expected.map((r) => r.localWord));
          expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
        },
      ),
      { numRuns: 40 },
    );
  });
});
