import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireArea } from '@server/auth/require-role';
import { AppError, badRequest } from '@server/http/app-error';
import { multipartRequired } from '@server/http/audio-upload';
import { errorResponses } from '@server/http/openapi';
import { pickLanguage } from '@server/http/request-language';
import { decodeUtf8, invalidEncoding } from '@server/http/utf8-body';
import { newWorkKey } from '@server/storage/work-files';
import { apiMessage, isApiMessageKey } from '@shared/i18n/translate';
import {
  INTERCHANGE_FORMATS,
  InterchangeImportRequestSchema,
  InterchangeJobSchema,
  InterchangePreviewSchema,
  type InterchangeFormat,
} from '@shared/schemas/interchange';
import { startImportWorker } from './import.job';
import {
  cancelImport,
  endedImport,
  getJob,
  importReport,
  presentJob,
  previewImport,
  startImport,
  type ImportDeps,
  type ImportRow,
} from './import.service';

const JobParamsSchema = z.object({ jobId: z.uuid({ error: 'importNotFound' }) });

/** Text fields of the preview's form, each a few bytes. */
const FIELD_MAX_BYTES = 100;

/**
 * /api/interchange (decision 042): admins and editors preview a LIFT or CSV file, import it as a
 * background job, follow it, cancel it and download its report.
 */
export const interchangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ImportDeps = {
    db: app.database.db,
    storage: app.storage,
    workFiles: app.workFiles,
    jobs: app.jobs,
    log: app.log.child({ module: 'interchange' }),
  };
  app.addHook('onReady', () => startImportWorker(deps));
  const tags = ['interchange'];
  const staff = requireArea('interchange');
  const present = (request: FastifyRequest, row: ImportRow) => {
    const language = pickLanguage(request.headers['accept-language']);
    return presentJob(row, (key) =>
      apiMessage(language, isApiMessageKey(key) ? key : 'importFailed'),
    );
  };

  app.post(
    '/preview',
    {
      config: { audit: { entity: 'interchange', action: 'preview' } },
      onRequest: staff,
      schema: {
        tags,
        summary:
          'Reads a LIFT or CSV file (or a zip holding it with its audio/ folder) without ' +
          'writing a word: multipart fields file, languageId, format (lift | csv)',
        consumes: ['multipart/form-data'],
        response: {
          200: InterchangePreviewSchema,
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request, app.env.IMPORT_MAX_MB);
      return previewImport(deps, request.user!, upload, upload.languageId, upload.format);
    },
  );

  app.post(
    '/import',
    {
      config: { audit: { entity: 'interchange', action: 'import' } },
      onRequest: staff,
      schema: {
        tags,
        summary:
          'Imports a previewed file as a background job; onConflict says what becomes of an ' +
          'entry whose spelling the language has under another id (default keep)',
        body: InterchangeImportRequestSchema,
        response: {
          202: z.object({ jobId: z.string() }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await startImport(deps, request.body.previewId, request.body.onConflict)),
  );

  app.get(
    '/jobs/:jobId',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "An import's progress, counts and, once ended, its report's address",
        params: JobParamsSchema,
        response: { 200: InterchangeJobSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => present(request, await getJob(deps.db, request.params.jobId)),
  );

  app.delete(
    '/jobs/:jobId',
    {
      config: { audit: { entity: 'interchange', action: 'cancel' } },
      onRequest: staff,
      schema: {
        tags,
        summary:
          'Cancels a queued or running import: it stops before its next batch, and what it ' +
          'applied stays (the report says what)',
        params: JobParamsSchema,
        response: { 200: InterchangeJobSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => present(request, await cancelImport(deps, request.params.jobId)),
  );

  app.get(
    '/jobs/:jobId/report',
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          'The report of an ended import as CSV: one line per entry of the file, with what was ' +
          'done with it (created, updated, unchanged, conflict..., skipped) and why',
        params: JobParamsSchema,
        response: {
          200: z.any().describe('text/csv: the report'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const row = await endedImport(deps.db, request.params.jobId);
      const name = row.fileName.replace(/\.[^.]*$/u, '').replace(/[^\p{L}\p{N}._-]+/gu, '-');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="import-report.csv"; filename*=UTF-8''${encodeURIComponent(`${name}-report.csv`)}`,
        )
        .send(importReport(deps.db, row.id));
    },
  );
};

interface ReceivedUpload {
  key: string;
  fileName: string;
  languageId: number;
  format: InterchangeFormat;
}

/**
 * Streams the preview's file into the work files (never held in memory) and reads its two text
 * fields, in whatever order they come. A refusal removes what was stored, after the body has
 * been read to its end, so every outcome is a 4xx `{ message, code }`.
 */
async function receiveUpload(request: FastifyRequest, maxMb: number): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw multipartRequired();
  const { workFiles } = request.server;
  const fields: Record<string, string> = {};
  let stored: { key: string; fileName: string } | null = null;
  let refusal: AppError | undefined;
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', 413, 'interchangeFileTooLarge', { max: maxMb });
  try {
    const parts = request.parts({ limits: { fileSize: maxMb * 1024 * 1024, files: 8 } });
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (refusal) {
        part.file.resume();
        continue;
      }
      if (part.fieldname !== 'file') {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size <= FIELD_MAX_BYTES) chunks.push(chunk);
        }
        const text = size <= FIELD_MAX_BYTES ? decodeUtf8(Buffer.concat(chunks)) : undefined;
        if (text === undefined) refusal = invalidEncoding(part.fieldname);
        else fields[part.fieldname] = text.trim();
        continue;
      }
      if (stored) {
        refusal = new AppError('TOO_MANY_FILES', 400, 'tooManyFiles');
        part.file.resume();
        continue;
      }
      const name = (part.filename ?? '').toLowerCase();
      const extension = name.endsWith('.zip') ? 'zip' : name.endsWith('.csv') ? 'csv' : 'lift';
      const key = newWorkKey('imports', extension);
      // Past the limit the stream fails (throwFileSizeLimit) and nothing is kept under the key.
      const { size } = await workFiles.save(key, part.file, 'application/octet-stream');
      stored = { key, fileName: (part.filename || 'import').slice(0, 255) };
      if (size === 0) refusal = badRequest('interchangeEmpty');
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    refusal ??= code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : undefined;
    if (!refusal) {
      if (stored) await workFiles.remove(stored.key).catch(() => {});
      throw error;
    }
  }
  const languageId = Number(fields.languageId);
  const format = fields.format as InterchangeFormat;
  refusal ??= !stored
    ? badRequest('interchangeFileRequired')
    : !Number.isInteger(languageId) || languageId < 1
      ? badRequest('unknownLanguage')
      : !INTERCHANGE_FORMATS.includes(format)
        ? badRequest('interchangeFormatInvalid')
        : undefined;
  if (refusal) {
    if (stored) await workFiles.remove(stored.key).catch(() => {});
    throw refusal;
  }
  return { ...stored!, languageId, format };
}
