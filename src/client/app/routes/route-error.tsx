import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '@client/components/layout/error-screen';
import { Button } from '@client/components/ui/button';

/** Shown when a page throws while rendering or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen
      title={t('errors.pageTitle')}
      description={t('errors.pageDescription')}
      action={<Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>}
    />
  );
}
