/**
 * "Words of a letter" as a condition on local_words (decision 031): within a language with an
 * alphabet, a letter of that alphabet and the key range of its rank; within a language without
 * one, a folded letter and its range of the (folded) key; across languages, the folded letter on
 * local_word_folded, as before alphabets.
 */
import { sql, type SQL } from 'drizzle-orm';
import { localWords } from '@server/db/schema/words';
import { AppError, badRequest } from '@server/http/app-error';
import { foldedLetterKeyRange, letterKeyRange, matchForm, type Alphabet } from '@shared/alphabet';
import { startsWithLetter } from '@server/modules/words/words.repository';

/**
 * The rank of the alphabet's letter `typed` names (any case, curly apostrophes, NFC or not), a
 * variant naming the letter it sorts as; undefined when it names none.
 */
export function letterRank(alphabet: Alphabet, typed: string): number | undefined {
  const wanted = matchForm(typed.trim());
  const rank = alphabet.letters.findIndex((l) => matchForm(l.lower) === wanted);
  if (rank >= 0) return rank;
  const variant = alphabet.variants.find((v) => matchForm(v.form) === wanted);
  if (!variant) return undefined;
  const sortsAs = matchForm(variant.sortsAs);
  const target = alphabet.letters.findIndex((l) => matchForm(l.lower) === sortsAs);
  return target >= 0 ? target : undefined;
}

/** Keys in [from, to): a range of the dictionary order indexes. */
export const inKeyRange = ({ from, to }: { from: string; to: string }): SQL =>
  sql`(${localWords.sortKey} >= ${from} and ${localWords.sortKey} < ${to})`;

/** Without an alphabet a letter is one character, folded (ŋ as n), as it always was. */
function assertSingleCharacter(letter: string) {
  if (Array.from(letter.trim()).length !== 1) {
    throw new AppError('VALIDATION_FAILED', 400, 'letterInvalid');
  }
}

/**
 * The key range of `letter` in a language: its alphabet's letter (400 letterNotInAlphabet when it
 * names none), or without an alphabet a folded letter.
 */
export function languageLetterRange(
  letter: string,
  alphabet: Alphabet | null,
): { from: string; to: string } {
  if (!alphabet) {
    assertSingleCharacter(letter);
    return foldedLetterKeyRange(letter.trim().normalize('NFC'));
  }
  const rank = letterRank(alphabet, letter);
  if (rank === undefined) throw badRequest('letterNotInAlphabet', { letter: letter.trim() });
  return letterKeyRange(rank);
}

/**
 * The words of `letter`: of one language when `language` is given (languageLetterRange), else in
 * every language (folded).
 */
export function letterCondition(
  letter: string,
  language: { alphabet: Alphabet | null } | null,
): SQL {
  if (!language) {
    assertSingleCharacter(letter);
    return startsWithLetter(letter);
  }
  return inKeyRange(languageLetterRange(letter, language.alphabet));
}
