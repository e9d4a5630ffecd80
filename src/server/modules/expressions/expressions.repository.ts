import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { expressionWords, expressions } from '@server/db/schema/expressions';
import { localities } from '@server/db/schema/geography';
import { languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import { fold } from '@shared/fold';

export type ExpressionRow = typeof expressions.$inferSelect;

export interface ExpressionViewRow {
  expression: ExpressionRow;
  languageName: string | null;
  languageIsoCode: string | null;
  localityName: string | null;
  linkedWords: {
    id: number;
    localWord: string;
    homographNumber: number | null;
    languageName: string;
    languageIsoCode: string | null;
  }[];
}

const live = eq(expressions.isDeleted, false);

/** What the list searches: text, local text and description, folded as one stored string. */
const searchable = expressions.searchFolded;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The folded search of the expressions list, as condition and rank: a text or local text that is
 * the query (0) or starts with it (1), then any of the three containing it (2). With `typos`,
 * also texts holding a word within a typo or two of it (3, trigram word similarity, 4+ letters).
 */
export function expressionSearch(query: string, typos = false) {
  const folded = fold(query.normalize('NFC')).replace(/\0/g, '').trim();
  const text = sql`public.fold(coalesce(${expressions.expression}, ''))`;
  const local = sql`public.fold(coalesce(${expressions.localText}, ''))`;
  const contains = `%${escapeLike(folded)}%`;
  const prefix = `${escapeLike(folded)}%`;
  const fuzzy =
    typos && Array.from(folded).length >= 4 ? sql` or ${folded} <% ${searchable}` : sql``;
  return {
    where: sql`(${searchable} like ${contains}${fuzzy})`,
    rank: sql<number>`case when ${text} = ${folded} or ${local} = ${folded} then 0
      when ${text} like ${prefix} or ${local} like ${prefix} then 1
      when ${searchable} like ${contains} then 2 else 3 end`,
  };
}

/** A page of live expression ids, searched or in alphabetical order of their text, and the total. */
export async function pageExpressionIds(
  db: Db,
  options: { limit: number; offset: number; search: ReturnType<typeof expressionSearch> | null },
) {
  const where = options.search ? and(live, options.search.where)! : live;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: expressions.id })
      .from(expressions)
      .where(where)
      .orderBy(
        ...(options.search ? [options.search.rank] : []),
        sql`public.fold(coalesce(${expressions.expression}, ${expressions.localText}, '')) collate "C"`,
        asc(expressions.id),
      )
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(expressions).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

/**
 * Expressions with their language, locality and the linked words `visibleWords` admits, in the
 * order of `ids`, in two queries.
 */
export async function loadExpressions(
  db: Db,
  ids: number[],
  visibleWords: SQL,
): Promise<ExpressionViewRow[]> {
  if (ids.length === 0) return [];
  const [rows, links] = await Promise.all([
    db
      .select({
        expression: expressions,
        languageName: languages.name,
        languageIsoCode: languages.isoCode,
        localityName: localities.name,
      })
      .from(expressions)
      .leftJoin(languages, eq(languages.id, expressions.languageId))
      .leftJoin(localities, eq(localities.id, expressions.localityId))
      .where(inArray(expressions.id, ids)),
    db
      .select({
        expressionId: expressionWords.expressionId,
        id: localWords.id,
        localWord: localWords.localWord,
        homographNumber: localWords.homographNumber,
        languageName: languages.name,
        languageIsoCode: languages.isoCode,
      })
      .from(expressionWords)
      .innerJoin(localWords, eq(localWords.id, expressionWords.localWordId))
      .innerJoin(languages, eq(languages.id, localWords.languageId))
      .where(and(inArray(expressionWords.expressionId, ids), visibleWords))
      .orderBy(sql`${localWords.localWordFolded} collate "C"`, asc(localWords.id)),
  ]);
  const linked = new Map<number, ExpressionViewRow['linkedWords']>();
  for (const { expressionId, ...word } of links) {
    linked.set(expressionId, [...(linked.get(expressionId) ?? []), word]);
  }
  const byId = new Map(rows.map((r) => [r.expression.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, linkedWords: linked.get(id) ?? [] }] : [];
  });
}

/** A live expression, locked for a change. */
export async function lockExpression(tx: Db, id: number) {
  const [row] = await tx
    .select()
    .from(expressions)
    .where(and(eq(expressions.id, id), live))
    .for('update');
  return row;
}

