import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import type { Language } from '@shared/schemas/languages';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@client/components/ui/skeleton';
import { queryKeys } from '@client/lib/query-keys';

/** On the home page, each language links to its words, /browse?language={id}. */
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
              <li key={language.id}>
                <Link
                  to={`/browse?language=${language.id}`}
                  className="group flex h-full flex-col justify-between gap-2 rounded-lg border bg-card p-4 text-card-foreground shadow-xs outline-hidden transition-colors hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
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
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
