import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireArea } from '@server/auth/require-role';
import { errorResponses } from '@server/http/openapi';
import { IdParamsSchema, SearchQuerySchema } from '@shared/schemas/common';
import { LanguageIdsSchema, LocalityInputSchema, LocalitySchema } from '@shared/schemas/places';
import {
  allLocalities,
  createLocality,
  deleteLocality,
  findLocalities,
  localityLanguageIds,
  updateLocality,
} from './localities.service';

export const localitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['localities'];
  const canChange = requireArea('referenceData');

  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Every locality, with its country and region names',
        response: { 200: z.array(LocalitySchema) },
      },
    },
    () => allLocalities(db),
  );

  app.get(
    '/search',
    {
      config: { publicCache: true },
      // Public and typed into: limited per IP (decision 022).
      onRequest: app.searchRateLimit,
      schema: {
        tags,
        summary: 'Localities whose name matches q (2+ characters, tone- and accent-insensitive)',
        querystring: SearchQuerySchema,
        response: { 200: z.array(LocalitySchema), ...errorResponses(400) },
      },
    },
    (request) => findLocalities(db, request.query.q),
  );

  app.get(
    '/:id/languages',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Ids of the languages spoken in a locality',
        params: IdParamsSchema,
        response: { 200: LanguageIdsSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => localityLanguageIds(db, request.params.id),
  );

  app.post(
    '/',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary: 'Creates a locality (and its custom region, when one is named)',
        body: LocalityInputSchema,
        response: { 201: LocalitySchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createLocality(db, request.body)),
  );

  app.put(
    '/:id',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary: 'Updates a locality',
        params: IdParamsSchema,
        body: LocalityInputSchema,
        response: { 200: LocalitySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => updateLocality(db, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary: 'Deletes a locality that no language or expression uses',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteLocality(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
