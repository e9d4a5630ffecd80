import { aliasedTable, and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import { englishWords, frenchEnglishRelations, frenchWords } from '@server/db/schema/dictionary';
import { localities } from '@server/db/schema/geography';
import { languageLocalities, languages } from '@server/db/schema/languages';
import { users } from '@server/db/schema/users';
import { examples, localWords } from '@server/db/schema/words';
import {
  releaseExpressionsOfWord,
  type WordExpression,
} from '@server/modules/expressions/expressions.repository';
import { letterKeyRange } from '@shared/alphabet';
import { fold } from '@shared/fold';
import { loadForms, loadSenses, type FormRow, type SenseEntryRow } from './lexicon.repository';
import { wordKey } from '@shared/schemas/words';

export type LocalWordRow = typeof localWords.$inferSelect;
export type DictionaryRow = typeof frenchWords.$inferSelect;
export type ExampleRow = typeof examples.$inferSelect;

export interface WordEntryRow {
  word: LocalWordRow;
  languageName: string;
  languageIsoCode: string | null;
  submitterEmail: string | null;
  reviewerEmail: string | null;
  french: DictionaryRow | null;
  english: DictionaryRow | null;
  senses: SenseEntryRow[];
  forms: FormRow[];
}

const submitters = aliasedTable(users, 'submitters');
const reviewers = aliasedTable(users, 'reviewers');

/**
 * Full entries for the given local word ids, in the order of `ids` (search rank, page order), in
 * two queries whatever their number.
 */
export async function loadEntries(db: Db, ids: number[]): Promise<WordEntryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      word: localWords,
      languageName: languages.name,
      languageIsoCode: languages.isoCode,
      submitterEmail: submitters.email,
      reviewerEmail: reviewers.email,
      french: frenchWords,
      english: englishWords,
    })
    .from(localWords)
    .innerJoin(languages, eq(languages.id, localWords.languageId))
    .leftJoin(submitters, eq(submitters.id, localWords.submittedBy))
    .leftJoin(reviewers, eq(reviewers.id, localWords.reviewedBy))
    .leftJoin(frenchWords, eq(frenchWords.id, localWords.frenchId))
    .leftJoin(englishWords, eq(englishWords.id, localWords.englishId))
    .where(inArray(localWords.id, ids));
  const [senses, forms] = await Promise.all([loadSenses(db, ids), loadForms(db, ids)]);
  const byId = new Map(rows.map((r) => [r.word.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const wordSenses = senses.get(id) ?? [];
    return [{ ...row, senses: wordSenses, forms: forms.get(id) ?? [] }];
  });
}

/**
 * The orders a list of words can take: `folded` across languages (folded, then as written, then
 * id); `alphabet` within one language, its alphabet's order (the stored key, then the homograph
 * number and the id), an index range of local_words_dictionary_order_idx or _public_order_idx.
 */
export type WordOrder = 'folded' | 'alphabet';

const ALPHABET_ORDER = [
  asc(localWords.sortKey),
  asc(localWords.homographNumber),
  asc(localWords.id),
];
// The same order backwards (ascending puts null homograph numbers last, descending first): a
// backward scan of the same index.
const ALPHABET_ORDER_REVERSED = [
  desc(localWords.sortKey),
  sql`${localWords.homographNumber} desc nulls first`,
  desc(localWords.id),
];

/**
 * Ids of the words matching `where` (a visibility condition, see search/visibility.ts) in the
 * given order, a page of them, and how many match.
 */
