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
import { foldedLetterOfKeyChar, letterRankOfKeyChar } from '@shared/alphabet';
import type { LetterCount } from '@shared/schemas/alphabets';
import type { PaginatedWords } from '@shared/schemas/words';
import {
  foldedLetterCounts,
  keySegments,
  liveLanguageAlphabet,
  pageBySegments,
  segmentRange,
} from './browse.repository';
import { inKeyRange, languageLetterRange } from './letters';

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
 * of its published words. Counted from the language's key segments (their first characters).
 */
export async function languageLetters(db: Db, languageId: number): Promise<LetterCount[]> {
  const [{ alphabet }, segments] = await Promise.all([
    liveLanguage(db, languageId),
    keySegments(db, languageId),
  ]);
  if (!alphabet) {
    const letters = segments.flatMap(({ char, count }) => {
      const letter = foldedLetterOfKeyChar(char);
      return letter ? [{ letter, count }] : [];
    });
    // Letters past U+BFFF share their first key character (never in a Bantu dictionary so far):
    // counted one by one, after all the others as in code-point order.
    const wide = segments.find((s) => foldedLetterOfKeyChar(s.char) === null);
    if (wide) {
      const where = and(publishedWordsOf(languageId), inKeyRange(segmentRange(wide.char)))!;
      letters.push(...(await foldedLetterCounts(db, where)));
    }
    return letters.map(({ letter, count }) => ({ letter, upper: letter.toUpperCase(), count }));
  }
  // With tones counted, each tone of a letter starts keys with a character of its own.
  const counts = new Map<number, number>();
  for (const { char, count } of segments) {
    const rank = letterRankOfKeyChar(char);
    counts.set(rank, (counts.get(rank) ?? 0) + count);
  }
  return alphabet.letters.map((l, rank) => ({
    letter: l.lower,
    upper: l.upper,
    count: counts.get(rank) ?? 0,
  }));
}

/**
 * GET /api/public/languages/{id}/words: a page of the language's published words in its
 * alphabet order, of one letter or all of them. The total and where the page lies come from the
 * key segments of the letter (its tones) or of the language: no count over its words.
 */
export async function languageWords(
  db: Db,
  languageId: number,
  query: { letter?: string; page: number; limit: number },
): Promise<PaginatedWords> {
  const [{ alphabet }, segments] = await Promise.all([
    liveLanguage(db, languageId),
    keySegments(db, languageId),
  ]);
  const { page, limit, letter } = query;
  const offset = (page - 1) * limit;
  const where = publishedWordsOf(languageId);
  const range = letter === undefined ? undefined : languageLetterRange(letter, alphabet);
  const { ids, total } =
    range && (range.from.length > 1 || range.to.length > 1)
      ? // A letter past U+BFFF (no alphabet) is part of a segment: counted and read as staff lists.
        await pageWordIds(db, and(where, inKeyRange(range))!, limit, offset, 'alphabet')
      : await pageBySegments(
          db,
          where,
          segments.filter(({ char }) => !range || (char >= range.from && char < range.to)),
          offset,
          limit,
        );
  return {
    data: await wordEntries(db, ids, null),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
