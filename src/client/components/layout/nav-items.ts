import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeftRight,
  BookA,
  Earth,
  Languages,
  LayoutDashboard,
  Library,
  MapPin,
  MessageSquareQuote,
  ShieldCheck,
  ScrollText,
  Users,
} from 'lucide-react';
import type { Area } from '@shared/roles';
import type { fr } from '@shared/i18n/fr';

export interface NavItem {
  to: string;
  labelKey: keyof (typeof fr)['nav'];
  icon: LucideIcon;
  /** Who sees the link, checked with canAccess. */
  area: Area;
}

/** The sidebar's "Navigation" group, in its fixed order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', labelKey: 'dashboard', icon: LayoutDashboard, area: 'core' },
  { to: '/languages', labelKey: 'languages', icon: Languages, area: 'core' },
  { to: '/words', labelKey: 'words', icon: BookA, area: 'core' },
  { to: '/expressions', labelKey: 'expressions', icon: MessageSquareQuote, area: 'core' },
  { to: '/cross-language', labelKey: 'crossLanguage', icon: ArrowLeftRight, area: 'core' },
  { to: '/countries-regions', labelKey: 'countriesRegions', icon: Earth, area: 'core' },
  { to: '/localities', labelKey: 'localities', icon: MapPin, area: 'core' },
  {
    to: '/international-dictionary',
    labelKey: 'internationalDictionary',
    icon: Library,
    area: 'core',
  },
  { to: '/moderation', labelKey: 'moderation', icon: ShieldCheck, area: 'moderation' },
  { to: '/users', labelKey: 'users', icon: Users, area: 'users' },
  { to: '/audit', labelKey: 'audit', icon: ScrollText, area: 'audit' },
];
