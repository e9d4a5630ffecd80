import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiMessageKey } from '@shared/i18n/translate';
import { useFormatNumber } from './use-format-number';

/** A text field's name and how many characters it holds (TEXT_LIMITS), for its too-long message. */
export interface FieldLimit {
  name: string;
  max: number;
}

/**
 * A length past the schema's maximum: the schemas' 'valueTooLong', or zod's own too_big; not a
 * rule with a message of its own that says the limit already ('userPasswordTooLong').
 */
const isTooLong = (error: FieldError) =>
  error.message === 'valueTooLong' ||
  (error.type === 'too_big' && !isApiMessageKey(error.message ?? ''));

/**
 * The text of a form field's error. The shared zod schemas name their messages after keys of the
 * `api` catalog ('languageNameRequired'...), so they read the same as the server's answers; a too
 * long value names the field and its limit when `limit` is given, as the server does (« Notes »
 * ne peut pas dépasser 5 000 caractères.); zod's other messages fall back to a generic text.
 * `values` fill a message's placeholders ('senseGlossRequired' names its sense: { n: 2 }).
 */
export function useFieldError() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  return useCallback(
    (
      error: FieldError | undefined,
      values?: Record<string, unknown>,
      limit?: FieldLimit,
    ): string | undefined => {
      if (!error) return undefined;
      if (limit && isTooLong(error)) {
        return t('api.fieldTooLong', { field: limit.name, max: formatNumber(limit.max) });
      }
      const message = error.message ?? '';
      if (isApiMessageKey(message)) return t(`api.${message}`, values);
      return error.type === 'too_big' ? t('api.valueTooLong') : t('api.valueWrongFormat');
    },
    [t, formatNumber],
  );
}

/**
 * A form field's error text: the server's own words for an error it sent (type 'server'), else the
 * shared schema's message as useFieldError reads it.
 */
export function useFormErrorText() {
  const fieldError = useFieldError();
  return useCallback(
    (error: FieldError | undefined, values?: Record<string, unknown>, limit?: FieldLimit) =>
      error?.type === 'server' ? error.message : fieldError(error, values, limit),
    [fieldError],
  );
}
