import type { ErrorCode } from '@shared/errors';

/** The one error type services throw; the error handler turns it into `{ message, code, details? }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new AppError('BAD_REQUEST', 400, message, details);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', 404, message);
export const conflict = (message: string) => new AppError('CONFLICT', 409, message);
export const unauthenticated = (message = 'Authentication required') =>
  new AppError('UNAUTHENTICATED', 401, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', 403, message);
