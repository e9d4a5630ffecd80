import type { Db } from '@server/db/client';
import { notFound } from '@server/http/app-error';
import { visibleWords } from '@server/modules/search/visibility';
import { searchableFold } from '@shared/schemas/common';
import type { Expression, PaginatedExpressions } from '@shared/schemas/expressions';
import type { ExpressionPage } from '@shared/schemas/pages';
import { expressionSlug, languagePageCode } from '@shared/pages';
import { presentExpression } from './expressions.presenter';
import { loadExpressions } from './expressions.repository';
import { isPublicExpression, pagePublicExpressionIds } from './public-expressions.repository';

/**
 * A page of the expressions visitors see, with the linked words they may open. A search shorter
 * than 2 letters once folded lists them all, as the words' browse does.
 */
export async function publicExpressions(
  db: Db,
  query: { page: number; limit: number; q: string; language?: number },
): Promise<PaginatedExpressions> {
  const search = searchableFold(query.q) === null ? null : query.q;
  const { ids, total } = await pagePublicExpressionIds(db, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    search,
    languageId: query.language,
  });
  const data = (await loadExpressions(db, ids, visibleWords(null))).map(presentExpression);
  return {
    data,
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}

/** A public expression, as a visitor sees it; 404 for any other. */
export async function publicExpressionById(db: Db, id: number): Promise<Expression> {
  if (!(await isPublicExpression(db, id))) throw notFound('expressionNotFound');
  const [row] = await loadExpressions(db, [id], visibleWords(null));
  if (!row) throw notFound('expressionNotFound');
  return presentExpression(row);
}

/** The expression page's read: the expression, its slug and its language's page code. */
export async function expressionPage(db: Db, id: number): Promise<ExpressionPage> {
  const expression = await publicExpressionById(db, id);
  return {
    expression,
    slug: expressionSlug(expression.localText ?? expression.expression),
    languageCode:
      expression.languageId === null
        ? null
        : languagePageCode({ id: expression.languageId, isoCode: expression.languageIsoCode }),
  };
}
