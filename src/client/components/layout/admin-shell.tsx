import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@shared/schemas/auth';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@client/components/ui/sidebar';
import { Tooltip, TooltipContent, TooltipTrigger } from '@client/components/ui/tooltip';
import { siteName } from '@client/lib/site';
import { AppSidebar } from './app-sidebar';
import { LanguageToggle } from './language-toggle';
import { ThemeToggle } from './theme-toggle';

interface AdminShellProps {
  user: SessionUser;
  onSignOut: () => void;
  signingOut: boolean;
  children: ReactNode;
}

/** The back-office frame: sidebar, a header with the sidebar trigger and preferences, the page. */
export function AdminShell({ user, onSignOut, signingOut, children }: AdminShellProps) {
  const { t } = useTranslation();
  return (
    <SidebarProvider>
      <AppSidebar user={user} onSignOut={onSignOut} signingOut={signingOut} />
      <SidebarInset>
        <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur supports-backdrop-filter:bg-background/80">
          <Tooltip>
            <TooltipTrigger asChild>
              <SidebarTrigger className="-ml-1" label={t('nav.toggleSidebar')} />
            </TooltipTrigger>
            <TooltipContent>{t('nav.toggleSidebarHint')}</TooltipContent>
          </Tooltip>
          <span className="font-semibold md:hidden">{siteName}</span>
          <div className="ml-auto flex items-center gap-2">
            <LanguageToggle />
            <Tooltip>
              <TooltipTrigger asChild>
                <ThemeToggle />
              </TooltipTrigger>
              <TooltipContent>{t('theme.dark')}</TooltipContent>
            </Tooltip>
          </div>
        </header>
        <main id="main" className="flex-1 p-4 md:p-6 lg:p-8">
          {children}
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