export async function liveExpressionExists(db: Db, id: number) {
  const [row] = await db
    .select({ id: expressions.id })
    .from(expressions)
    .where(and(eq(expressions.id, id), live));
  return row !== undefined;
}

/** Ids of live expressions linked to a word, in alphabetical order of their text. */
export async function expressionIdsOfWord(db: Db, wordId: number) {
  const rows = await db
    .select({ id: expressions.id })
    .from(expressionWords)
    .innerJoin(expressions, eq(expressions.id, expressionWords.expressionId))
    .where(and(eq(expressionWords.localWordId, wordId), live))
    .orderBy(
      sql`public.fold(coalesce(${expressions.expression}, ${expressions.localText}, '')) collate "C"`,
      asc(expressions.id),
    );
  return rows.map((r) => r.id);
}

/** How many of `ids` are live words of live languages (any status: staff link pending words too). */
export async function countLiveWords(db: Db, ids: number[]) {
  const [row] = await db
    .select({ n: count() })
    .from(localWords)
    .innerJoin(languages, eq(languages.id, localWords.languageId))
    .where(
      and(
        inArray(localWords.id, ids),
        eq(localWords.isDeleted, false),
        eq(languages.isDeleted, false),
      ),
    );
  return row?.n ?? 0;
}

export async function liveLanguageExists(db: Db, id: number) {
  const [row] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(and(eq(languages.id, id), eq(languages.isDeleted, false)));
  return row !== undefined;
}

export async function liveLocalityExists(db: Db, id: number) {
  const [row] = await db
    .select({ id: localities.id })
    .from(localities)
    .where(and(eq(localities.id, id), eq(localities.isDeleted, false)));
  return row !== undefined;
}

/** Makes the expression's links exactly `wordIds`. */
export async function replaceLinks(tx: Db, expressionId: number, wordIds: number[]) {
  await tx.delete(expressionWords).where(eq(expressionWords.expressionId, expressionId));
  await tx
    .insert(expressionWords)
    .values(wordIds.map((localWordId) => ({ expressionId, localWordId })));
}

/**
 * Soft-deletes these expressions if they are live, and answers which it deleted. The rows keep
 * their audio and their links, so a restore brings them back whole.
 */
export async function softDeleteExpressions(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(expressions)
    .set({ isDeleted: true })
    .where(and(inArray(expressions.id, ids), live))
    .returning({ id: expressions.id });
  return rows.map((r) => r.id);
}

/** The live expressions of a language go with it, into its trash item. */
export async function softDeleteExpressionsOfLanguage(
  db: Db,
  languageId: number,
  trashId: number,
): Promise<void> {
  await db
    .update(expressions)
    .set({ isDeleted: true, trashId })
    .where(and(eq(expressions.languageId, languageId), eq(expressions.isDeleted, false)));
}

/** Live expressions linked to the word, each with how many other live words it links. */
export async function expressionsLinkedToWord(db: Db, wordId: number) {
  return db
    .select({
      id: expressions.id,
      expression: expressions.expression,
      localText: expressions.localText,
      otherWords: sql<number>`(
        select count(*)::int from expression_words o
        join local_words w on w.id = o.local_word_id
        where o.expression_id = ${expressions.id}
          and o.local_word_id <> ${wordId}
          and w.is_deleted = false
      )`,
    })
    .from(expressionWords)
    .innerJoin(expressions, eq(expressions.id, expressionWords.expressionId))
    .where(and(eq(expressionWords.localWordId, wordId), live))
    .orderBy(asc(expressions.id));
}

export type WordExpression = Awaited<ReturnType<typeof expressionsLinkedToWord>>[number];

/**
 * What a word's deletion does to its expressions: those it alone links are soft-deleted with it,
 * the others only lose their link to it.
 */
export function expressionsLeavingWithWord(linked: WordExpression[]) {
  return {
    toDelete: linked.filter((e) => e.otherWords === 0),
    toUnlink: linked.filter((e) => e.otherWords > 0),
  };
}

/** Applies `expressionsLeavingWithWord` to the word's expressions. */
export async function releaseExpressionsOfWord(db: Db, wordId: number, linked: WordExpression[]) {
  const { toDelete, toUnlink } = expressionsLeavingWithWord(linked);
  await softDeleteExpressions(
    db,
    toDelete.map((e) => e.id),
  );
  if (toUnlink.length === 0) return;
  await db.delete(expressionWords).where(
    and(
      eq(expressionWords.localWordId, wordId),
      inArray(
        expressionWords.expressionId,
        toUnlink.map((e) => e.id),
      ),
    ),
  );
}