export async function pageWordIds(
  db: Db,
  where: SQL,
  limit: number,
  offset: number,
  order: WordOrder = 'folded',
) {
  if (order === 'alphabet') return pageInAlphabetOrder(db, where, limit, offset);
  const [ids, [total]] = await Promise.all([
    db
      .select({ id: localWords.id })
      .from(localWords)
      .where(where)
      .orderBy(localWords.localWordFolded, asc(localWords.localWord), asc(localWords.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(localWords).where(where),
  ]);
  return { ids: ids.map((r) => r.id), total: total?.n ?? 0 };
}

/** A page in a language's alphabet order, and how many words match. */
async function pageInAlphabetOrder(db: Db, where: SQL, limit: number, offset: number) {
  const [counted] = await db.select({ n: count() }).from(localWords).where(where);
  const total = counted?.n ?? 0;
  if (offset >= total) return { ids: [], total };
  return {
    ids: await alphabetOrderSlice(db, where, total, offset, Math.min(limit, total - offset)),
    total,
  };
}

/**
 * Ids of `take` words from position `skip` of the `total` words matching `where`, in alphabet
 * order. OFFSET walks the index from its start, so a slice past the middle is read from the other
 * end (the same index backwards, then put back in order): no read skips more than half the words.
 */
export async function alphabetOrderSlice(
  db: Db,
  where: SQL,
  total: number,
  skip: number,
  take: number,
): Promise<number[]> {
  const fromEnd = total - skip - take;
  const backwards = fromEnd < skip;
  const rows = await db
    .select({ id: localWords.id })
    .from(localWords)
    .where(where)
    .orderBy(...(backwards ? ALPHABET_ORDER_REVERSED : ALPHABET_ORDER))
    .limit(take)
    .offset(backwards ? fromEnd : skip);
  const ids = rows.map((r) => r.id);
  return backwards ? ids.reverse() : ids;
}

/** Ids of the words matching `where`, oldest first (ties by id), at most `limit`: a queue. */
export async function oldestWordIds(db: Db, where: SQL, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: localWords.id })
    .from(localWords)
    .where(where)
    .orderBy(asc(localWords.createdAt), asc(localWords.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Words whose folded spelling starts with `letter` (folded too), as a range of the folded-text
 * index: "browse by letter" files ŋgɔ́mbɛ under N, as dictionaries of these languages do.
 */
export function startsWithLetter(letter: string): SQL {
  const first = Array.from(fold(letter.normalize('NFC')))[0] ?? '';
  const next = String.fromCodePoint((first.codePointAt(0) ?? 0) + 1);
  return sql`(${localWords.localWordFolded} ~>=~ ${first} and ${localWords.localWordFolded} ~<~ ${next})`;
}

/**
 * The distinct first letters of the folded spellings matching `where`, in order: a loose index
 * scan (one index probe per letter) rather than a pass over every word.
 */
export async function firstLetters(db: Db, where: SQL): Promise<string[]> {
  const first = (
    after: SQL,
  ) => sql`(select left(${localWords.localWordFolded}, 1) from ${localWords}
    where ${where} ${after} order by ${localWords.localWordFolded} using ~<~ limit 1)`;
  const rows = await queryRows<{ letter: string | null }>(
    db,
    sql`with recursive letters(letter) as (
      select ${first(sql``)}
      union all
      select ${first(sql`and ${localWords.localWordFolded} ~>=~ chr(ascii(letters.letter) + 1)`)}
      from letters where letters.letter is not null
    )
    select letter from letters where letter is not null and letter <> ''`,
  );
  return rows.map((r) => r.letter!);
}

/** The first character of letter keys, and how many characters each letter spans (its tones). */
const LETTER_KEY_BASE = letterKeyRange(0).from.codePointAt(0)!;
const LETTER_KEY_SPAN = letterKeyRange(1).from.codePointAt(0)! - LETTER_KEY_BASE;

/** A key's letter rank in SQL: the code point of its first character, by letterKeyRange(). */
export const keyLetterRank = sql<number>`((ascii(${localWords.sortKey}) - ${LETTER_KEY_BASE}::int) / ${LETTER_KEY_SPAN}::int)`;

/** How many words matching `where` each letter rank has (their keys' first characters). */
export async function letterRankCounts(db: Db, where: SQL): Promise<Map<number, number>> {
  const rows = await queryRows<{ rank: number; n: number }>(
    db,
    sql`select ${keyLetterRank} as rank, count(*)::int as n from ${localWords}
      where ${where} and ${localWords.sortKey} >= chr(${LETTER_KEY_BASE}::int)
      group by 1`,
  );
  const counts = new Map<number, number>();
  for (const { rank, n } of rows) counts.set(Number(rank), (counts.get(Number(rank)) ?? 0) + n);
  return counts;
}

export async function findWord(db: Db, id: number, where?: SQL) {
  const [row] = await db
    .select({ id: localWords.id })
    .from(localWords)
    .where(and(eq(localWords.id, id), where));
  return row;
}

export async function lockWord(tx: Db, id: number) {
  const [row] = await tx
    .select()
    .from(localWords)
    .where(and(eq(localWords.id, id), eq(localWords.isDeleted, false)))
    .for('update');
  return row;
}

/**
 * The order of the entries a spelling's page lists. Its first entry's spelling is the page's
 * canonical address, and the sitemap lists that same spelling (pages.repository), so the two
 * must sort alike: both use this order (a joined `languages` is required).
 */
export const SPELLING_ENTRY_ORDER = [asc(languages.name), asc(localWords.id)];

/**
 * The words a slug names (docs/decisions/008-public-site.md): the word with that id (a word
 * without text is addressed by id), else the word with that code, else every word spelled that
 * way (wordKey: case and spacing aside, tone marks counting), one per language, by language name.
 */
export async function findWordIdsBySlug(db: Db, slug: string, where: SQL): Promise<number[]> {
  const asId = /^\d{1,9}$/.test(slug) ? Number(slug) : null;
  const rows = await db
    .select({
      id: localWords.id,
      kind: sql<number>`case when ${localWords.id} = ${asId} then 0 when upper(${localWords.code}) = upper(${slug}) then 1 else 2 end`,
    })
    .from(localWords)
    .innerJoin(languages, eq(languages.id, localWords.languageId))
    .where(
      and(
        where,
        sql`(${localWords.id} = ${asId} or upper(${localWords.code}) = upper(${slug}) or ${localWords.duplicateKey} = ${wordKey(slug)})`,
      ),
    )
    .orderBy(sql`2`, ...SPELLING_ENTRY_ORDER);
  const best = rows[0]?.kind;
  return rows.filter((r) => r.kind === best).map((r) => r.id);
}

/** Names of the live localities where a language is spoken. */
export async function languageLocalityNames(db: Db, languageId: number) {
  const rows = await db
    .select({ name: localities.name })
    .from(languageLocalities)
    .innerJoin(localities, eq(localities.id, languageLocalities.localityId))
    .where(and(eq(languageLocalities.languageId, languageId), eq(localities.isDeleted, false)))
    .orderBy(asc(localities.name));
  return rows.map((r) => r.name);
}

/** A live word of the language spelled the same way (wordKey), rejected ones aside. */
export async function duplicateExists(
  db: Db,
  languageId: number,
  localWord: string,
  excludeId?: number,
) {
  const [row] = await db
    .select({ id: localWords.id })
    .from(localWords)
    .where(
      and(
        eq(localWords.languageId, languageId),
        eq(localWords.duplicateKey, wordKey(localWord)),
        eq(localWords.isDeleted, false),
        ne(localWords.status, 'rejected'),
        excludeId === undefined ? undefined : ne(localWords.id, excludeId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function liveLanguageCode(db: Db, id: number) {
  const [row] = await db
    .select({ code: languages.code })
    .from(languages)
    .where(and(eq(languages.id, id), eq(languages.isDeleted, false)));
  return row?.code;
}

type Side = typeof frenchWords | typeof englishWords;

export async function liveDictionaryEntry(db: Db, table: Side, id: number) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.isDeleted, false)));
  return row;
}

/** An entry spelled the same (case aside) with the same definition, or none typed. */
export async function findSameDictionaryEntry(
  db: Db,
  table: Side,
  word: string,
  definition: string | null,
) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        sql`lower(${table.word}) = lower(${word})`,
        eq(table.isDeleted, false),
        definition === null
          ? undefined
          : sql`${table.definition} is not distinct from ${definition}`,
      ),
    )
    .orderBy(asc(table.id))
    .limit(1);
  return row;
}

