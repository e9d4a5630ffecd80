/**
 * Reference entries typed in a word's form are a contributor's text until moderated: created
 * private, published once an approved word uses them, and removed (soft-deleted) when no word
 * awaiting moderation or approved uses them any more, after a rejection, a deletion or an edit
 * that typed another gloss. Private entries stay out of the public dictionary search; the words
 * that use them still show them to whoever may see those words.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import { englishWords, frenchWords } from '@server/db/schema/dictionary';
import { localWords, wordSenses } from '@server/db/schema/words';
import { intArray } from '@server/modules/search/search.repository';

export interface GlossIds {
  french: number[];
  english: number[];
}

const sides = [
  { key: 'french', table: frenchWords },
  { key: 'english', table: englishWords },
] as const;

/**
 * The private reference entries that words matching `words` (a condition on `w`, their
 * local_words row) point at: their own glosses and every live sense's.
 */
async function privateGlossesOf(tx: Db, words: SQL): Promise<GlossIds> {
  const ids: GlossIds = { french: [], english: [] };
  for (const { key, table } of sides) {
    const column = sql.raw(`${key}_id`);
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`select e.id from ${table} e where e.is_private and e.id in (
          select w.${column} from ${localWords} w where ${words}
          union all
          select s.${column} from ${wordSenses} s join ${localWords} w on w.id = s.local_word_id
          where ${words} and not s.is_deleted)`,
    );
    ids[key] = rows.map((r) => Number(r.id));
  }
  return ids;
}

/** The private entries a word points at. */
export const privateGlossesOfWord = (tx: Db, wordId: number) =>
  privateGlossesOf(tx, sql`w.id = ${wordId}`);

/** The private entries the live words of a language point at. */
export const privateGlossesOfLanguage = (tx: Db, languageId: number) =>
  privateGlossesOf(tx, sql`w.language_id = ${languageId} and not w.is_deleted`);

/** The private entries the words a deletion put in the trash point at (decision 032). */
export const privateGlossesOfTrash = (tx: Db, trashId: number) =>
  privateGlossesOf(tx, sql`w.trash_id = ${trashId}`);

/** Whether a live word (and, through a sense, a live sense) of `statuses` uses entry `entry`. */
const usedBy = (word: SQL, sense: SQL, entry: SQL, statuses: SQL) => sql`(
  exists (select 1 from ${localWords} w where ${word} = ${entry} and not w.is_deleted
    and w.status in ${statuses})
  or exists (select 1 from ${wordSenses} s join ${localWords} w on w.id = s.local_word_id
    where ${sense} = ${entry} and not s.is_deleted and not w.is_deleted and w.status in ${statuses}))`;

/**
 * Publishes or removes the private entries among `ids`, by the words that now use them. An entry
 * removed when its word was rejected comes back, public, if that word is approved after all; one
 * removed with its words' language comes back with them, public if one is approved, else still
 * private while one awaits moderation.
 */
export async function settleGlosses(tx: Db, ids: GlossIds) {
  for (const { key, table } of sides) {
    if (ids[key].length === 0) continue;
    const word = sql.raw(`w.${key}_id`);
    const sense = sql.raw(`s.${key}_id`);
    const entry = sql`${table.id}`;
    const privateOnes = sql`${table.id} = any(${intArray(ids[key])}::int[]) and ${table.isPrivate}`;
    await tx
      .update(table)
      .set({ isPrivate: false, isDeleted: false })
      .where(sql`${privateOnes} and ${usedBy(word, sense, entry, sql`('approved')`)}`);
    // Removed when its word was rejected and that word reopened, or with its language and that
    // language restored: a pending word's entry again.
    await tx
      .update(table)
      .set({ isDeleted: false })
      .where(
        sql`${privateOnes} and ${table.isDeleted}
          and ${usedBy(word, sense, entry, sql`('pending')`)}`,
      );
    await tx
      .update(table)
      .set({ isDeleted: true })
      .where(
        sql`${privateOnes} and not ${table.isDeleted}
          and not ${usedBy(word, sense, entry, sql`('approved', 'pending')`)}`,
      );
  }
}

/** The union of two sets of entries: before and after a change. */
export const bothGlosses = (a: GlossIds, b: GlossIds): GlossIds => ({
  french: [...new Set([...a.french, ...b.french])],
  english: [...new Set([...a.english, ...b.english])],
});
