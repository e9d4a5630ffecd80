import { useTranslation } from 'react-i18next';

/** How each interface language groups thousands, as Intl.NumberFormat writes them. */
const THOUSANDS: Record<string, string> = { fr: '\u202f', en: ',' };

/**
 * Writes a count the way `language` does (1 234 in French, 1,234 in English). Whole numbers are
 * grouped here: the first Intl.NumberFormat of a page costs some 30 ms of main thread (its locale
 * data), on every public page that shows a count. Anything else goes to Intl.
 */
export function formatCount(value: number, language: string): string {
  const separator = THOUSANDS[language];
  if (separator === undefined || !Number.isSafeInteger(value)) {
    return new Intl.NumberFormat(language).format(value);
  }
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, separator);
  return value < 0 ? `-${digits}` : digits;
}

/** Formats counts the way the current language writes them (1 234 in French, 1,234 in English). */
export function useFormatNumber() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'fr';
  return (value: number) => formatCount(value, language);
}
