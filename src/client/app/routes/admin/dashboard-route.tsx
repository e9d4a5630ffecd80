import { useTranslation } from 'react-i18next';
import { PageHeader } from '@client/components/layout/page-header';
import { GlobalWordSearch } from '@client/features/dashboard/components/global-word-search';
import { StatCards } from '@client/features/dashboard/components/stat-cards';
import { WelcomeCard } from '@client/features/dashboard/components/welcome-card';

/**
 * /dashboard: global word search, counts, and the welcome card with its
 * quick links and, for admins, the Backup menu.
 */
export function DashboardRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('dashboard.title')} description={t('dashboard.subtitle')} />
      <GlobalWordSearch />
      <StatCards />
      <WelcomeCard />
    </div>
  );
}
