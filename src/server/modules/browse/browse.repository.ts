import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import { languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import { keyLetterRank } from '@server/modules/words/words.repository';
import { letterKeyRange } from '@shared/alphabet';

/** A live language's alphabet (null: none), or undefined when there is no such language. */
export async function liveLanguageAlphabet(db: Db, id: number) {
  const [row] = await db
    .select({ alphabet: languages.alphabet })
    .from(languages)
    .where(and(eq(languages.id, id), eq(languages.isDeleted, false)));
  return row;
}

/**
 * How many of the words matching `where` (one language's) begin with each letter of an alphabet
 * of `letterCount` letters, by rank (letters without words are absent): one pass over the key
 * range of the letters, grouped by the first key character (letterKeyRange).
 */
export async function letterCountsByRank(
  db: Db,
  where: SQL,
  letterCount: number,
): Promise<Map<number, number>> {
  if (letterCount === 0) return new Map();
  const rows = await queryRows<{ rank: number; n: number }>(
    db,
    sql`select ${keyLetterRank} as rank, count(*)::int as n from ${localWords}
      where ${where} and ${localWords.sortKey} >= ${letterKeyRange(0).from}
        and ${localWords.sortKey} < ${letterKeyRange(letterCount - 1).to}
      group by 1`,
  );
  return new Map(rows.map((r) => [Number(r.rank), Number(r.n)]));
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
