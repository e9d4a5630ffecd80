import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { englishWords, frenchEnglishRelations, frenchWords } from '@server/db/schema/dictionary';
import { queryPrepared } from '@server/modules/search/prepared';
import { intArray, type MatchSource } from '@server/modules/search/search.repository';
import type { DictionarySide } from '@shared/schemas/words';

const tables = { french: frenchWords, english: englishWords } as const;

/** The live, public entries of one side of the reference dictionary, as a search source. */
export const dictionarySource = (side: DictionarySide) => sources[side];

function buildSource(side: DictionarySide): MatchSource<DictionarySide> {
  const table = tables[side];
  return {
    type: side,
    weight: 0,
    table: sql`${table}`,
    id: sql`${table.id}`,
    text: sql`${table.word}`,
    folded: sql`${table.wordFolded}`,
    // Entries typed for words still awaiting moderation are not public (gloss-visibility.ts).
    where: sql`${table.isDeleted} = false and ${table.isPrivate} = false`,
  };
}

// Built once: statement caches are keyed on them (search/prepared.ts).
const sources = { french: buildSource('french'), english: buildSource('english') };

export interface DictionaryHitRow {
  id: number;
  word: string;
  definition: string | null;
  partOfSpeech: string | null;
  pronunciation: string | null;
  equivalentId: number | null;
  equivalentWord: string | null;
  equivalentDefinition: string | null;
}

/** The entries, each with its first (lowest id) live equivalent in the other language. */
export async function dictionaryHitRows(db: Db, side: DictionarySide, ids: number[]) {
  const table = tables[side];
  const other = side === 'french' ? englishWords : frenchWords;
  const [own, theirs] =
    side === 'french'
      ? [frenchEnglishRelations.frenchWordId, frenchEnglishRelations.englishWordId]
      : [frenchEnglishRelations.englishWordId, frenchEnglishRelations.frenchWordId];
  const rows = await queryPrepared<DictionaryHitRow>(
    db,
    sql`select e.id, e.word, e.definition, e.part_of_speech as "partOfSpeech",
        e.pronunciation, eq.id as "equivalentId", eq.word as "equivalentWord",
        eq.definition as "equivalentDefinition"
      from ${table} e
      left join lateral (
        select ${other.id} as id, ${other.word} as word, ${other.definition} as definition
        from ${frenchEnglishRelations} join ${other} on ${other.id} = ${theirs}
        where ${own} = e.id and ${frenchEnglishRelations.isDeleted} = false and ${other.isDeleted} = false
          and ${other.isPrivate} = false
        order by ${other.id} limit 1
      ) eq on true
      where e.id = any(${intArray(ids)}::int[])`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
