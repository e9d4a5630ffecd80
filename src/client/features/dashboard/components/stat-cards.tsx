import {
  ArrowLeftRight,
  BookA,
  Earth,
  Languages,
  MapPin,
  MessageSquareQuote,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '@shared/schemas/dashboard';
import type { fr } from '@shared/i18n/fr';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useErrorMessage } from '@client/lib/error-message';
import { useFormatNumber } from '@client/lib/use-format-number';
import { useDashboardStats } from '../api/use-dashboard-stats';
import { StatCard } from './stat-card';

interface Stat {
  count: keyof DashboardStats;
  labelKey: keyof (typeof fr)['dashboard']['stats'];
  to: string;
  icon: LucideIcon;
  /** Says what the count counts: the words card counts approved words only, as visitors see. */
  noteKey?: 'words';
}

/** The dashboard's six cards, each linking to its page. */
const STATS: readonly Stat[] = [
  { count: 'languagesCount', labelKey: 'languages', to: '/languages', icon: Languages },
  { count: 'wordsCount', labelKey: 'words', to: '/words', icon: BookA, noteKey: 'words' },
  {
    count: 'expressionsCount',
    labelKey: 'expressions',
    to: '/expressions',
    icon: MessageSquareQuote,
  },
  { count: 'countriesCount', labelKey: 'countries', to: '/countries-regions', icon: Earth },
  { count: 'localitiesCount', labelKey: 'localities', to: '/localities', icon: MapPin },
  {
    count: 'equivalencesCount',
    labelKey: 'equivalences',
    to: '/cross-language',
    icon: ArrowLeftRight,
  },
];

export function StatCards() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatNumber = useFormatNumber();
  const stats = useDashboardStats();

  if (stats.isError) {
    return (
      <Card role="alert" className="border-destructive/50">
        <CardContent className="flex flex-wrap items-center justify-between gap-4 p-6">
          <div>
            <p className="font-medium">{t('dashboard.statsError')}</p>
            <p className="text-sm text-muted-foreground">{errorMessage(stats.error)}</p>
          </div>
          <Button variant="outline" onClick={() => void stats.refetch()}>
            {t('common.retry')}
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <section
      aria-label={t('dashboard.statsLabel')}
      aria-busy={stats.isPending}
      className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6"
    >
      {STATS.map((stat) => (
        <StatCard
          key={stat.count}
          to={stat.to}
          label={t(`dashboard.stats.${stat.labelKey}`)}
          icon={stat.icon}
          value={stats.data && formatNumber(stats.data[stat.count])}
          note={
            stat.noteKey && stats.data
              ? t(`dashboard.statNotes.${stat.noteKey}`, { count: stats.data[stat.count] })
              : undefined
          }
        />
      ))}
    </section>
  );
}
