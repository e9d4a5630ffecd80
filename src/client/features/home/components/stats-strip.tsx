import { useTranslation } from 'react-i18next';
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
                  <span className="text-3xl font-bold text-primary tabular-nums">
                    {formatNumber(value)}
                  </span>{' '}
                  <span className="text-sm text-muted-foreground">
                    {t(`home.stats.${label}`, { count: value })}
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
