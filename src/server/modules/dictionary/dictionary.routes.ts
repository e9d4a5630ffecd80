import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireArea } from '@server/auth/require-role';
import { errorResponses } from '@server/http/openapi';
import { pickLanguage } from '@server/http/request-language';
import { SearchQuerySchema } from '@shared/schemas/common';
import {
  CountSchema,
  DefinitionsCheckSchema,
  DictionarySideParamsSchema,
  DictionarySourceInfoSchema,
  DictionaryStatsSchema,
  DictionaryWordParamsSchema,
  DictionaryWordSchema,
  EquivalencesPageSchema,
  EquivalencesQuerySchema,
  FixDefinitionsRequestSchema,
  IMPORT_MAX_WORDS,
  ImportRequestSchema,
  JobStatusSchema,
  SyncDefinitionsRequestSchema,
  SyncDiscrepanciesSchema,
  type DictionarySide,
  type JobKind,
} from '@shared/schemas/dictionary';
import { DictionarySearchHitSchema } from '@shared/schemas/words';
import {
  checkFrenchDefinitions,
  dictionaryStats,
  entriesCount,
  missingDefinitionsCount,
} from './definitions.service';
import { startDictionaryWorker, jobOf, type JobDeps } from './dictionary-jobs.service';
import type { DictionaryJobRow } from './dictionary-jobs.repository';
import { searchDictionary } from './dictionary-search.service';
import { syncDiscrepancies } from './dictionary-sync.service';
import { presentJobStatus } from './dictionary.presenter';
import { seesDiagnostics } from './source-problems';
import {
  dictionaryRunners,
  equivalences,
  getDictionaryWord,
  startFixDefinitions,
  startImport,
  startSyncBoth,
  startSyncDefinitions,
} from './dictionary.service';

/**
 * /api/dictionary. Reads are for signed-in users, except the search, which the word
 * form and the public pages' tools use as they always have (reference entries only); imports,
 * syncs and definition fixes are for admins and editors (decision 017). Starting a job answers
 * 202 with its status, 409 while another job works on the same dictionary.
 */
