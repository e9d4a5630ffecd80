import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { expressions } from '@server/db/schema/expressions';
import { expressionSearch } from './expressions.repository';

/**
 * Which expressions visitors see (decision 038), as a condition on the unaliased `expressions`
 * table: not deleted (nor in the trash, which deletes), of a live language when it names one, and
 * either linking at least one published word (approved, live, of a live language) or linking no
 * live word at all while naming a live language. One whose only words are pending or rejected
 * stays hidden: publishing it would publish what moderation has not yet approved.
 */
export const publicExpression: SQL = sql`(${expressions.isDeleted} = false
  and (${expressions.languageId} is null or exists (
    select 1 from languages el where el.id = ${expressions.languageId} and el.is_deleted = false))
  and (
    exists (
      select 1 from expression_words pe
      join local_words pw on pw.id = pe.local_word_id
      join languages pl on pl.id = pw.language_id
      where pe.expression_id = ${expressions.id}
        and pw.is_deleted = false and pl.is_deleted = false and pw.status = 'approved')
    or (${expressions.languageId} is not null and not exists (
      select 1 from expression_words le
      join local_words lw on lw.id = le.local_word_id
      where le.expression_id = ${expressions.id} and lw.is_deleted = false))
  ))`;

/**
 * Of one language: named as its language, or naming none and linking a published word of it.
 */
function ofLanguage(languageId: number): SQL {
  return sql`(${expressions.languageId} = ${languageId} or (${expressions.languageId} is null and exists (
    select 1 from expression_words fe
    join local_words fw on fw.id = fe.local_word_id
    where fe.expression_id = ${expressions.id} and fw.language_id = ${languageId}
      and fw.is_deleted = false and fw.status = 'approved')))`;
}

/** A page of public expression ids (searched and ranked, else by their text) and the total. */
export async function pagePublicExpressionIds(
  db: Db,
  options: { limit: number; offset: number; search: string | null; languageId?: number },
) {
  const search = options.search ? expressionSearch(options.search) : null;
  const where = and(
    publicExpression,
    options.languageId ? ofLanguage(options.languageId) : undefined,
    search?.where,
  )!;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: expressions.id })
      .from(expressions)
      .where(where)
      .orderBy(
        ...(search ? [search.rank] : []),
        sql`public.fold(coalesce(${expressions.expression}, ${expressions.localText}, '')) collate "C"`,
        asc(expressions.id),
      )
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(expressions).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

export async function isPublicExpression(db: Db, id: number) {
  const [row] = await db
    .select({ id: expressions.id })
    .from(expressions)
    .where(and(eq(expressions.id, id), publicExpression));
  return row !== undefined;
}

/** How many public expressions a language has, and their recordings. */
export async function countPublicExpressionsOf(db: Db, languageId: number) {
  const [row] = await db
    .select({
      n: count(),
      recordings:
        sql<number>`count(${expressions.audio1Url}) + count(${expressions.audio2Url})`.mapWith(
          Number,
        ),
    })
    .from(expressions)
    .where(and(publicExpression, ofLanguage(languageId)));
  return { expressions: row?.n ?? 0, recordings: row?.recordings ?? 0 };
}

/** Every public expression's id, text and last change, by id: the sitemap's entries. */
export function publicExpressionsForSitemap(db: Db) {
  return db
    .select({
      id: expressions.id,
      text: sql<string | null>`coalesce(${expressions.localText}, ${expressions.expression})`,
      updatedAt: expressions.updatedAt,
    })
    .from(expressions)
    .where(publicExpression)
    .orderBy(asc(expressions.id));
}
