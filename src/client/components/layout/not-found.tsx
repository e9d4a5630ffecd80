import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** The 404 message; the public page links home, the back-office one links to the dashboard. */
export function NotFound({ backTo }: { backTo: 'home' | 'dashboard' }) {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center"
    >
      <p className="text-7xl font-bold tracking-tight text-primary/80" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-semibold tracking-tight">
        {t('notFound.title')}
      </h1>
      <p className="mt-2 text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild className="mt-8">
        {backTo === 'home' ? (
          <Link to="/">{t('notFound.backHome')}</Link>
        ) : (
          <Link to="/dashboard">{t('notFound.backDashboard')}</Link>
        )}
      </Button>
    </section>
  );
}
