import { HomeHero } from '@client/features/home/components/home-hero';
import { LanguagesGrid } from '@client/features/home/components/languages-grid';
import { StatsStrip } from '@client/features/home/components/stats-strip';
import { usePublicPageTitle } from '@client/lib/use-document-title';
import { PublicLayout } from './public-layout';

/** The public home page: hero with search, statistics, the languages. */
export function HomeRoute() {
  usePublicPageTitle({ page: 'home' });
  return (
    <PublicLayout>
      <HomeHero />
      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 pb-20">
        <StatsStrip />
        <LanguagesGrid />
      </div>
    </PublicLayout>
  );
}
