import { Info, UserRound, Users, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { paths } from '../paths';

export type NavItem = { to: string; label: string; icon: LucideIcon };

/** The four tabs, in the order both the top navigation and the bottom tab bar show them. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: paths.restaurants, label: it.nav.restaurants, icon: UtensilsCrossed },
  { to: paths.profile, label: it.nav.profile, icon: UserRound },
  { to: paths.info, label: it.nav.info, icon: Info },
  { to: paths.about, label: it.nav.about, icon: Users },
];

/**
 * A tab is current only when the path equals its route (a trailing slash
 * aside): /restaurants/search highlights no tab.
 */
export function isCurrentPath(pathname: string, route: string): boolean {
  const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return normalise(pathname) === normalise(route);
}
