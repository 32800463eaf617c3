import { useContext } from 'react';
import { matchPath } from 'react-router';
import { paths } from './paths';
import { isSuperAdmin, mayManageShiftsAndRoles, Roles } from './roles';
import { st } from '../i18n/staff';
import { FeatureMenu, type MenuUser, type SideMenuSource } from './features';

/** Navigation chrome (spec 2.3): the side menu by role (its entries are the features', shell/features.ts) and the three tab bars. */

export type NavItem = { slug: string; label: string; to: string };
export type SideMenuKind = 'superadmin' | 'tenant' | 'default';
export type TabBarName = 'visit' | 'reports' | 'tenantAdmin';

const none: SideMenuSource = { entries: [], screens: [] };

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

const visitTabs = (): NavItem[] => [
  { slug: 'planned-visitor', label: st('screens.plannedVisitor'), to: paths.plannedVisitor },
  { slug: 'regular-visitor', label: st('screens.regularVisitor'), to: paths.regularVisitor },
  { slug: 'register-partner', label: st('screens.registerPartner'), to: paths.registerPartner },
  { slug: 'shift-details', label: st('screens.shiftDetails'), to: paths.shifts },
  { slug: 'role', label: st('screens.role'), to: paths.role },
];

const reportTabs = (): NavItem[] => [
  { slug: 'visitors-report', label: st('screens.visitorsReport'), to: paths.reports },
  { slug: 'partners-report', label: st('screens.partnersReport'), to: paths.partnerReport },
  { slug: 'partners', label: st('screens.partners'), to: paths.registeredPartners },
  { slug: 'visitors', label: st('screens.visitors'), to: paths.bookedVisitors },
  { slug: 'live-visit-report', label: st('screens.liveVisitReport'), to: paths.liveVisitReport },
];

const tenantAdminTabs = (): NavItem[] => [
  { slug: 'add-tenant', label: st('screens.addTenant'), to: paths.addTenant },
  { slug: 'view-tenants', label: st('screens.viewTenants'), to: paths.tenants },
];

/**
 * The tabs of a bar that this role sees (Live VisIT Report and the tenant-admin bar: SuperAdmin only; Shift Details and
 * Role: the roles that manage them, issue 23).
 */
export function tabsFor(bar: TabBarName, role: string): NavItem[] {
  switch (bar) {
    case 'visit':
      return mayManageShiftsAndRoles(role) ? visitTabs() : visitTabs().filter((t) => t.slug !== 'shift-details' && t.slug !== 'role');
    case 'reports':
      return isSuperAdmin(role) ? reportTabs() : reportTabs().filter((t) => t.slug !== 'live-visit-report');
    case 'tenantAdmin':
      return isSuperAdmin(role) ? tenantAdminTabs() : [];
  }
}

/** The signed-in user's side menu and the entry to highlight, with the features' entries the shell hands down. */
export function useSideMenu(user: MenuUser | null, pathname: string) {
  const menu = useContext(FeatureMenu);
  return user ? { menu: sideMenuFor(user, menu), section: sectionOf(pathname, menu) } : null;
}
