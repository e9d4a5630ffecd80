import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import type { Language } from '@shared/schemas/languages';
import { languagePath } from '@shared/pages';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@client/components/ui/skeleton';
import { queryKeys } from '@client/lib/query-keys';

/**
 * On the home page, each language links to its words, /browse?language={id}, and to its own page
 * (/language/{code}: where it is spoken, its counts, licence...).
 */
export function LanguagesGrid() {
  const { t } = useTranslation();
  const languages = useQuery<Language[]>({ queryKey: queryKeys.languages });
  return (
    <section aria-labelledby="home-languages" className="grid gap-4">
      <h2 id="home-languages" className="text-2xl font-semibold tracking-tight">
        {t('home.languagesTitle')}
      </h2>
      {languages.isError ? (
        <p className="text-sm text-muted-foreground">{t('home.languagesError')}</p>
      ) : languages.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : languages.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('home.languagesEmpty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {languages.data.map((language) => {
            const places = language.localities.map((l) => l.name);
            return (
              <li
                key={language.id}
                className="flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-xs transition-colors hover:border-primary"
              >
                <Link
                  to={`/browse?language=${language.id}`}
                  className="group flex flex-1 flex-col justify-between gap-2 p-4 outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
                >
                  <span className="flex items-center justify-between gap-2 text-lg font-semibold">
                    {language.name}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                  {places.length > 0 && (
                    <span className="text-sm text-muted-foreground">
                      {t('home.spokenIn', { places: places.join(', ') })}
                    </span>
                  )}
                </Link>
                <Link
                  to={languagePath(language)}
                  className="flex min-h-11 items-center border-t px-4 text-sm text-muted-foreground underline-offset-4 outline-hidden hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
                >
                  {t('languagePage.languagePage', { language: language.name })}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
