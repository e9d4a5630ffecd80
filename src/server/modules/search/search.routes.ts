import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@server/http/openapi';
import { WordSearchQuerySchema, WordSearchResultSchema } from '@shared/schemas/words';
import { globalWordSearch } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/words',
    {
      config: { publicCache: true },
      // Public and typed into: limited per IP (decision 022).
      onRequest: app.searchRateLimit,
      schema: {
        tags: ['search'],
        summary:
          'The global word search: local words matching q in the word or its French or English ' +
          'gloss (2+ characters, tones and accents aside), best first',
        querystring: WordSearchQuerySchema,
        response: { 200: z.array(WordSearchResultSchema), ...errorResponses(400) },
      },
    },
    (request) => globalWordSearch(db, app.wordIndex, request.query.q, request.user),
  );
};
