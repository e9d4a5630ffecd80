import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@shared/errors';
import { AppError } from './app-error';

/** PostgreSQL SQLSTATEs that user input can cause: they are the caller's fault, never a 500. */
const PG_ERRORS: Record<string, { status: number; code: ErrorBody['code']; message: string }> = {
  '23505': { status: 409, code: 'CONFLICT', message: 'This value is already used' },
  '23503': { status: 409, code: 'CONFLICT', message: 'This item is linked to other data' },
  '23514': { status: 400, code: 'VALIDATION_FAILED', message: 'A value is not allowed' },
  '23502': { status: 400, code: 'VALIDATION_FAILED', message: 'A required value is missing' },
  '22001': { status: 400, code: 'VALIDATION_FAILED', message: 'A value is too long' },
  '22003': { status: 400, code: 'VALIDATION_FAILED', message: 'A number is out of range' },
  '22P02': { status: 400, code: 'VALIDATION_FAILED', message: 'A value has the wrong format' },
};

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or on its cause. */
function postgresCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

const FASTIFY_CODES: Record<string, ErrorBody['code']> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

export function toErrorBody(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { message: error.message, code: error.code };
    if (error.details !== undefined) body.details = error.details;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
      message: v.message ?? 'Invalid value',
    }));
    const first = issues[0];
    return {
      status: 400,
      body: {
        message: first ? `${first.path}: ${first.message}` : 'Invalid request',
        code: 'VALIDATION_FAILED',
        details: issues,
      },
    };
  }
  const pg = PG_ERRORS[postgresCode(error) ?? ''];
  if (pg) return { status: pg.status, body: { message: pg.message, code: pg.code } };

  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code =
      FASTIFY_CODES[fastifyError.code ?? ''] ??
      (status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST');
    return { status, body: { message: fastifyError.message ?? 'Bad request', code } };
  }
  return { status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorBody(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    return reply.status(status).send(body);
  });
}
