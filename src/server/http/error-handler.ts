import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorBody, ErrorCode } from '@shared/errors';
import { apiFieldName } from '@shared/i18n/api-fields';
import {
  apiMessage,
  isApiMessageKey,
  type ApiMessageKey,
  type Language,
} from '@shared/i18n/translate';
import { AppError } from './app-error';
import { pickLanguage } from './request-language';

/** PostgreSQL SQLSTATEs that user input can cause: they are the caller's fault, never a 500. */
const PG_ERRORS: Record<string, { status: number; code: ErrorCode; key: ApiMessageKey }> = {
  '23505': { status: 409, code: 'CONFLICT', key: 'valueAlreadyUsed' },
  '23503': { status: 409, code: 'CONFLICT', key: 'linkedToOtherData' },
  '23514': { status: 400, code: 'VALIDATION_FAILED', key: 'valueNotAllowed' },
  '23502': { status: 400, code: 'VALIDATION_FAILED', key: 'valueRequired' },
  '22001': { status: 400, code: 'VALIDATION_FAILED', key: 'valueTooLong' },
  '22003': { status: 400, code: 'VALIDATION_FAILED', key: 'numberOutOfRange' },
  '22P02': { status: 400, code: 'VALIDATION_FAILED', key: 'valueWrongFormat' },
  // A NUL character (U+0000): PostgreSQL text cannot hold it.
  '22021': { status: 400, code: 'VALIDATION_FAILED', key: 'valueWrongFormat' },
};

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or on its cause. */
function postgresCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Fastify's and its plugins' own errors; `status` overrides theirs where the API answers otherwise. */
const FASTIFY_ERRORS: Record<string, { code: ErrorCode; key: ApiMessageKey; status?: number }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', key: 'invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', key: 'invalidJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', key: 'payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'unsupportedMediaType' },
  // @fastify/multipart, for routes that read parts without readAudioUpload (which maps them too).
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', key: 'fileTooLarge' },
  FST_FILES_LIMIT: { code: 'TOO_MANY_FILES', key: 'tooManyFiles', status: 400 },
  FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', key: 'payloadTooLarge' },
  FST_FIELDS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', key: 'payloadTooLarge' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    key: 'multipartRequired',
    status: 415,
  },
  FST_INVALID_JSON_FIELD_ERROR: { code: 'INVALID_JSON', key: 'invalidJson', status: 400 },
  FST_PROTO_VIOLATION: { code: 'BAD_REQUEST', key: 'invalidRequest' },
};

const zodLocales = { fr: z.locales.fr(), en: z.locales.en() };

/**
 * A text longer than its field holds, said with the field's name and the limit (« Notes » ne
 * peut pas dépasser 5000 caractères.), unless the schema gave a message of its own that says
 * them (adminCodeTooLong). Null for any other issue.
 */
function tooLongMessage(
  language: Language,
  issue: z.core.$ZodRawIssue,
  path: readonly string[],
): string | null {
  const { code, origin, maximum } = issue as { code?: string; origin?: string; maximum?: unknown };
  if (code !== 'too_big' || origin !== 'string' || typeof maximum !== 'number') return null;
  if (issue.message && issue.message !== 'valueTooLong' && isApiMessageKey(issue.message)) {
    return null;
  }
  const { field, within } = apiFieldName(language, path);
  const max = new Intl.NumberFormat(language).format(maximum);
  return within.length > 0
    ? apiMessage(language, 'fieldTooLongWithin', { field, within: within.join(', '), max })
    : apiMessage(language, 'fieldTooLong', { field, max });
}

/**
 * A schema's own message is a catalog key (e.g. 'languageNameRequired') shared with the forms;
 * other issues get zod's wording in the caller's language.
 */
function issueMessage(language: Language, issue: z.core.$ZodRawIssue): string {
  if (issue.message && isApiMessageKey(issue.message)) return apiMessage(language, issue.message);
  const localized = zodLocales[language].localeError(issue);
  return (typeof localized === 'string' ? localized : localized?.message) ?? issue.message ?? '';
}

function validationBody(
  language: Language,
  raw: { path: string; issue: z.core.$ZodRawIssue }[],
): { status: number; body: ErrorBody } {
  const issues = raw.map(({ path, issue }) => {
    const tooLong = tooLongMessage(language, issue, path.split('.').slice(1));
    return {
      path,
      message: tooLong ?? issueMessage(language, issue),
      // The product's own rules speak to the user as they are; generic ones name the field.
      isProductRule:
        tooLong !== null || (issue.message !== undefined && isApiMessageKey(issue.message)),
    };
  });
  const first = issues[0];
  return {
    status: 400,
    body: {
      message: !first
        ? apiMessage(language, 'invalidRequest')
        : first.isProductRule
          ? first.message
          : `${first.path}: ${first.message}`,
      code: 'VALIDATION_FAILED',
      details: issues.map(({ path, message }) => ({ path, message })),
    },
  };
}

/** What the request carried, so a validation message can say what it received. */
type RequestParts = Partial<Record<'params' | 'querystring' | 'body' | 'headers', unknown>>;

function valueAt(parts: RequestParts, context: string, path: string[]): unknown {
  let value = parts[context as keyof RequestParts];
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export function toErrorBody(
  error: unknown,
  language: Language,
  request: RequestParts = {},
): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = {
      message: apiMessage(language, error.messageKey, error.params),
      code: error.code,
    };
    if (error.details !== undefined) body.details = error.details;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationBody(
      language,
      error.validation.map((v) => {
        const path = v.instancePath.split('/').filter(Boolean);
        return {
          path: [error.validationContext, ...path].join('.'),
          issue: {
            ...(v.params as object),
            code: v.keyword,
            message: v.message,
            path: [],
            // zod leaves the input out of its issues; its messages say what was received.
            input: valueAt(request, error.validationContext ?? '', path),
          } as z.core.$ZodRawIssue,
        };
      }),
    );
  }
  // Bodies the route schema cannot see (multipart fields) are parsed by the service with zod.
  if (error instanceof z.ZodError) {
    return validationBody(
      language,
      error.issues.map((issue) => ({
        path: ['body', ...issue.path.map(String)].join('.'),
        issue: issue as unknown as z.core.$ZodRawIssue,
      })),
    );
  }
  const pg = PG_ERRORS[postgresCode(error) ?? ''];
  if (pg)
    return { status: pg.status, body: { message: apiMessage(language, pg.key), code: pg.code } };

  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = FASTIFY_ERRORS[fastifyError.code ?? ''];
    if (known)
      return {
        status: known.status ?? status,
        body: { message: apiMessage(language, known.key), code: known.code },
      };
    return {
      status,
      body: {
        message: fastifyError.message || apiMessage(language, 'invalidRequest'),
        code: status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST',
      },
    };
  }
  return { status: 500, body: { message: apiMessage(language, 'internal'), code: 'INTERNAL' } };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorBody(error, pickLanguage(request.headers['accept-language']), {
      params: request.params,
      querystring: request.query,
      body: request.body,
      headers: request.headers,
    });
    const wait = (error as AppError).details as { retryAfterSeconds?: unknown } | undefined;
    if (status === 429 && error instanceof AppError && typeof wait?.retryAfterSeconds === 'number')
      reply.header('retry-after', String(wait.retryAfterSeconds));
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    return reply.status(status).send(body);
  });
}
