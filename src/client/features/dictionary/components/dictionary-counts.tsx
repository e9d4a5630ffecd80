import { ArrowRight, BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DICTIONARY_SIDES, type DictionarySide } from '@shared/schemas/dictionary';
import { dictionaryPagePath } from '@shared/pages';
import { LoadError } from '@client/components/layout/load-error';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useFormatNumber } from '@client/lib/use-format-number';
import { useDictionaryStats } from '../api/dictionary-queries';
import { sideLabels } from './side-labels';

/**
 * The international dictionary: the French and English word counts, each card with its
 * 'consult' link to the dictionary's page.
 */
export function DictionaryCounts() {
  const { t } = useTranslation();
  const stats = useDictionaryStats();
  if (stats.isError) {
    return (
      <LoadError
        title={t('referenceDictionary.statsError')}
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  return (
    <div
      className="grid gap-4 sm:grid-cols-2"
      aria-busy={stats.isPending}
      aria-label={t('referenceDictionary.countsLabel')}
      role="group"
    >
      {DICTIONARY_SIDES.map((side) => (
        <CountCard
          key={side}
          side={side}
          count={
            stats.data &&
            (side === 'french' ? stats.data.frenchWordsCount : stats.data.englishWordsCount)
          }
        />
      ))}
    </div>
  );
}

function CountCard({ side, count }: { side: DictionarySide; count: number | undefined }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const labels = sideLabels(side);
  const titleId = `dictionary-count-${side}`;
  return (
    <Card role="region" aria-labelledby={titleId} className="flex h-full flex-col">
      <CardHeader className="flex-row items-center justify-between gap-2 p-5 pb-2">
        <CardTitle asChild className="text-lg">
          <h2 id={titleId}>{t(labels.dictionary)}</h2>
        </CardTitle>
        <BookOpen className="size-5 shrink-0 text-primary" aria-hidden="true" />
      </CardHeader>
      <CardContent className="flex flex-1 flex-wrap items-end justify-between gap-3 p-5 pt-0">
        {count === undefined ? (
          <Skeleton className="h-8 w-32" />
        ) : (
          <p className="text-2xl font-bold tabular-nums" data-testid={`${side}-words-count`}>
            {t('referenceDictionary.wordsCount', { count, formatted: formatNumber(count) })}
          </p>
        )}
        <Button asChild variant="outline">
          <Link to={dictionaryPagePath(side)} aria-label={t(labels.consult)}>
            {t('referenceDictionary.consult')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
