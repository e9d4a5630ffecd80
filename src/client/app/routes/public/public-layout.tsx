import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@client/components/layout/brand-mark';
import { PreferencesBar } from '@client/components/layout/preferences-bar';
import { siteName } from '@client/lib/site';

/** The public pages' frame: brand and preferences on top, a short footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-svh flex-col">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Link
            to="/"
            className="flex min-h-11 items-center gap-2 rounded-md font-semibold ring-offset-background outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <BrandMark />
            <span className="text-lg">{siteName}</span>
          </Link>
          <PreferencesBar />
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t">
        <div className="mx-auto grid max-w-6xl gap-1 px-4 py-6 text-center text-muted-foreground">
          <p className="text-sm">{t('home.footer', { siteName })}</p>
          <p className="text-xs">{t('home.dataCredits')}</p>
        </div>
      </footer>
    </div>
  );
}
