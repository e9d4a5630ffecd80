import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireArea } from '@server/auth/require-role';
import { errorResponses } from '@server/http/openapi';
import { IdParamsSchema } from '@shared/schemas/common';
import {
  AlphabetAcceptedSchema,
  AlphabetInputSchema,
  AlphabetSchema,
} from '@shared/schemas/alphabets';
import { startAlphabetWorker } from './alphabet-keys.job';
import {
  ALPHABET_INLINE_LIMIT,
  changeAlphabet,
  getAlphabet,
  type AlphabetDeps,
} from './alphabets.service';

interface Options {
  /** Up to how many words a change recomputes the keys before answering (default 2,000). */
  inlineLimit?: number;
}

/**
 * /api/languages/:id/alphabet (decision 031): read by anyone, changed by admins and editors like
 * the rest of a language. A change answers 200 when the words' keys are already recomputed, 202
 * with the job that recomputes them otherwise; 409 while such a job runs. Registered under
 * /languages beside languagesRoutes; starts the recompute worker with the app.
 */
export const alphabetsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const deps: AlphabetDeps = {
    db: app.database.db,
    jobs: app.jobs,
    log: app.log.child({ module: 'alphabet-keys' }),
    inlineLimit: options.inlineLimit ?? ALPHABET_INLINE_LIMIT,
  };
  app.addHook('onReady', () => startAlphabetWorker(deps));

  const tags = ['languages'];
  const canChange = requireArea('referenceData');
  const changeResponses = {
    200: AlphabetSchema,
    202: AlphabetAcceptedSchema,
    ...errorResponses(400, 401, 403, 404, 409),
  };

  app.get(
    '/:id/alphabet',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary:
          "The language's alphabet (defined false: none, the folded Latin order), with the " +
          'progress of the recompute of its words’ order while one runs',
        params: IdParamsSchema,
        response: { 200: AlphabetSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => getAlphabet(deps.db, request.params.id),
  );

  app.put(
    '/:id/alphabet',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary:
          "Replaces the language's alphabet: 200 once its words are in the new order, 202 with " +
          'the job that puts them in it (large languages); 409 while such a job runs',
        params: IdParamsSchema,
        body: AlphabetInputSchema,
        response: changeResponses,
      },
    },
    async (request, reply) => {
      const change = await changeAlphabet(deps, request.params.id, request.body);
      return reply.status(change.status).send(change.alphabet);
    },
  );

  app.delete(
    '/:id/alphabet',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary:
          'Removes the language’s alphabet (back to the folded Latin order); answers as PUT does',
        params: IdParamsSchema,
        response: changeResponses,
      },
    },
    async (request, reply) => {
      const change = await changeAlphabet(deps, request.params.id, null);
      return reply.status(change.status).send(change.alphabet);
    },
  );
};
