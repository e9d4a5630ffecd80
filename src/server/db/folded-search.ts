import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fold } from '@shared/fold';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Tone- and accent-insensitive matching of a column against what the user typed, using the
 * folded expression indexes (prefix and trigram). `rank` orders exact < prefix < substring <
 * typo-tolerant (trigram similarity) matches.
 */
export function foldedSearch(column: AnyPgColumn | SQL, query: string) {
  const folded = fold(query.normalize('NFC'));
  const target = sql`public.fold(${column})`;
  const contains = `%${escapeLike(folded)}%`;
  return {
    where: sql`(${target} like ${contains} or ${target} % ${folded})`,
    rank: sql<number>`case when ${target} = ${folded} then 0 when ${target} like ${`${escapeLike(folded)}%`} then 1 when ${target} like ${contains} then 2 else 3 end`,
    similarity: sql<number>`similarity(${target}, ${folded})`,
  };
}
