import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireArea } from '@server/auth/require-role';
import { readAudioUpload } from '@server/http/audio-upload';
import { errorResponses } from '@server/http/openapi';
import { IdParamSchema, IdParamsSchema } from '@shared/schemas/common';
import {
  EXPRESSION_CREATE_FILE_FIELDS,
  EXPRESSION_UPDATE_FILE_FIELDS,
  ExpressionInputSchema,
  ExpressionSchema,
  ExpressionsPageQuerySchema,
  ExpressionUpdateSchema,
  PaginatedExpressionsSchema,
} from '@shared/schemas/expressions';
import { AudioSlotParamsSchema } from '@shared/schemas/words';
import {
  createExpression,
  deleteExpression,
  deleteExpressionAudio,
  expressionsOfWord,
  getExpression,
  pageExpressions,
  updateExpression,
} from './expressions.service';

const audioFormats =
  'webm, ogg/opus, mp3, wav, m4a/aac or flac, 10 MB each, type decided from the bytes';

export const expressionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = () => ({ db, storage: app.storage, log: app.log });
  const tags = ['expressions'];
  // Roles table: expressions are changed by admins and editors, read by everyone.
  const editors = requireArea('referenceData');

  app.get(
    '/paginated',
    {
      config: { publicCache: true },
      // Public and typed into: limited per IP (decision 022).
      onRequest: app.searchRateLimit,
      schema: {
        tags,
        summary:
          'A page of expressions, optionally searched in their text, local text and description (tones and accents aside, 2+ characters; a shorter search lists all). limit is 10, 20, 50 or 100 (default 20): any other size answers 400, not a silently different page',
        querystring: ExpressionsPageQuerySchema,
        response: { 200: PaginatedExpressionsSchema, ...errorResponses(400) },
      },
    },
    (request) => pageExpressions(db, request.user, request.query),
  );

  app.get(
    '/by-word/:wordId',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'The expressions that use a word (the word must be visible to the caller)',
        params: z.object({ wordId: IdParamSchema }),
        response: { 200: z.array(ExpressionSchema), ...errorResponses(400, 404) },
      },
    },
    (request) => expressionsOfWord(db, request.user, request.params.wordId),
  );

  app.get(
    '/:id',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'One expression, with its language, locality and linked words',
        params: IdParamsSchema,
        response: { 200: ExpressionSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => getExpression(db, request.user, request.params.id),
  );

  app.post(
    '/',
    {
      onRequest: editors,
      schema: {
        tags,
        summary: 'Creates an expression: at least one linked word and one audio file',
        consumes: ['multipart/form-data'],
        description: `multipart/form-data: languageId, localityId, expression, localText, description (each optional), localWordIds (JSON array of word ids, at least one), and one or two audio files audio1, audio2 (${audioFormats}).`,
        response: {
          201: ExpressionSchema,
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readAudioUpload(request, {
        fileFields: EXPRESSION_CREATE_FILE_FIELDS,
      });
      const input = ExpressionInputSchema.parse(fields, { reportInput: true });
      return reply.status(201).send(await createExpression(deps(), request.user!, input, files));
    },
  );

  app.put(
    '/:id',
    {
      onRequest: editors,
      schema: {
        tags,
        summary: 'Updates an expression; its audio is the kept stored slots, then the new files',
        params: IdParamsSchema,
        consumes: ['multipart/form-data'],
        description: `multipart/form-data: the creation fields, keepExistingAudio1 and keepExistingAudio2 ('true' or 'false', default 'true'), and new files newAudio1, newAudio2 (${audioFormats}). The result must have one or two audio files.`,
        response: { 200: ExpressionSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const { fields, files } = await readAudioUpload(request, {
        fileFields: EXPRESSION_UPDATE_FILE_FIELDS,
      });
      const input = ExpressionUpdateSchema.parse(fields, { reportInput: true });
      return updateExpression(deps(), request.user!, request.params.id, input, files);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: editors,
      schema: {
        tags,
        summary: 'Deletes an expression',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteExpression(db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/:id/audio/:slot',
    {
      onRequest: editors,
      schema: {
        tags,
        summary:
          'Removes the audio in slot 1 or 2 (the second moves up); the last one cannot be removed (409)',
        params: AudioSlotParamsSchema,
        response: { 200: ExpressionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => {
      const { id, slot } = request.params;
      return deleteExpressionAudio(deps(), request.user!, id, slot as 1 | 2);
    },
  );
};
