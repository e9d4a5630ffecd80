import { useTranslation } from 'react-i18next';
import { Flag } from '@client/components/ui/flag';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { useNamedCountries } from '../api/use-countries';

export interface CountrySelectProps {
  id: string;
  value: number | null | undefined;
  onChange: (countryId: number) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** A form's country field: every country, named in the interface language, with its flag. */
export function CountrySelect({ id, value, onChange, invalid, describedBy }: CountrySelectProps) {
  const { t } = useTranslation();
  const { named, isPending } = useNamedCountries();
  const empty = !isPending && (named?.length ?? 0) === 0;
  return (
    <Select
      value={value ? String(value) : ''}
      onValueChange={(next) => onChange(Number(next))}
      disabled={isPending || empty}
    >
      <SelectTrigger id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        <SelectValue
          placeholder={
            isPending
              ? t('places.regionSelect.loading')
              : empty
                ? t('places.countrySelect.empty')
                : t('places.countrySelect.placeholder')
          }
        />
      </SelectTrigger>
      <SelectContent>
        {named?.map((country) => (
          <SelectItem key={country.id} value={String(country.id)}>
            <Flag src={country.flagSvg} alt="" />
            {country.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
