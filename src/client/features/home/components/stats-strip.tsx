import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '@shared/pages';
import type { PublicStats } from '@shared/schemas/stats';
import { Skeleton } from '@client/components/ui/skeleton';
import { useFormatNumber } from '@client/lib/use-format-number';
import { usePublicStats } from '../api/use-public-stats';

const STATS = [
  { count: 'countriesCount', label: 'countries' },
  { count: 'languagesCount', label: 'languages' },
  { count: 'localitiesCount', label: 'localities' },
  { count: 'wordsCount', label: 'words' },
  { count: 'expressionsCount', label: 'expressions' },
] as const satisfies readonly { count: keyof PublicStats; label: string }[];

/** Home counts: countries, languages, localities, words and expressions, with singular/plural. */
export function StatsStrip() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const stats = usePublicStats();

  if (stats.isError) {
    return <p className="text-center text-sm text-muted-foreground">{t('home.statsError')}</p>;
  }

  return (
    <section aria-label={t('home.statsLabel')} aria-busy={stats.isPending}>
      <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border bg-border sm:grid-cols-5">
        {STATS.map(({ count, label }) => {
          const value = stats.data?.[count];
          return (
            <li
              key={count}
              className="flex flex-col items-center gap-1 bg-card px-4 py-6 text-center last:col-span-2 sm:last:col-span-1"
            >
              {value === undefined ? (
                <>
                  <Skeleton className="h-9 w-12" />
                  <Skeleton className="h-5 w-16" />
                </>
              ) : (
                <>
                  <StatValue
                    href={count === 'expressionsCount' ? PAGES.publicExpressions.path : undefined}
                  >
                    <span className="text-3xl font-bold text-primary tabular-nums">
                      {formatNumber(value)}
                    </span>{' '}
                    <span className="text-sm text-muted-foreground">
                      {t(`home.stats.${label}`, { count: value })}
                    </span>
                  </StatValue>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A count, and where it leads when a public page lists what it counts (the expressions). */
function StatValue({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <Link
      to={href}
      className="flex min-h-11 flex-col items-center gap-1 rounded-md underline-offset-4 outline-hidden hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </Link>
  );
}
