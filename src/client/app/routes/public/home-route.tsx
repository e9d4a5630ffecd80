import { useTranslation } from 'react-i18next';
import { StatsStrip } from '@client/features/home/components/stats-strip';
import { siteName } from '@client/lib/site';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { PublicLayout } from './public-layout';

/** The public home page (search and the language grid arrive in later issues). */
export function HomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-primary/10 via-primary/5 to-background">
        <div className="mx-auto flex max-w-3xl flex-col items-center px-4 pt-20 pb-16 text-center md:pt-28">
          <h1 className="text-4xl font-bold tracking-tight md:text-6xl">{siteName}</h1>
          <p className="mt-4 text-xl font-medium text-balance text-primary md:text-2xl">
            {t('site.tagline')}
          </p>
          <p className="mt-6 max-w-2xl text-balance text-muted-foreground">
            {t('site.description')}
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-5xl px-4 pb-20">
        <StatsStrip />
      </div>
    </PublicLayout>
  );
}
