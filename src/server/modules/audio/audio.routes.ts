import { open } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@server/http/app-error';
import { errorResponses } from '@server/http/openapi';
import { LocalStorage } from '@server/storage/local-storage';
import { fileKeyFor } from '@server/storage/storage';
import { contentTypeForName } from '@server/storage/stored-name';
import { SignedUrlQuerySchema, SignedUrlSchema } from '@shared/schemas/words';
import { audioAudience, playableUrl } from './audio.service';
import { parseByteRange } from './byte-range';
import { etagMatches } from '@server/http/etag';

/** Documents a binary answer; streams bypass response serialisation. */
const audioBytes = (description: string) => ({
  description,
  content: { 'audio/*': { schema: z.string().meta({ format: 'binary' }) } },
});
const FileParamsSchema = z.object({ name: z.string().max(100) });

export const audioRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['audio'];

  app.get(
    '/signed-url',
    {
      schema: {
        tags,
        summary: 'A playable address for a stored audio url (presigned for S3); public',
        description:
          'Only addresses this site stored are signed; anything else is refused, never fetched. ' +
          'A recording no row the caller may see points at (a deleted word, expression or ' +
          'form) answers 404.',
        querystring: SignedUrlQuerySchema,
        response: { 200: SignedUrlSchema, ...errorResponses(400, 404, 503) },
      },
    },
    (request) =>
      playableUrl({ db: app.database.db, storage: app.storage }, request.user, request.query.url),
  );

  app.get(
    '/files/:name',
    {
      schema: {
        tags,
        summary: 'A locally stored audio file (byte ranges supported); 404 with S3 storage',
        description:
          'Served while a row the caller may see points at it: 404 once its word, expression ' +
          'or form is deleted. Revalidated at each use (ETag).',
        params: FileParamsSchema,
        response: {
          200: audioBytes('The audio file'),
          206: audioBytes('The requested byte range (see Content-Range)'),
          304: z.any().describe('The copy the caller holds (If-None-Match) is still good'),
          416: z.any().describe('The range starts past the end (see Content-Range)'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const storage = app.storage;
      const { name } = request.params;
      const path = storage instanceof LocalStorage ? storage.pathOf(name) : null;
      if (!path) throw notFound();
      const audience = await audioAudience(
        app.database.db,
        request.user,
        storage.urlFor(fileKeyFor(name)),
      );
      if (!audience) throw notFound();
      const file = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw notFound();
        throw error;
      });
      const { size, mtimeMs } = await file.stat();
      // A forced restore may replace a file under its name: size and time tell the copies apart.
      const etag = `"${size.toString(16)}-${Math.trunc(mtimeMs).toString(16)}"`;

      reply.headers({
        'content-type': contentTypeForName(name),
        'accept-ranges': 'bytes',
        // The bytes never change, but the right to hear them does: once the word, expression or
        // form is deleted, nobody may. Caches keep the file and ask each time (a 304 is a few
        // bytes), so a deletion takes effect at once rather than after a long max-age. What only
        // a signed-in caller may hear stays out of shared caches.
        'cache-control': audience === 'public' ? 'public, no-cache' : 'private, no-cache',
        etag,
        'x-content-type-options': 'nosniff',
      });
      if (etagMatches(request.headers['if-none-match'], etag)) {
        await file.close();
        return reply.code(304).send();
      }
      const range = parseByteRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        await file.close();
        return reply.code(416).header('content-range', `bytes */${size}`).send();
      }
      const { start, end } = range ?? { start: 0, end: size - 1 };
      if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
      reply.header('content-length', end - start + 1);
      return reply.send(file.createReadStream({ start, end, autoClose: true }));
    },
  );
};