export async function insertDictionaryEntry(
  db: Db,
  table: Side,
  values: Omit<typeof frenchWords.$inferInsert, 'id'>,
) {
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  return row!;
}

export async function linkFrenchEnglish(db: Db, frenchWordId: number, englishWordId: number) {
  await db
    .insert(frenchEnglishRelations)
    .values({ frenchWordId, englishWordId })
    .onConflictDoNothing();
}

/**
 * Soft-deletes the word with the expressions it alone links; the expressions other words also link
 * only lose their link to it. `linked` is what `expressionsLinkedToWord` answered in the same
 * transaction (the caller has shown it for confirmation).
 */
export async function softDeleteWord(tx: Db, id: number, linked: WordExpression[]) {
  await releaseExpressionsOfWord(tx, id, linked);
  await tx.update(localWords).set({ isDeleted: true }).where(eq(localWords.id, id));
}

/**
 * The live words of a language go with it, into its trash item (their links are kept); words
 * deleted before stay in the deletion they belong to.
 */
export async function softDeleteWordsOfLanguage(tx: Db, languageId: number, trashId: number) {
  await tx
    .update(localWords)
    .set({ isDeleted: true, trashId })
    .where(and(eq(localWords.languageId, languageId), eq(localWords.isDeleted, false)));
}
