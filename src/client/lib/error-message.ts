import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@shared/errors';
import { ApiError } from './api-client';

/**
 * Codes whose meaning is complete on its own, so the client shows its own translation. The others
 * (VALIDATION_FAILED, CONFLICT, NOT_FOUND...) come with a specific server message, shown as is.
 */
const TRANSLATED_CODES = [
  'INVALID_CREDENTIALS',
  'ACCOUNT_SUSPENDED',
  'TOO_MANY_REQUESTS',
  'WRONG_PASSWORD',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CROSS_ORIGIN_REFUSED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_JSON',
  'INTERNAL',
] as const satisfies readonly ErrorCode[];

type TranslatedCode = (typeof TRANSLATED_CODES)[number];

const isTranslatedCode = (code: string): code is TranslatedCode =>
  (TRANSLATED_CODES as readonly string[]).includes(code);

/** Returns a function that turns any thrown error into a message for the user, in their language. */
export function useErrorMessage() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError) {
        const code = error.code;
        if (code && isTranslatedCode(code)) return t(`errors.codes.${code}`);
        return error.body?.message || t('errors.unexpected');
      }
      // fetch() rejects with a TypeError when the server cannot be reached.
      if (error instanceof TypeError) return t('errors.network');
      return t('errors.unexpected');
    },
    [t],
  );
}
