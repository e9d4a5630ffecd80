import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@server/http/openapi';
import {
  LetterCountSchema,
  PublicLanguageWordsQuerySchema,
  PublicLanguageWordsSchema,
} from '@shared/schemas/alphabets';
import { IdParamsSchema } from '@shared/schemas/common';
import { languageLetters, languageWords } from './browse.service';

/** The public browse by letter of a language (decision 031), under /api/public. */
export const browseRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['public'];

  app.get(
    '/languages/:id/letters',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary:
          "Every letter of the language's alphabet, in its order, with its count of published words (0 included); without an alphabet, the folded first letters of its words",
        params: IdParamsSchema,
        response: { 200: z.array(LetterCountSchema), ...errorResponses(400, 404) },
      },
    },
    (request) => languageLetters(db, request.params.id),
  );

  app.get(
    '/languages/:id/words',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary:
          "A page of the language's published words in its alphabet order: of one letter of its alphabet (`ch`, `ng'`), or all of them",
        params: IdParamsSchema,
        querystring: PublicLanguageWordsQuerySchema,
        response: { 200: PublicLanguageWordsSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => languageWords(db, request.params.id, request.query),
  );
};
