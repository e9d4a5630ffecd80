import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useCountries } from '../api/use-countries';
import { usePopulateCountries } from '../api/use-place-imports';
import { useImportToasts } from './use-import-toasts';

/**
 * Imports the countries. With `onlyWhenEmpty` (the localities page) it shows only while
 * there are no countries at all.
 */
export function ImportCountriesButton({
  onlyWhenEmpty = false,
  variant = 'outline',
}: {
  onlyWhenEmpty?: boolean;
  variant?: 'outline' | 'default';
}) {
  const { t } = useTranslation();
  const countries = useCountries();
  const populate = usePopulateCountries();
  const toasts = useImportToasts();

  if (onlyWhenEmpty && (countries.isPending || (countries.data?.length ?? 0) > 0)) return null;

  return (
    <Button
      variant={variant}
      disabled={populate.isPending}
      onClick={() =>
        populate.mutate(undefined, {
          onSuccess: toasts.success,
          onError: toasts.failure(t('places.toast.importCountriesFailed')),
        })
      }
    >
      {populate.isPending ? <Spinner /> : <Download aria-hidden="true" />}
      {populate.isPending ? t('places.actions.importing') : t('places.actions.importCountries')}
    </Button>
  );
}
