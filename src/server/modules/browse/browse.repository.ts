import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import { languages } from '@server/db/schema/languages';
import { localWords, wordLetterCounts } from '@server/db/schema/words';
import { alphabetOrderSlice } from '@server/modules/words/words.repository';
import { inKeyRange } from './letters';

/** A live language's alphabet (null: none), or undefined when there is no such language. */
export async function liveLanguageAlphabet(db: Db, id: number) {
  const [row] = await db
    .select({ alphabet: languages.alphabet })
    .from(languages)
    .where(and(eq(languages.id, id), eq(languages.isDeleted, false)));
  return row;
}

/** The words whose key starts with one character: `count` of them, the key range [char, next). */
export interface KeySegment {
  char: string;
  count: number;
}

/**
 * A language's approved, live words by the first character of their key, in key order: read from word_letter_counts, which the triggers of local_words keep exact (migration
 * 0017), so a few rows whatever the language's size.
 */
export function keySegments(db: Db, languageId: number): Promise<KeySegment[]> {
  return db
    .select({ char: wordLetterCounts.firstKeyChar, count: wordLetterCounts.approved })
    .from(wordLetterCounts)
    .where(eq(wordLetterCounts.languageId, languageId))
    .orderBy(wordLetterCounts.firstKeyChar);
}

/** The keys starting with `char` (an empty key, left by an older version, is its own segment). */
export const segmentRange = (char: string) => ({
  from: char,
  to: String.fromCharCode((char.charCodeAt(0) || 0) + 1),
});

/**
 * A page [offset, offset + limit) of the words matching `where`, which are the words of
 * `segments` (in key order), and their total: read segment by segment, each part a slice of its
 * segment read from its nearer end (alphabetOrderSlice), so that no read skips more than half of
 * one letter's words, wherever the page is in the language. The parts follow each other as one
 * ORDER BY sort_key, homograph_number, id over all the words would.
 */
export async function pageBySegments(
  db: Db,
  where: SQL,
  segments: KeySegment[],
  offset: number,
  limit: number,
) {
  const parts: Promise<number[]>[] = [];
  let start = 0;
  for (const { char, count } of segments) {
    const skip = Math.max(0, offset - start);
    const end = Math.min(count, offset + limit - start);
    if (skip < end) {
      const inSegment = and(where, inKeyRange(segmentRange(char)))!;
      parts.push(alphabetOrderSlice(db, inSegment, count, skip, end - skip));
    }
    start += count;
  }
  return { ids: (await Promise.all(parts)).flat(), total: start };
}

/** The folded first letters of the words matching `where`, in code-point order, with counts. */
export async function foldedLetterCounts(db: Db, where: SQL) {
  const letter = sql`left(${localWords.localWordFolded}, 1)`;
  const rows = await queryRows<{ letter: string; n: number }>(
    db,
    sql`select ${letter} as letter, count(*)::int as n
      from ${localWords} where ${where} and ${localWords.localWordFolded} <> ''
      group by ${letter} order by ${letter} collate "C"`,
  );
  return rows.map((r) => ({ letter: r.letter, count: Number(r.n) }));
}
