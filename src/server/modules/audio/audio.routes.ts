import { open } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@server/http/app-error';
import { errorResponses } from '@server/http/openapi';
import { LocalStorage } from '@server/storage/local-storage';
import { contentTypeForName } from '@server/storage/stored-name';
import { SignedUrlQuerySchema, SignedUrlSchema } from '@shared/schemas/words';
import { parseByteRange } from './byte-range';

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
          'Only addresses this site stored are signed; anything else is refused, never fetched.',
        querystring: SignedUrlQuerySchema,
        response: { 200: SignedUrlSchema, ...errorResponses(400, 503) },
      },
    },
    async (request) => ({ signedUrl: await app.storage.signedUrl(request.query.url) }),
  );

  app.get(
    '/files/:name',
    {
      schema: {
        tags,
        summary: 'A locally stored audio file (byte ranges supported); 404 with S3 storage',
        params: FileParamsSchema,
        response: {
          200: audioBytes('The audio file'),
          206: audioBytes('The requested byte range (see Content-Range)'),
          416: z.any().describe('The range starts past the end (see Content-Range)'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const storage = app.storage;
      const path = storage instanceof LocalStorage ? storage.pathOf(request.params.name) : null;
      if (!path) throw notFound();
      const file = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw notFound();
        throw error;
      });
      const { size } = await file.stat();

      reply.headers({
        'content-type': contentTypeForName(request.params.name),
        'accept-ranges': 'bytes',
        // Names are never reused: a stored file never changes.
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
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
