import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@shared/errors';
import { ApiError } from './api-client';

/**
 * The API answers in the interface language (the client sends Accept-Language), so its message is
 * shown as is. These codes, complete on their own, are translated here instead, so the text is
 * right even for an answer that was not the API's (a proxy's 413, say).
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
