import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A country's name in the interface language: the French name when French and known. */
export function useCountryName() {
  const { i18n } = useTranslation();
  const french = i18n.resolvedLanguage === 'fr';
  return useCallback(
    (name: string, nameFr: string | null | undefined) => (french && nameFr ? nameFr : name),
    [french],
  );
}
