import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import { localWords, wordSenses } from '@server/db/schema/words';
import type { DictionarySide, EntryOrigin } from '@shared/schemas/dictionary';
import { missingDefinitionSql } from './definitions.repository';

/** A word's local equivalents listed at most (all of them are counted). */
export const LOCAL_EQUIVALENTS_LIMIT = 100;

export interface DictionaryWordRow {
  id: number;
  word: string;
  definition: string | null;
  partOfSpeech: string | null;
  pronunciation: string | null;
  origin: EntryOrigin;
  gender: 'm' | 'f' | null;
  equivalentId: number | null;
  equivalentWord: string | null;
  equivalentDefinition: string | null;
  fallbackDefinition: string | null;
}

/**
 * A live entry with its equivalent (the first live linked entry of the other side, by id, as the
 * search answers it) and, for a French entry without a definition, the definition of a linked
 * English entry (the equivalent's if it has one).
 */
export async function findDictionaryWord(db: Db, side: DictionarySide, id: number) {
  const [own, other, ownKey, otherKey] =
    side === 'french'
      ? ['french_words', 'english_words', 'french_word_id', 'english_word_id']
      : ['english_words', 'french_words', 'english_word_id', 'french_word_id'];
  const linked = sql.raw(`from french_english_relations r join ${other} o on o.id = r.${otherKey}
    where r.${ownKey} = e.id and not r.is_deleted and not o.is_deleted`);
  const [row] = await queryRows<DictionaryWordRow>(
    db,
    sql`select e.id, e.word, e.definition, e.part_of_speech as "partOfSpeech", e.pronunciation,
        e.origin, e.gender, eq.id as "equivalentId", eq.word as "equivalentWord",
        eq.definition as "equivalentDefinition", fb.definition as "fallbackDefinition"
      from ${sql.raw(own)} e
      left join lateral (select o.id, o.word, o.definition ${linked} order by o.id limit 1) eq on true
      left join lateral (
        select o.definition ${linked} and not ${missingDefinitionSql(sql.raw('o.definition'))}
        order by (o.id = eq.id) desc, o.id limit 1
      ) fb on ${side === 'french' ? missingDefinitionSql(sql.raw('e.definition')) : sql`false`}
      where e.id = ${id} and not e.is_deleted`,
  );
  return row ? { ...row, id: Number(row.id) } : null;
}

export interface LocalEquivalentRow {
  id: number;
  word: string;
  language: string;
  languageIsoCode: string | null;
  notes: string | null;
  pronunciation: string | null;
  locality: string | null;
  expressions: string[] | string;
  total: number;
}

/**
 * The local words one of whose senses the entry glosses, that the caller may see (`visibility`, on local_words), by
 * language then spelling, each with its language's first locality (by name) and the texts of its
 * live expressions; all of them counted, the first LOCAL_EQUIVALENTS_LIMIT listed.
 */
export async function localEquivalents(db: Db, side: DictionarySide, id: number, visibility: SQL) {
  const gloss = side === 'french' ? wordSenses.frenchId : wordSenses.englishId;
  return queryRows<LocalEquivalentRow>(
    db,
    sql`select ${localWords.id} as id, ${localWords.localWord} as word, l.name as language,
        l.iso_code as "languageIsoCode", ${localWords.notes} as notes,
        ${localWords.pronunciation} as pronunciation,
        (select lo.name from language_localities ll join localities lo on lo.id = ll.locality_id
          where ll.language_id = l.id and not ll.is_deleted and not lo.is_deleted
          order by lo.name, lo.id limit 1) as locality,
        coalesce((
          select json_agg(coalesce(nullif(btrim(x.expression), ''), btrim(x.local_text)) order by x.id)
          from expression_words ew join expressions x on x.id = ew.expression_id
          where ew.local_word_id = ${localWords.id} and not ew.is_deleted and not x.is_deleted
            and coalesce(nullif(btrim(x.expression), ''), nullif(btrim(x.local_text), '')) is not null
        ), '[]'::json) as expressions,
        count(*) over ()::int as total
      from ${localWords} join languages l on l.id = ${localWords.languageId}
      where ${visibility} and exists (
        select 1 from ${wordSenses}
        where ${wordSenses.localWordId} = ${localWords.id} and ${gloss} = ${id}
          and not ${wordSenses.isDeleted})
      order by l.name, ${localWords.localWordFolded}, ${localWords.id}
      limit ${LOCAL_EQUIVALENTS_LIMIT}`,
  );
}
