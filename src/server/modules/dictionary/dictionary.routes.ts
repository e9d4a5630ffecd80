import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@server/http/openapi';
import { SearchQuerySchema } from '@shared/schemas/common';
import { DICTIONARY_SIDES, DictionarySearchHitSchema } from '@shared/schemas/words';
import { searchDictionary } from './dictionary-search.service';

export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['dictionary'];

  app.get(
    '/:side/search',
    {
      schema: {
        tags,
        summary:
          'French or English reference entries matching q (2+ characters, accents aside), best ' +
          'first, each with its first equivalent in the other language',
        params: z.object({ side: z.enum(DICTIONARY_SIDES) }),
        querystring: SearchQuerySchema,
        response: { 200: z.array(DictionarySearchHitSchema).max(20), ...errorResponses(400) },
      },
    },
    (request) => searchDictionary(db, request.params.side, request.query.q),
  );
};
