import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@shared/schemas/auth';
import { PAGES } from '@shared/pages';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  SidebarSeparator,
} from '@client/components/ui/sidebar';
import { Spinner } from '@client/components/ui/spinner';
import { siteName } from '@client/lib/site';
import { BrandMark } from './brand-mark';
import { navItems } from './nav-items';
import { NavLinkItem } from './nav-link-item';

interface AppSidebarProps {
  user: SessionUser;
  onSignOut: () => void;
  signingOut: boolean;
}

/** The back-office sidebar: brand, the links the user's role allows, password and sign-out. */
export function AppSidebar({ user, onSignOut, signingOut }: AppSidebarProps) {
  const { t } = useTranslation();
  return (
    <Sidebar
      collapsible="icon"
      mobileTitle={t('nav.sidebarTitle')}
      mobileDescription={t('nav.sidebarDescription')}
    >
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild size="lg" tooltip={siteName}>
              <Link to={PAGES.dashboard.path}>
                <BrandMark />
                <span className="grid flex-1 text-left leading-tight">
                  <span className="truncate font-semibold">{siteName}</span>
                  <span className="truncate text-xs text-muted-foreground">{t('nav.admin')}</span>
                </span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>

      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel>{t('nav.group')}</SidebarGroupLabel>
          <SidebarGroupContent>
            <nav aria-label={t('nav.group')}>
              <SidebarMenu>
                {navItems('main', user.role).map((item) => (
                  <NavLinkItem
                    key={item.to}
                    to={item.to}
                    label={t(`nav.${item.labelKey}`)}
                    icon={item.icon}
                  />
                ))}
              </SidebarMenu>
            </nav>
          </SidebarGroupContent>
        </SidebarGroup>
      </SidebarContent>

      <SidebarSeparator />
      <SidebarFooter>
        <div className="px-2 py-1 text-xs group-data-[collapsible=icon]:hidden">
          <p className="truncate font-medium" title={user.email}>
            {user.name || user.email}
          </p>
          <p className="truncate text-muted-foreground">{t(`roles.${user.role}`)}</p>
        </div>
        <SidebarMenu>
          {navItems('account', user.role).map((item) => (
            <NavLinkItem
              key={item.to}
              to={item.to}
              label={t(`nav.${item.labelKey}`)}
              icon={item.icon}
            />
          ))}
          <SidebarMenuItem>
            <SidebarMenuButton
              type="button"
              tooltip={t('auth.signOut.label')}
              // Leaves the page: a form with unsaved changes asks first (use-leave-guard.tsx).
              data-leaves-page=""
              onClick={onSignOut}
              disabled={signingOut}
            >
              {signingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
              <span>{t('auth.signOut.label')}</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
      <SidebarRail label={t('nav.toggleSidebar')} />
    </Sidebar>
  );
}
