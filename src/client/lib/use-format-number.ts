import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats counts the way the current language writes them (1 234 in French, 1,234 in English). */
export function useFormatNumber() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'fr';
  return useMemo(() => new Intl.NumberFormat(language).format, [language]);
}
