import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireArea } from '@server/auth/require-role';
import { errorResponses } from '@server/http/openapi';
import { pickLanguage } from '@server/http/request-language';
import { IdParamsSchema } from '@shared/schemas/common';
import {
  CONTENT_LICENSE_HEADER,
  ExportPreparingSchema,
  ExportQuerySchema,
  type ExportAudience,
} from '@shared/schemas/exports';
import { apiMessage } from '@shared/i18n/translate';
import type { ExportJobDeps } from './exports.job';
import { startExportWorker } from './exports.job';
import { requestExport } from './exports.service';

/**
 * A language's data as a file (decision 043): GET /api/public/languages/:id/export for everyone
 * (approved words), GET /api/languages/:id/export for admins and editors (every live word).
 * 200 with the file when a current one is built, else 202 with Retry-After while a background
 * job builds it. Registered under /api; starts the build worker with the app.
 */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ExportJobDeps = {
    db: app.database.db,
    storage: app.storage,
    workFiles: app.workFiles,
    env: app.env,
    jobs: app.jobs,
    log: app.log.child({ module: 'exports' }),
  };
  app.addHook('onReady', () => startExportWorker(deps));

  const answer = async (
    request: FastifyRequest<{
      Params: { id: number };
      Querystring: z.output<typeof ExportQuerySchema>;
    }>,
    reply: FastifyReply,
    audience: ExportAudience,
  ) => {
    const result = await requestExport(deps, request.params.id, request.query.format, audience);
    if (result.kind === 'preparing') {
      const language = pickLanguage(request.headers['accept-language']);
      return reply
        .status(202)
        .header('retry-after', String(result.retryAfter))
        .header('cache-control', 'no-store')
        .send({
          status: 'preparing',
          message: apiMessage(language, 'exportPreparing', { seconds: result.retryAfter }),
          retryAfter: result.retryAfter,
        });
    }
    reply
      .type(result.contentType)
      .header('content-disposition', `attachment; filename="${result.fileName}"`)
      .header(CONTENT_LICENSE_HEADER, result.licence.id)
      .header('etag', result.etag)
      // Visitors' copies are checked each time (the file changes with the language); staff's
      // hold unpublished words and are kept by no cache.
      .header('cache-control', audience === 'public' ? 'no-cache' : 'private, no-store');
    if (result.licence.url) reply.header('link', `<${result.licence.url}>; rel="license"`);
    if (request.headers['if-none-match'] === result.etag) {
      result.stream.destroy();
      return reply.status(304).send();
    }
    return reply.header('content-length', String(result.size)).send(result.stream);
  };

  const responses = {
    200: z.any().describe('The file: application/zip (lift, csv) or application/json (json)'),
    202: ExportPreparingSchema,
    304: z.null().describe('The copy named by If-None-Match is current'),
  };
  const description =
    'LIFT and CSV come as a .zip holding the document, its recordings under audio/ and ' +
    'LICENCE.txt; JSON as one document whose head names the licence and attribution. The licence ' +
    `is named by the ${CONTENT_LICENSE_HEADER} header (its SPDX id) and by Link rel="license". ` +
    'While the file is being built (or rebuilt after a change to the language): 202 with ' +
    'Retry-After (seconds); ask again then. 503 EXPORT_FAILED when its build failed.';

  app.get(
    '/public/languages/:id/export',
    {
      schema: {
        tags: ['public'],
        summary: "Downloads a language's published (approved) words under its data licence",
        description,
        params: IdParamsSchema,
        querystring: ExportQuerySchema,
        response: { ...responses, ...errorResponses(400, 404, 503) },
      },
    },
    (request, reply) => answer(request, reply, 'public'),
  );

  app.get(
    '/languages/:id/export',
    {
      onRequest: requireArea('referenceData'),
      schema: {
        tags: ['languages'],
        summary: 'Exports every live word of a language, whatever its status (admins, editors)',
        description,
        params: IdParamsSchema,
        querystring: ExportQuerySchema,
        response: { ...responses, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    (request, reply) => answer(request, reply, 'staff'),
  );
};
