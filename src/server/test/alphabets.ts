import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
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
