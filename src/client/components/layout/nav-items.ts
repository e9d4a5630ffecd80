import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeftRight,
  BookA,
  Earth,
  FileUp,
  KeyRound,
  Languages,
  LayoutDashboard,
  Library,
  MapPin,
  MessageSquareQuote,
  ShieldCheck,
  ScrollText,
  Trash2,
  Users,
} from 'lucide-react';
import { canAccess, type Role } from '@shared/roles';
import { PAGE_IDS, PAGES, type NavPageId, type PageDefinition } from '@shared/pages';

export interface NavItem {
  id: NavPageId;
  to: string;
  labelKey: NonNullable<PageDefinition['nav']>['label'];
  icon: LucideIcon;
}

/** The icon of each page with a sidebar link (the links themselves are the registry's). */
const NAV_ICONS: Record<NavPageId, LucideIcon> = {
  dashboard: LayoutDashboard,
  languages: Languages,
  words: BookA,
  expressions: MessageSquareQuote,
  crossLanguage: ArrowLeftRight,
  countriesRegions: Earth,
  localities: MapPin,
  internationalDictionary: Library,
  interchangeImport: FileUp,
  moderation: ShieldCheck,
  users: Users,
  audit: ScrollText,
  trash: Trash2,
  changePassword: KeyRound,
};

const hasNav = (id: string): id is NavPageId => id in NAV_ICONS;

/**
 * A sidebar group's links, in the registry's order (@shared/pages): "main" is the Navigation
 * group, "account" the links by the signed-in user's name. Only the pages the role may use.
 */
export function navItems(group: 'main' | 'account', role: Role | undefined): NavItem[] {
  return PAGE_IDS.filter(hasNav).flatMap((id) => {
    const page: PageDefinition = PAGES[id];
    if (!page.nav || page.nav.group !== group || page.access === 'public') return [];
    if (!canAccess(role, page.access)) return [];
    return [{ id, to: page.path, labelKey: page.nav.label, icon: NAV_ICONS[id] }];
  });
}
