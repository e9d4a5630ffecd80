import { useTranslation } from 'react-i18next';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { useRegions } from '../api/use-regions';

export interface RegionSelectProps {
  id: string;
  countryId: number | null | undefined;
  value: number | null | undefined;
  onChange: (regionId: number | null) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Radix Select items cannot have an empty value: this one stands for "no region". */
const NO_REGION = 'none';

/**
 * A form's region field, usable once a country is chosen and it has regions; its
 * placeholder says why it is not.
 */
export function RegionSelect({
  id,
  countryId,
  value,
  onChange,
  invalid,
  describedBy,
}: RegionSelectProps) {
  const { t } = useTranslation();
  const regions = useRegions(countryId);
  const items = regions.data ?? [];
  const placeholder =
    countryId == null
      ? t('places.regionSelect.noCountry')
      : regions.isPending
        ? t('places.regionSelect.loading')
        : items.length === 0
          ? t('places.regionSelect.empty')
          : t('places.regionSelect.placeholder');
  return (
    <Select
      value={value ? String(value) : ''}
      onValueChange={(next) => onChange(next === NO_REGION ? null : Number(next))}
      disabled={countryId == null || items.length === 0}
    >
      <SelectTrigger id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NO_REGION} className="text-muted-foreground">
          {t('places.regionSelect.none')}
        </SelectItem>
        {items.map((region) => (
          <SelectItem key={region.id} value={String(region.id)}>
            {region.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