export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps: JobDeps = {
    db,
    jobs: app.jobs,
    sources: app.dictionarySources,
    log: app.log.child({ module: 'dictionary-jobs' }),
  };
  let stopReconciling: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopReconciling = await startDictionaryWorker(deps, dictionaryRunners);
  });
  app.addHook('onClose', async () => stopReconciling?.());

  const tags = ['dictionary'];
  const signedIn = requireArea('core');
  const staff = requireArea('dictionaryJobs');
  const language = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);
  const diagnostics = (request: FastifyRequest) => seesDiagnostics(request.user?.role);
  const status = (request: FastifyRequest, row: DictionaryJobRow | null) =>
    presentJobStatus(row, language(request), diagnostics(request));
  const statusOf = (request: FastifyRequest, kind: JobKind, side: DictionarySide | null) =>
    jobOf(db, kind, side).then((row) => status(request, row));
  /** The screens may send no body: the body schema's defaults apply to an empty one. */
  const emptyBodyIsDefault = async (request: FastifyRequest) => {
    request.body ??= {};
  };
  const readErrors = errorResponses(400, 401, 403);
  const startErrors = errorResponses(400, 401, 403, 409);

  app.get(
    '/:side/search',
    {
      // Public and typed into: limited per IP (decision 022).
      onRequest: app.searchRateLimit,
      schema: {
        tags,
        summary:
          'French or English reference entries matching q (2+ characters, accents aside), best ' +
          'first, each with its first equivalent in the other language',
        params: DictionarySideParamsSchema,
        querystring: SearchQuerySchema,
        response: { 200: z.array(DictionarySearchHitSchema).max(20), ...errorResponses(400) },
      },
    },
    (request) => searchDictionary(db, request.params.side, request.query.q),
  );

  app.get(
    '/stats',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'How many French and English entries the reference dictionary holds',
        response: { 200: DictionaryStatsSchema, ...readErrors },
      },
    },
    () => dictionaryStats(db),
  );

  app.get(
    '/:side/count',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'How many entries one side of the reference dictionary holds',
        params: DictionarySideParamsSchema,
        response: { 200: CountSchema, ...readErrors },
      },
    },
    (request) => entriesCount(db, request.params.side),
  );

  app.get(
    '/:side/missing-definitions-count',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'How many entries of one side have no definition (none, or blank)',
        params: DictionarySideParamsSchema,
        response: { 200: CountSchema, ...readErrors },
      },
    },
    (request) => missingDefinitionsCount(db, request.params.side),
  );

  app.get(
    '/sources',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'The sources entries are imported from, their licences, and whether each can be read here',
        response: { 200: z.array(DictionarySourceInfoSchema), ...readErrors },
      },
    },
    async (request) => {
      const sources = await app.dictionarySources.describe();
      if (diagnostics(request)) return sources;
      return sources.map(({ detail: _detail, ...source }) => source);
    },
  );

  app.get(
    '/:side/word/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'One entry with its equivalent, the English definition to show when a French entry has ' +
          'none, and the local words glossed by it that the caller may see',
        params: DictionaryWordParamsSchema,
        response: { 200: DictionaryWordSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => getDictionaryWord(db, request.params.side, request.params.id, request.user),
  );

  app.get(
    '/equivalences',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'Cross-language groups: one per French/English pair glossing published local words, ' +
          'with those words; search (folded, 2+ characters) and language filter; counters over ' +
          'every group',
        querystring: EquivalencesQuerySchema,
        response: { 200: EquivalencesPageSchema, ...readErrors },
      },
    },
    (request) => equivalences(db, request.query),
  );

  app.get(
    '/import-status/:side',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The latest import of one side: progress, state and messages',
        params: DictionarySideParamsSchema,
        response: { 200: JobStatusSchema, ...readErrors },
      },
    },
    (request) => statusOf(request, 'import', request.params.side),
  );

  app.post(
    '/:side/import-background',
    {
      config: { audit: { entity: 'dictionary', action: 'import' } },
      onRequest: staff,
      preValidation: emptyBodyIsDefault,
      schema: {
        tags,
        summary: `Starts importing up to maxWords (1-${IMPORT_MAX_WORDS}, default 1000) new entries of one side from its sources, as a background job`,
        params: DictionarySideParamsSchema,
        body: ImportRequestSchema,
        response: { 202: JobStatusSchema, ...startErrors },
      },
    },
    async (request, reply) => {
      const row = await startImport(deps, request.user!, request.params.side, request.body);
      return reply.status(202).send(status(request, row));
    },
  );

  app.post(
    '/sync-both',
    {
      config: { audit: { entity: 'dictionary', action: 'sync' } },
      onRequest: staff,
      schema: {
        tags,
        summary:
          'Starts linking the two dictionaries from the sources’ translation pairs (missing ' +
          'counterparts and relations are added), as a background job',
        response: { 202: JobStatusSchema, ...startErrors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(status(request, await startSyncBoth(deps, request.user!))),
  );

  app.get(
    '/sync-status',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The latest sync-both: progress (pairs), words added and relations created',
        response: { 200: JobStatusSchema, ...readErrors },
      },
    },
    (request) => statusOf(request, 'sync-both', null),
  );

  app.get(
    '/sync-discrepancies',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'Translation pairs known to the sources with a member in the database and no relation ' +
          'between them (what sync-both would resolve)',
        response: { 200: SyncDiscrepanciesSchema, ...readErrors },
      },
    },
    () => syncDiscrepancies(db, app.dictionarySources),
  );

  app.post(
    '/:side/sync-definitions',
    {
      config: { audit: { entity: 'dictionary', action: 'sync' } },
      onRequest: staff,
      preValidation: emptyBodyIsDefault,
      schema: {
        tags,
        summary:
          'Starts filling missing definitions of one side from its sources (at most maxWords ' +
          'entries, default 1000), as a background job',
        params: DictionarySideParamsSchema,
        body: SyncDefinitionsRequestSchema,
        response: { 202: JobStatusSchema, ...startErrors },
      },
    },
    async (request, reply) => {
      const row = await startSyncDefinitions(
        deps,
        request.user!,
        request.params.side,
        request.body,
      );
      return reply.status(202).send(status(request, row));
    },
  );

  app.get(
    '/:side/sync-definitions-status',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The latest sync-definitions of one side: entries looked at, filled, errors',
        params: DictionarySideParamsSchema,
        response: { 200: JobStatusSchema, ...readErrors },
      },
    },
    (request) => statusOf(request, 'sync-definitions', request.params.side),
  );

  app.get(
    '/french/check-definitions',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'French definitions that are blank, carry markup, or repeat a linked English ' +
          'definition: how many, and their ids (the first 10,000)',
        response: { 200: DefinitionsCheckSchema, ...readErrors },
      },
    },
    () => checkFrenchDefinitions(db),
  );

  app.post(
    '/french/fix-definitions',
    {
      config: { audit: { entity: 'dictionary', action: 'fix' } },
      onRequest: staff,
      schema: {
        tags,
        summary:
          'Starts mending the given French definitions (markup cleaned; copies of English ' +
          'definitions and blank ones replaced from the sources, or emptied), as a background job',
        body: FixDefinitionsRequestSchema,
        response: { 202: JobStatusSchema, ...startErrors },
      },
    },
    async (request, reply) => {
      const row = await startFixDefinitions(deps, request.user!, request.body.wordIds);
      return reply.status(202).send(status(request, row));
    },
  );

  app.get(
    '/fix-definitions-status',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The latest fix-definitions: ids looked at, definitions changed, errors',
        response: { 200: JobStatusSchema, ...readErrors },
      },
    },
    (request) => statusOf(request, 'fix-definitions', 'french'),
  );
};
