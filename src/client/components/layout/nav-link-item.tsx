import type { LucideIcon } from 'lucide-react';
import { NavLink, useMatch } from 'react-router';
import { SidebarMenuButton, SidebarMenuItem, useSidebar } from '@client/components/ui/sidebar';

/** One sidebar link: highlighted (and aria-current) on its page and the pages below it. */
export function NavLinkItem({
  to,
  label,
  icon: Icon,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
}) {
  const active = useMatch({ path: to, end: false }) !== null;
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={active} tooltip={label}>
        <NavLink to={to} onClick={() => isMobile && setOpenMobile(false)}>
          <Icon aria-hidden="true" />
          <span>{label}</span>
        </NavLink>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}
