import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noteAudit } from '@server/audit/audit';
import { requireArea, requireRole } from '@server/auth/require-role';
import { errorResponses } from '@server/http/openapi';
import { IdParamSchema, IdParamsSchema } from '@shared/schemas/common';
import { NounClassesInputSchema, NounClassSchema } from '@shared/schemas/lexicon';
import {
  LanguageInputSchema,
  LanguageLocalityInputSchema,
  LanguageSchema,
} from '@shared/schemas/languages';
import { LanguageLicenceInputSchema, LanguageLicenceSchema } from '@shared/schemas/licenses';
import {
  DeleteLanguageInputSchema,
  DeletionImpactSchema,
  LanguageDeletionImpactsSchema,
} from '@shared/schemas/trash';
import {
  addLanguageLocality,
  allDeletionImpacts,
  allLanguages,
  createLanguage,
  deleteLanguage,
  languageDeletionImpact,
  removeLanguageLocality,
  updateLanguage,
} from './languages.service';
import { getLanguageLicence, setLanguageLicence } from './licence.service';
import { languageNounClasses, replaceNounClasses } from './noun-classes.service';

export const languagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['languages'];
  const canChange = requireArea('referenceData');

  app.get(
    '/',
    {
      config: { publicCache: true },
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
      config: { publicCache: true },
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
    async (request, reply) =>
      reply.status(201).send(await createLanguage(db, request.user!, request.body)),
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
    (request) => updateLanguage(db, request.user!, request.params.id, request.body),
  );

  app.get(
    '/:id/licence',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary:
          "The licence the language's data is published under (SPDX id, name, link) and whom " +
          'to credit: public, as the downloads carry it',
        params: IdParamsSchema,
        response: { 200: LanguageLicenceSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => getLanguageLicence(db, request.params.id),
  );

  app.put(
    '/:id/licence',
    {
      // The terms others may reuse the data under: an administrator's decision.
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary:
          "Sets the language's data licence (one of the offered SPDX ids) and attribution " +
          '(admins); its downloads are built again',
        params: IdParamsSchema,
        body: LanguageLicenceInputSchema,
        response: { 200: LanguageLicenceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => setLanguageLicence(db, request.params.id, request.body),
  );

  app.get(
    '/deletion-impacts',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary:
          'What deleting each language would take: its live words, expressions and their recordings',
        response: { 200: LanguageDeletionImpactsSchema, ...errorResponses(401, 403) },
      },
    },
    () => allDeletionImpacts(db),
  );

  app.get(
    '/:id/deletion-impact',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary:
          'What deleting the language would take: its live words (any status), its expressions, ' +
          'and the recordings of both',
        params: IdParamsSchema,
        response: { 200: DeletionImpactSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => languageDeletionImpact(db, request.params.id),
  );

  app.delete(
    '/:id',
    {
      onRequest: canChange,
      schema: {
        tags,
        summary:
          'Moves a language with its words and expressions to the trash (restorable for 90 days). ' +
          'One with words or expressions: admins only, with { confirmName } equal to its name ' +
          '(trimmed, NFC, case-sensitive); an empty one needs no body',
        params: IdParamsSchema,
        body: DeleteLanguageInputSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { trashId, name, words, expressions, recordings } = await deleteLanguage(
        db,
        request.user!,
        request.params.id,
        request.body,
      );
      noteAudit(request, { changes: { name, trashId, words, expressions, recordings } });
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
