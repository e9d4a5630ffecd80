import { useTranslation } from 'react-i18next';
import { PageHeader } from '@client/components/layout/page-header';
import { StatCards } from '@client/features/dashboard/components/stat-cards';
import { WelcomeCard } from '@client/features/dashboard/components/welcome-card';

/** /dashboard (spec §2 "Dashboard"); global search and backups come in later issues. */
export function DashboardRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('dashboard.title')} description={t('dashboard.subtitle')} />
      <StatCards />
      <WelcomeCard />
    </div>
  );
}
