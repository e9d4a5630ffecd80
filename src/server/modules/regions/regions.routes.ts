import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireArea } from '@server/auth/require-role';
import { errorResponses } from '@server/http/openapi';
import { presentImport } from '@server/modules/countries/countries.presenter';
import { pickLanguage } from '@server/http/request-language';
import { IdParamsSchema, ImportResultSchema } from '@shared/schemas/common';
import { RegionInputSchema, RegionSchema, RegionsQuerySchema } from '@shared/schemas/places';
import { createRegion, deleteRegion, importAllRegions, listRegions } from './regions.service';

export const regionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['regions'];
  const canChange = requireArea('referenceData');

  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Regions by name, of one country (countryId) or of all',
        querystring: RegionsQuerySchema,
        response: { 200: z.array(RegionSchema), ...errorResponses(400) },
      },
    },
    (request) => listRegions(db, request.query.countryId),
  );

  app.post(
    '/populate-all',
    {
      config: { audit: { action: 'import' } },
      onRequest: canChange,
      schema: {
        tags,
        summary: 'Adds the missing first-level regions of every country from the bundled data',
        response: { 200: ImportResultSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      presentImport(
        await importAllRegions(db),
        'regionsImported',
        pickLanguage(request.headers['accept-language']),
      ),
  );

  app.post(
    '/',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary: 'Creates a region in a country',
        body: RegionInputSchema,
        response: { 201: RegionSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createRegion(db, request.body)),
  );

  app.delete(
    '/:id',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary: 'Deletes a region that no locality uses',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteRegion(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
