import { Download, Earth } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@client/components/layout/empty-state';
import { LoadError } from '@client/components/layout/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { Spinner } from '@client/components/ui/spinner';
import { useFormatNumber } from '@client/lib/use-format-number';
import { useNamedCountries, type NamedCountry } from '../api/use-countries';
import { usePopulateAllRegions } from '../api/use-place-imports';
import { CountryCombobox } from './country-combobox';
import { ImportCountriesButton } from './import-countries-button';
import { RegionsPanel } from './regions-panel';
import { useImportToasts } from './use-import-toasts';

/** The chosen country lives in the address (?country=id), so a reload or a shared link keeps it. */
const COUNTRY_PARAM = 'country';

/** /countries-regions: a country picker, its regions, and the import buttons. */
export function CountriesRegionsPage({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const countries = useNamedCountries();
  const populateAll = usePopulateAllRegions();
  const toasts = useImportToasts();
  const [searchParams, setSearchParams] = useSearchParams();

  const chosenId = Number(searchParams.get(COUNTRY_PARAM));
  const chosen = countries.named?.find((country) => country.id === chosenId);
  const choose = (country: NamedCountry) =>
    setSearchParams({ [COUNTRY_PARAM]: String(country.id) }, { replace: true });

  const count = countries.data?.length;
  const hasCountries = (count ?? 0) > 0;
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title={t('places.title')}
          description={
            count === undefined
              ? t('places.subtitle')
              : `${t('places.countriesCount', { count, formatted: formatNumber(count) })} · ${t('places.subtitle')}`
          }
        />
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <ImportCountriesButton />
            <Button
              variant="outline"
              disabled={populateAll.isPending || !hasCountries}
              onClick={() =>
                populateAll.mutate(undefined, {
                  onSuccess: toasts.success,
                  onError: toasts.failure(t('places.toast.importAllRegionsFailed')),
                })
              }
            >
              {populateAll.isPending ? <Spinner /> : <Download aria-hidden="true" />}
              {populateAll.isPending
                ? t('places.actions.importing')
                : t('places.actions.importAllRegions')}
            </Button>
          </div>
        )}
      </div>

      {countries.isError ? (
        <LoadError
          title={t('places.loadError')}
          error={countries.error}
          onRetry={() => void countries.refetch()}
        />
      ) : countries.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : !hasCountries ? (
        <EmptyState
          icon={Earth}
          title={t('places.countryPicker.noCountries')}
          action={canEdit ? <ImportCountriesButton variant="default" /> : undefined}
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <Card>
            <CardHeader>
              <CardTitle asChild className="text-xl">
                <h2>
                  <label htmlFor="country-picker">{t('places.countryPicker.label')}</label>
                </h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <CountryCombobox
                id="country-picker"
                countries={countries.named ?? []}
                value={chosen}
                onChange={choose}
              />
              {chosen && <CountryFacts country={chosen} />}
            </CardContent>
          </Card>
          {chosen ? (
            <RegionsPanel key={chosen.id} country={chosen} canEdit={canEdit} />
          ) : (
            <EmptyState icon={Earth} title={t('places.regions.choose')} className="bg-card" />
          )}
        </div>
      )}
    </div>
  );
}

/** A few facts about the chosen country, under the picker. */
function CountryFacts({ country }: { country: NamedCountry }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const facts: [string, string | null][] = [
    [t('places.country.capital'), country.capital],
    [t('places.country.isoCodes'), `${country.iso2} · ${country.iso3}`],
    [
      t('places.country.population'),
      country.population === null ? null : formatNumber(country.population),
    ],
  ];
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {facts.map(([label, value]) =>
        value ? (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium tabular-nums">{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
