import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { PAGES } from '@shared/pages';
import { cn } from '@client/lib/utils';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@client/components/layout/brand-mark';
import { PreferencesBar } from '@client/components/layout/preferences-bar';
import { siteName } from '@client/lib/site';

/** The public site's two lists: the current one marked (aria-current, from NavLink). */
const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-muted-foreground outline-hidden hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
    isActive && 'text-foreground underline underline-offset-4',
  );

/** The public pages' frame: brand, the words and expressions, preferences on top; a short footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-svh flex-col">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-4">
          <Link
            to="/"
            className="flex min-h-11 min-w-11 items-center gap-2 rounded-md font-semibold ring-offset-background outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <BrandMark />
            {/* On a phone the mark alone, to leave room for the links (its name still read out). */}
            <span className="sr-only text-lg min-[420px]:not-sr-only">{siteName}</span>
          </Link>
          <div className="flex items-center gap-1 sm:gap-3">
            <nav aria-label={t('expressionsPage.navLabel')}>
              <ul className="flex items-center gap-1 text-sm font-medium">
                <li>
                  <NavLink to={PAGES.browse.path} end className={navClass}>
                    {t('expressionsPage.navWords')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={PAGES.publicExpressions.path} className={navClass}>
                    {t('expressionsPage.nav')}
                  </NavLink>
                </li>
              </ul>
            </nav>
            <PreferencesBar />
          </div>
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
