import type { Expression } from '@shared/schemas/expressions';
import type { ExpressionViewRow } from './expressions.repository';

/** An expression as the API answers it, with languageName, localityName and linkedWords. */
export function presentExpression(row: ExpressionViewRow): Expression {
  const e = row.expression;
  return {
    id: e.id,
    code: e.code,
    languageId: e.languageId,
    languageName: row.languageName,
    languageIsoCode: row.languageIsoCode,
    localityId: e.localityId,
    localityName: row.localityName,
    expression: e.expression,
    localText: e.localText,
    description: e.description,
    audio1Url: e.audio1Url,
    audio2Url: e.audio2Url,
    linkedWords: row.linkedWords,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}
