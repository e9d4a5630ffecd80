import { MapPin, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Locality } from '@shared/schemas/places';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { Flag } from '@client/components/ui/flag';
import { IconButton } from '@client/components/ui/icon-button';
import { useCountryName } from '@client/lib/country-name';

interface LocalityCardProps {
  locality: Locality;
  /** Absent for roles that may only read. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One locality: flag, name, country and region badges, description, edit and delete. */
export function LocalityCard({ locality, onEdit, onDelete }: LocalityCardProps) {
  const { t } = useTranslation();
  const country = useCountryName()(locality.countryName, locality.countryNameFr);
  return (
    <Card
      role="article"
      aria-labelledby={`locality-${locality.id}`}
      className="flex h-full flex-col gap-3 p-4"
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-md bg-muted">
          {locality.countryFlag ? (
            <Flag src={locality.countryFlag} alt="" className="h-4 w-6" />
          ) : (
            <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
          )}
        </span>
        <div className="grid min-w-0 flex-1 gap-1.5">
          <h3 id={`locality-${locality.id}`} className="truncate leading-tight font-semibold">
            {locality.name}
          </h3>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="outline" title={t('localities.countryLabel', { name: country })}>
              {country}
            </Badge>
            {locality.regionName && (
              <Badge
                variant="secondary"
                title={t('localities.regionLabel', { name: locality.regionName })}
              >
                {locality.regionName}
              </Badge>
            )}
          </div>
        </div>
        {(onEdit || onDelete) && (
          <div className="-mt-1 -mr-1 flex shrink-0">
            {onEdit && (
              <IconButton
                label={t('localities.editLabel', { name: locality.name })}
                tooltip={t('localities.edit')}
                className="size-8"
                onClick={onEdit}
              >
                <Pencil aria-hidden="true" />
              </IconButton>
            )}
            {onDelete && (
              <IconButton
                label={t('localities.deleteLabel', { name: locality.name })}
                tooltip={t('localities.delete')}
                className="size-8 text-muted-foreground hover:text-destructive"
                onClick={onDelete}
              >
                <Trash2 aria-hidden="true" />
              </IconButton>
            )}
          </div>
        )}
      </div>
      {locality.description && (
        <p className="line-clamp-3 text-sm text-muted-foreground">{locality.description}</p>
      )}
    </Card>
  );
}
