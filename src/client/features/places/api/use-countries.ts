import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Country } from '@shared/schemas/places';
import { useCountryName } from '@client/lib/country-name';
import { queryKeys } from '@client/lib/query-keys';

export function useCountries() {
  return useQuery<Country[]>({ queryKey: queryKeys.countries });
}

export type NamedCountry = Country & { label: string };

/** The countries with their name in the interface language, in that language's order. */
export function useNamedCountries() {
  const countries = useCountries();
  const countryName = useCountryName();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const named = useMemo(() => {
    if (!countries.data) return undefined;
    const collator = new Intl.Collator(language, { sensitivity: 'base' });
    return countries.data
      .map((country): NamedCountry => ({
        ...country,
        label: countryName(country.name, country.nameFr),
      }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [countries.data, countryName, language]);
  return { ...countries, named };
}
