import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FORMS, MAX_SENSES } from '@shared/schemas/lexicon';
import type { InterchangeWarningCode } from '@shared/schemas/interchange';

/** A warning's sentence in the interface language (its `detail` is the file's text, shown apart). */
export function useWarningText() {
  const { t } = useTranslation();
  return useCallback(
    (code: InterchangeWarningCode) =>
      t(`interchange.warnings.${code}`, { maxSenses: MAX_SENSES, maxForms: MAX_FORMS }),
    [t],
  );
}
