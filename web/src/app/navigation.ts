import { paths, tenantDetailsPath } from './paths';
import { isSuperAdmin, mayManageShiftsAndRoles, Roles } from './roles';
import { st } from '../i18n/staff';
import { useContext } from 'react';
import { FeatureMenu, type MenuEntry } from './features';

/** Navigation chrome (spec 2.3): side menus by role and the three tab bars. */

export type NavItem = { slug: string; label: string; to: string };
export type SideMenuKind = 'superadmin' | 'tenant' | 'default';
export type TabBarName = 'visit' | 'reports' | 'tenantAdmin';

type SessionLike = { role: string; tenantId: string | null };

/** SuperAdmin has its own menu; TenantAdmin and DepotManager share one; every other role gets the default. */
export function sideMenuKind(role: string): SideMenuKind {
  if (role === Roles.SuperAdmin) return 'superadmin';
  if (role === Roles.TenantAdmin || role === Roles.DepotManager) return 'tenant';
  return 'default';
}

/**
 * The side menu of a user: the staff area's own entries, then after Reports the features' entries (their manifests,
 * shell/features.ts, in that order) that the user's role may see.
 */
export function sideMenuFor(user: SessionLike, features: readonly MenuEntry[] = []): { kind: SideMenuKind; items: NavItem[] } {
  const kind = sideMenuKind(user.role);
  const featureItems: NavItem[] = features.filter((e) => e.shows(user.role)).map((e) => ({ slug: e.slug, label: st(e.label), to: e.to }));
  const manageVisits: NavItem = { slug: 'manage-visits', label: st('screens.manageVisits'), to: paths.dashboard };
  const reports: NavItem = { slug: 'reports', label: st('screens.reports'), to: paths.reports };
  const onSite: NavItem = { slug: 'on-site', label: st('screens.onSite'), to: paths.onSite };
  const evacuation: NavItem = { slug: 'evacuation', label: st('screens.evacuation'), to: paths.evacuation };
  const kiosks: NavItem = { slug: 'kiosks', label: st('screens.kiosks'), to: paths.kiosks };
  switch (kind) {
    case 'superadmin':
      return {
        kind,
        items: [
          manageVisits,
          onSite,
          evacuation,
          kiosks,
          { slug: 'manage-tenant', label: st('screens.manageTenant'), to: paths.tenants },
          reports,
          ...featureItems,
        ],
      };
    case 'tenant': {
      const items = [manageVisits, onSite, evacuation, kiosks];
      if (user.tenantId) {
        items.push({ slug: 'manage-tenant', label: st('screens.manageTenant'), to: tenantDetailsPath(user.tenantId) });
      }
      items.push(reports, ...featureItems);
      return { kind, items };
    }
    default:
      // Evacuation beyond the spec's two: marshals with custom roles run the roll-call (docs/decisions.md).
      return { kind, items: [manageVisits, evacuation, reports, ...featureItems] };
  }
}

/** Which side-menu entry a path belongs to, to highlight it (a feature's entry: its own path). */
export function sectionOf(pathname: string, features: readonly MenuEntry[] = []): string | null {
  const p = pathname.toLowerCase();
  const feature = features.find((e) => p === e.to.toLowerCase());
  if (feature) return feature.slug;
  if (p === paths.onSite) return 'on-site';
  if (p === paths.kiosks) return 'kiosks';
  if (p === paths.evacuation || p.startsWith(`${paths.evacuation}/`)) return 'evacuation';
  const visit = [paths.dashboard, paths.plannedVisitor, paths.regularVisitor, paths.registerPartner, paths.shifts, paths.role];
  const report = [paths.reports, paths.partnerReport, paths.registeredPartners, paths.bookedVisitors, paths.liveVisitReport];
  const tenant = [
    paths.tenants,
    paths.addTenant,
    paths.manageTenants,
    paths.updateTenantDetails,
    paths.manageUsers,
    paths.manageDepot,
    paths.visitReasons,
    paths.kioskTexts,
    paths.dataRetention,
    paths.apiKeys,
    paths.webhooks,
  ];
  if (visit.some((v) => p === v.toLowerCase())) return 'manage-visits';
  if (report.some((v) => p === v.toLowerCase()) || p.startsWith('/visit/')) return 'reports';
  if (tenant.some((v) => p === v.toLowerCase()) || p.startsWith('/tenant-details/')) return 'manage-tenant';
  return null;
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
export function useSideMenu(user: SessionLike | null, pathname: string) {
  const features = useContext(FeatureMenu);
  return user ? { menu: sideMenuFor(user, features), section: sectionOf(pathname, features) } : null;
}
