import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiMessageKey } from '@shared/i18n/translate';

/**
 * The text of a form field's error. The shared zod schemas name their messages after keys of the
 * `api` catalog ('languageNameRequired'...), so they read the same as the server's answers; zod's
 * own messages (a too long value...) fall back to a generic text. `values` fill a message's
 * placeholders ('senseGlossRequired' names its sense: { n: 2 }).
 */
export function useFieldError() {
  const { t } = useTranslation();
  return useCallback(
    (error: FieldError | undefined, values?: Record<string, unknown>): string | undefined => {
      if (!error) return undefined;
      const message = error.message ?? '';
      if (isApiMessageKey(message)) return t(`api.${message}`, values);
      return error.type === 'too_big' ? t('api.valueTooLong') : t('api.valueWrongFormat');
    },
    [t],
  );
}

/**
 * A form field's error text: the server's own words for an error it sent (type 'server'), else the
 * shared schema's message as useFieldError reads it.
 */
export function useFormErrorText() {
  const fieldError = useFieldError();
  return useCallback(
    (error: FieldError | undefined, values?: Record<string, unknown>) =>
      error?.type === 'server' ? error.message : fieldError(error, values),
    [fieldError],
  );
}
