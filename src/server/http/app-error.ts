import type { ErrorCode } from '@shared/errors';
import type { ApiMessageKey, MessageParams } from '@shared/i18n/translate';

/**
 * The one error type services throw; the error handler turns it into `{ message, code, details? }`
 * with the message in the caller's language (Accept-Language), from the shared catalogs.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly messageKey: ApiMessageKey,
    readonly params: MessageParams = {},
    readonly details?: unknown,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = (key: ApiMessageKey = 'notFound', params?: MessageParams) =>
  new AppError('NOT_FOUND', 404, key, params);
export const conflict = (key: ApiMessageKey, params?: MessageParams) =>
  new AppError('CONFLICT', 409, key, params);
/** An optimistic edit started from an older version of the entry: nothing was written. */
export const staleVersion = () => new AppError('STALE_VERSION', 409, 'wordChangedElsewhere');
export const badRequest = (key: ApiMessageKey, params?: MessageParams) =>
  new AppError('BAD_REQUEST', 400, key, params);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 401, 'authenticationRequired');
export const forbidden = () => new AppError('FORBIDDEN', 403, 'forbidden');
