import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fold } from '@shared/fold';
import { Combobox } from '@client/components/ui/combobox';
import { Flag } from '@client/components/ui/flag';
import type { NamedCountry } from '../api/use-countries';

interface CountryComboboxProps {
  id: string;
  countries: readonly NamedCountry[];
  value: NamedCountry | undefined;
  onChange: (country: NamedCountry) => void;
}

/**
 * The searchable country picker of the countries and regions page: type part of a name (in the
 * interface language, accents ignored) or an ISO code, then pick with the mouse or the keyboard.
 */
export function CountryCombobox({ id, countries, value, onChange }: CountryComboboxProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // null while the user is not typing: the field then shows the chosen country.
  const [query, setQuery] = useState<string | null>(null);

  const matches = useMemo(() => {
    const folded = fold(query ?? '').trim();
    if (!folded) return countries;
    return countries.filter(
      (country) =>
        fold(country.label).includes(folded) ||
        fold(country.name).includes(folded) ||
        country.iso2.toLowerCase() === folded ||
        country.iso3.toLowerCase() === folded,
    );
  }, [countries, query]);

  return (
    <div className="relative">
      <Flag
        src={query === null ? value?.flagSvg : undefined}
        alt=""
        className="pointer-events-none absolute top-1/2 left-3 z-10 -translate-y-1/2"
      />
      <Combobox
        id={id}
        items={matches}
        getKey={(country) => country.id}
        renderItem={(country) => (
          <>
            <Flag src={country.flagSvg} alt="" />
            <span className="truncate">{country.label}</span>
            <span className="ml-auto text-xs text-muted-foreground">{country.iso2}</span>
          </>
        )}
        onSelect={(country) => {
          onChange(country);
          setQuery(null);
          setOpen(false);
        }}
        inputValue={query ?? value?.label ?? ''}
        onInputValueChange={setQuery}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setQuery(null);
        }}
        listLabel={t('places.countryPicker.listLabel')}
        status={
          <p className="px-3 py-4 text-center text-sm text-muted-foreground">
            {t('places.countryPicker.noResults')}
          </p>
        }
        inputProps={{
          placeholder: t('places.countryPicker.placeholder'),
          className: query === null && value?.flagSvg ? 'pl-10' : undefined,
          onFocus: (event) => event.currentTarget.select(),
        }}
      />
    </div>
  );
}
