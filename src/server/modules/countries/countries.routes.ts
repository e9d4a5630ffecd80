import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireArea } from '@server/auth/require-role';
import { flagPng, flagSvg } from '@server/geography-data/flags';
import { notFound } from '@server/http/app-error';
import { errorResponses } from '@server/http/openapi';
import { pickLanguage } from '@server/http/request-language';
import { IdParamsSchema, ImportResultSchema } from '@shared/schemas/common';
import { CountrySchema } from '@shared/schemas/places';
import { presentImport } from './countries.presenter';
import { importCountries, importRegionsOfCountry, listCountries } from './countries.service';

/** Flags never change for a given package version: browsers and proxies may keep them a year. */
const FLAG_CACHE = 'public, max-age=31536000, immutable';

// Only a two-letter lower-case code gets past validation; it is then looked up among the files
// flag-icons ships, so no path is ever built from what the caller sent.
const FlagParamsSchema = z.object({ code: z.string().regex(/^[a-z]{2}$/) });

/** OpenAPI: a binary body of one image type (Buffers are sent as they are, never serialised). */
const image = (type: string) => ({
  description: 'The flag',
  content: { [type]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
});

export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['countries'];
  const canChange = requireArea('referenceData');

  app.get(
    '/countries',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Every country, by English name',
        response: { 200: z.array(CountrySchema) },
      },
    },
    () => listCountries(db),
  );

  app.post(
    '/countries/populate',
    {
      config: { audit: { action: 'import' } },
      onRequest: canChange,
      schema: {
        tags,
        summary: 'Adds the missing countries from the bundled data (idempotent)',
        response: { 200: ImportResultSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      presentImport(
        await importCountries(db),
        'countriesImported',
        pickLanguage(request.headers['accept-language']),
      ),
  );

  app.post(
    '/countries/:id/populate-regions',
    {
      config: { audit: { action: 'import-regions' } },
      onRequest: canChange,
      schema: {
        tags,
        summary: 'Adds the missing first-level regions of a country from the bundled data',
        params: IdParamsSchema,
        response: { 200: ImportResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      presentImport(
        await importRegionsOfCountry(db, request.params.id),
        'regionsImported',
        pickLanguage(request.headers['accept-language']),
      ),
  );

  app.get(
    '/flags/:code.svg',
    {
      schema: {
        tags: ['flags'],
        summary: 'A country flag as SVG (4:3), by lower-case ISO2 code',
        params: FlagParamsSchema,
        response: { 200: image('image/svg+xml'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const svg = await flagSvg(request.params.code);
      if (!svg) throw notFound('flagNotFound');
      return reply.type('image/svg+xml').header('cache-control', FLAG_CACHE).send(svg);
    },
  );

  app.get(
    '/flags/:code.png',
    {
      schema: {
        tags: ['flags'],
        summary: 'The same flag as a 320×240 PNG, by lower-case ISO2 code',
        params: FlagParamsSchema,
        response: { 200: image('image/png'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const png = await flagPng(request.params.code);
      if (!png) throw notFound('flagNotFound');
      return reply.type('image/png').header('cache-control', FLAG_CACHE).send(png);
    },
  );
};
