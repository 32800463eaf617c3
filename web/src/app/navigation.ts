import { useContext } from 'react';
import { matchPath } from 'react-router';
import { admits, Roles } from './roles';
import { st } from '../i18n/staff';
import { FeatureMenu, type MenuUser, type SideMenuSource, type TabBarName } from './features';

/** Navigation chrome (spec 2.3): the side menu by role and the three tab bars (their entries are the features', shell/features.ts). */

export type NavItem = { slug: string; label: string; to: string };
export type SideMenuKind = 'superadmin' | 'tenant' | 'default';
export type { TabBarName };

const none: SideMenuSource = { entries: [], screens: [], tabs: [] };

/** SuperAdmin has its own menu; TenantAdmin and DepotManager share one; every other role gets the default. */
export function sideMenuKind(role: string): SideMenuKind {
  if (role === Roles.SuperAdmin) return 'superadmin';
  if (role === Roles.TenantAdmin || role === Roles.DepotManager) return 'tenant';
  return 'default';
}

/**
 * The side menu of a user: the features' entries (their manifests, in the order of shell/features.ts) that the user's
 * role may see, each at its address for that user.
 */
export function sideMenuFor(user: MenuUser, menu: SideMenuSource = none): { kind: SideMenuKind; items: NavItem[] } {
  const items = menu.entries.flatMap((e): NavItem[] => {
    if (e.shows && !e.shows(user.role)) return [];
    const to = typeof e.to === 'string' ? e.to : e.to(user);
    return to ? [{ slug: e.slug, label: st(e.label), to }] : [];
  });
  return { kind: sideMenuKind(user.role), items };
}

/**
 * Which side-menu entry a path belongs to, to highlight it: its screen's `section`, else the entry at the screen's own
 * address (addresses compared as the router does, whatever their case).
 */
export function sectionOf(pathname: string, menu: SideMenuSource = none): string | null {
  const screen = menu.screens.find((s) => matchPath(s.path, pathname));
  if (!screen) return null;
  return screen.section ?? menu.entries.find((e) => e.to === screen.path)?.slug ?? null;
}

/**
 * The tabs of a bar that this role sees: the features' tabs of that bar (their manifests), in their places, to the
 * screens this role may open (their guards).
 */
export function tabsFor(bar: TabBarName, role: string, menu: SideMenuSource = none): NavItem[] {
  const opens = (to: string) => menu.screens.some((s) => s.path === to && admits[s.guard](role));
  return menu.tabs
    .filter((t) => t.bar === bar && opens(t.to))
    .sort((a, b) => a.at - b.at)
    .map((t) => ({ slug: t.slug, label: st(t.label), to: t.to }));
}

/** The tabs of a bar that the signed-in user sees, from the features the shell hands down. */
export function useTabs(bar: TabBarName, role: string): NavItem[] {
  return tabsFor(bar, role, useContext(FeatureMenu));
}

/** The signed-in user's side menu and the entry to highlight, with the features' entries the shell hands down. */
export function useSideMenu(user: MenuUser | null, pathname: string) {
  const menu = useContext(FeatureMenu);
  return user ? { menu: sideMenuFor(user, menu), section: sectionOf(pathname, menu) } : null;
}
