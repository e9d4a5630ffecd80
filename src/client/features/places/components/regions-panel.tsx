import { useState } from 'react';
import { Download, MapPinned, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Region } from '@shared/schemas/places';
import { EmptyState } from '@client/components/layout/empty-state';
import { LoadError } from '@client/components/layout/load-error';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Flag } from '@client/components/ui/flag';
import { IconButton } from '@client/components/ui/icon-button';
import { Skeleton } from '@client/components/ui/skeleton';
import { Spinner } from '@client/components/ui/spinner';
import { useFormatNumber } from '@client/lib/use-format-number';
import type { NamedCountry } from '../api/use-countries';
import { usePopulateRegions } from '../api/use-place-imports';
import { useRegions } from '../api/use-regions';
import { AddRegionDialog } from './add-region-dialog';
import { DeleteRegionDialog } from './delete-region-dialog';
import { useImportToasts } from './use-import-toasts';

/** The chosen country's regions (name, type, state code) in a scrolling list, and their actions. */
export function RegionsPanel({ country, canEdit }: { country: NamedCountry; canEdit: boolean }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const regions = useRegions(country.id);
  const populate = usePopulateRegions();
  const toasts = useImportToasts();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Region | null>(null);

  const importRegions = () =>
    populate.mutate(country.id, {
      onSuccess: toasts.success,
      onError: toasts.failure(t('places.toast.importRegionsFailed')),
    });

  const count = regions.data?.length;
  return (
    <Card aria-labelledby="regions-title" role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle asChild className="flex items-center gap-2 text-xl">
            <h2 id="regions-title">
              <Flag src={country.flagSvg} alt="" className="h-4 w-6" />
              {t('places.regions.titleFor', { country: country.label })}
            </h2>
          </CardTitle>
          <CardDescription aria-live="polite">
            {count === undefined
              ? t('places.regionSelect.loading')
              : t('places.regions.count', { count, formatted: formatNumber(count) })}
          </CardDescription>
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={importRegions} disabled={populate.isPending}>
              {populate.isPending ? <Spinner /> : <Download aria-hidden="true" />}
              {populate.isPending
                ? t('places.actions.importing')
                : t('places.actions.importCountryRegions')}
            </Button>
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              {t('places.regions.add')}
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent>
        {regions.isError ? (
          <LoadError
            title={t('places.regions.loadError')}
            error={regions.error}
            onRetry={() => void regions.refetch()}
          />
        ) : regions.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : regions.data.length === 0 ? (
          <EmptyState
            icon={MapPinned}
            title={t('places.regions.empty')}
            description={canEdit ? t('places.regions.emptyHint') : undefined}
          />
        ) : (
          <ul
            aria-labelledby="regions-title"
            className="relative max-h-[28rem] divide-y overflow-y-auto rounded-md border"
            // Scrollable regions must be reachable with the keyboard; "relative" keeps the sr-only texts
            // inside the scrolling box (else they stretch the page).
            tabIndex={0}
          >
            {regions.data.map((region) => (
              <li key={region.id} className="flex items-center gap-3 px-4 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{region.name}</p>
                  {region.type && (
                    <p className="truncate text-xs text-muted-foreground first-letter:uppercase">
                      {region.type}
                    </p>
                  )}
                </div>
                {region.stateCode && (
                  <Badge variant="outline" className="font-mono">
                    <span className="sr-only">
                      {t('places.regions.codeLabel', { code: region.stateCode })}
                    </span>
                    <span aria-hidden="true">{region.stateCode}</span>
                  </Badge>
                )}
                {canEdit && (
                  <IconButton
                    label={t('places.regions.deleteLabel', { name: region.name })}
                    tooltip={t('places.regions.delete')}
                    className="size-8 text-muted-foreground hover:text-destructive"
                    onClick={() => setToDelete(region)}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconButton>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {canEdit && <AddRegionDialog country={country} open={adding} onOpenChange={setAdding} />}
      {canEdit && <DeleteRegionDialog region={toDelete} onClose={() => setToDelete(null)} />}
    </Card>
  );
}
