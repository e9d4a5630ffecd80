import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { languages } from '../db/schema/languages';
import { localWords } from '../db/schema/words';
import { DEMO_LANGUAGES } from '../db/seed/demo-content';
import { keyColumns } from '../modules/alphabets/sort-keys';
import { toAlphabet } from '@shared/alphabet';

/**
 * Gives a language an alphabet (letters in the wire form, `"ch"` or `"ij|IJ"`) and recomputes the
 * keys of all its words, as an alphabet change that finished would leave them: for tests of the
 * reads, written directly in the database.
 */
export async function giveAlphabet(
  db: Db,
  languageId: number,
  letters: string[],
  options: { ignoreTones?: boolean; variants?: { form: string; sortsAs: string }[] } = {},
) {
  const alphabet = toAlphabet({
    letters,
    ignoreTones: options.ignoreTones ?? true,
    variants: options.variants,
  });
  const [language] = await db
    .update(languages)
    .set({ alphabet, alphabetVersion: sql`${languages.alphabetVersion} + 1` })
    .where(eq(languages.id, languageId))
    .returning({ version: languages.alphabetVersion });
  const collation = { alphabet, version: language!.version };
  const words = await db
    .select({ id: localWords.id, localWord: localWords.localWord })
    .from(localWords)
    .where(eq(localWords.languageId, languageId));
  for (const word of words) {
    await db
      .update(localWords)
      .set(keyColumns(collation, word.localWord))
      .where(eq(localWords.id, word.id));
  }
}

const demoLetters = (code: string) =>
  DEMO_LANGUAGES.find((l) => l.code === code)!.alphabet!.letters;

/** Swahili's standard orthography, the digraphs (ch, ng', ny...) as letters, as the demo has it. */
export const SWAHILI_LETTERS = demoLetters('swh');
/** Lingala's (CELTA): ɛ and ɔ after e and o, the prenasalised consonants as letters. */
export const LINGALA_LETTERS = demoLetters('lin');

/**
 * word_letter_counts as stored, and as a GROUP BY over local_words gives it (approved, live words
 * by the first character of their key), in the same order: its triggers keep the two equal.
 */
export async function letterCountsAndTruth(db: Db) {
  const stored = await queryRows<{ language_id: number; first_key_char: string; n: number }>(
    db,
    sql`select language_id, first_key_char, approved as n from word_letter_counts order by 1, 2`,
  );
  const grouped = await queryRows<(typeof stored)[number]>(
    db,
    sql`select language_id, left(sort_key, 1) as first_key_char, count(*)::int as n
      from local_words where status = 'approved' and not is_deleted group by 1, 2 order by 1, 2`,
  );
  return { stored, grouped };
}
