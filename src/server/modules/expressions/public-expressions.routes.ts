import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@server/http/openapi';
import { IdParamsSchema } from '@shared/schemas/common';
import { ExpressionSchema, PaginatedExpressionsSchema } from '@shared/schemas/expressions';
import { PublicExpressionsQuerySchema } from '@shared/schemas/pages';
import { publicExpressionById, publicExpressions } from './public-expressions.service';

/** The proverbs and sayings visitors see (decision 038), under /api/public. */
export const publicExpressionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['public'];

  app.get(
    '/expressions',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary:
          'A page of the public expressions: searched (`q`, folded: tones and accents aside), of one language (`language`), as an anonymous visitor sees them, whoever asks',
        querystring: PublicExpressionsQuerySchema,
        response: { 200: PaginatedExpressionsSchema, ...errorResponses(400) },
      },
    },
    (request) => publicExpressions(db, request.query),
  );

  app.get(
    '/expressions/:id',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'A public expression with its published linked words; 404 for any other',
        params: IdParamsSchema,
        response: { 200: ExpressionSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => publicExpressionById(db, request.params.id),
  );
};
