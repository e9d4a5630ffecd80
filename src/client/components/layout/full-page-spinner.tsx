import { useTranslation } from 'react-i18next';
import { Spinner } from '@client/components/ui/spinner';

/** Fills the screen while something the whole page depends on loads (the session, a route). */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-svh items-center justify-center bg-background">
      <Spinner className="size-8 text-primary" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
