import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireArea } from '@server/auth/require-role';
import { errorResponses } from '@server/http/openapi';
import { IdParamSchema, IdParamsSchema } from '@shared/schemas/common';
import { NounClassesInputSchema, NounClassSchema } from '@shared/schemas/lexicon';
import {
  LanguageInputSchema,
  LanguageLocalityInputSchema,
  LanguageSchema,
} from '@shared/schemas/languages';
import {
  addLanguageLocality,
  allLanguages,
  createLanguage,
  deleteLanguage,
  removeLanguageLocality,
  updateLanguage,
} from './languages.service';
import { languageNounClasses, replaceNounClasses } from './noun-classes.service';

export const languagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['languages'];
  const canChange = requireArea('referenceData');

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every language, with the localities where it is spoken',
        response: { 200: z.array(LanguageSchema) },
      },
    },
    () => allLanguages(db),
  );

  app.get(
    '/:id/noun-classes',
    {
      schema: {
        tags,
        summary:
          'The language\'s noun classes, in order: number (e.g. "1"), label (e.g. m-/mu-) and the class its plural takes',
        params: IdParamsSchema,
        response: { 200: z.array(NounClassSchema), ...errorResponses(400, 404) },
      },
    },
    (request) => languageNounClasses(db, request.params.id),
  );

  app.put(
    '/:id/noun-classes',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary:
          "Replaces the language's noun classes (a class some word uses cannot be removed: 409)",
        params: IdParamsSchema,
        body: NounClassesInputSchema,
        response: { 200: z.array(NounClassSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => replaceNounClasses(db, request.params.id, request.body),
  );

  app.post(
    '/',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary: 'Creates a language (its code is generated)',
        body: LanguageInputSchema,
        response: { 201: LanguageSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createLanguage(db, request.body)),
  );

  app.put(
    '/:id',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary: 'Updates a language and replaces its localities',
        params: IdParamsSchema,
        body: LanguageInputSchema,
        response: { 200: LanguageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => updateLanguage(db, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary: 'Deletes a language with its words and expressions (restorable soft delete)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteLanguage(db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/localities',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary: 'Adds a locality where the language is spoken',
        params: IdParamsSchema,
        body: LanguageLocalityInputSchema,
        response: { 200: LanguageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => addLanguageLocality(db, request.params.id, request.body.localityId),
  );

  app.delete(
    '/:id/localities/:localityId',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary: 'Removes a locality from the language',
        params: z.object({ id: IdParamSchema, localityId: IdParamSchema }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeLanguageLocality(db, request.params.id, request.params.localityId);
      return reply.status(204).send(null);
    },
  );
};
