/**
 * The public browse by letter of one language (decision 031): its letters with their counts, and
 * a letter's words (or all of them) in its alphabet order. Visitors' view: approved, live words.
 */
import { and } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { notFound } from '@server/http/app-error';
import { visibleWordsOfLiveLanguage } from '@server/modules/search/visibility';
import { pageWordIds } from '@server/modules/words/words.repository';
import { wordEntries } from '@server/modules/words/words.service';
import type { LetterCount } from '@shared/schemas/alphabets';
import type { PaginatedWords } from '@shared/schemas/words';
import { foldedLetterCounts, letterCountsByRank, liveLanguageAlphabet } from './browse.repository';
import { letterCondition } from './letters';

async function liveLanguage(db: Db, languageId: number) {
  const language = await liveLanguageAlphabet(db, languageId);
  if (!language) throw notFound('languageNotFound');
  return language;
}

/** A visitor's view of a live language's words. */
const publishedWordsOf = (languageId: number) => visibleWordsOfLiveLanguage(null, languageId);

/**
 * GET /api/public/languages/{id}/letters: every letter of the language's alphabet, in its order,
 * with its count of published words (0 included); without an alphabet, the folded first letters
 * of its published words.
 */
export async function languageLetters(db: Db, languageId: number): Promise<LetterCount[]> {
  const { alphabet } = await liveLanguage(db, languageId);
  const where = publishedWordsOf(languageId);
  if (!alphabet) {
    return (await foldedLetterCounts(db, where)).map(({ letter, count }) => ({
      letter,
      upper: letter.toUpperCase(),
      count,
    }));
  }
  const counts = await letterCountsByRank(db, where, alphabet.letters.length);
  return alphabet.letters.map((l, rank) => ({
    letter: l.lower,
    upper: l.upper,
    count: counts.get(rank) ?? 0,
  }));
}

/**
 * GET /api/public/languages/{id}/words: a page of the language's published words in its
 * alphabet order, of one letter or all of them.
 */
export async function languageWords(
  db: Db,
  languageId: number,
  query: { letter?: string; page: number; limit: number },
): Promise<PaginatedWords> {
  const language = await liveLanguage(db, languageId);
  const { page, limit, letter } = query;
  const where = and(
    publishedWordsOf(languageId),
    letter === undefined ? undefined : letterCondition(letter, language),
  )!;
  const { ids, total } = await pageWordIds(db, where, limit, (page - 1) * limit, 'alphabet');
  return {
    data: await wordEntries(db, ids, null),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
