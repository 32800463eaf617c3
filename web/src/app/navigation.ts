import { paths, tenantDetailsPath } from './paths';
import { isSuperAdmin, mayManageShiftsAndRoles, Roles } from './roles';
import { st } from '../i18n/staff';

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

export function sideMenuFor(user: SessionLike): { kind: SideMenuKind; items: NavItem[] } {
  const kind = sideMenuKind(user.role);
  const manageVisits: NavItem = { slug: 'manage-visits', label: st('screens.manageVisits'), to: paths.dashboard };
  const reports: NavItem = { slug: 'reports', label: st('screens.reports'), to: paths.reports };
  const onSite: NavItem = { slug: 'on-site', label: st('screens.onSite'), to: paths.onSite };
  const evacuation: NavItem = { slug: 'evacuation', label: st('screens.evacuation'), to: paths.evacuation };
  const kiosks: NavItem = { slug: 'kiosks', label: st('screens.kiosks'), to: paths.kiosks };
  const audit: NavItem = { slug: 'audit', label: st('screens.audit'), to: paths.audit };
  const watchlist: NavItem = { slug: 'watchlist', label: st('screens.watchlist'), to: paths.watchlist };
  const inductions: NavItem = { slug: 'inductions', label: st('screens.inductions'), to: paths.inductions };
  const documents: NavItem = { slug: 'documents', label: st('screens.documents'), to: paths.documents };
  const queues: NavItem = { slug: 'queues', label: st('screens.queues'), to: paths.queues };
  const hosts: NavItem = { slug: 'hosts', label: st('screens.hosts'), to: paths.hosts };
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
          hosts,
          watchlist,
          inductions,
          documents,
          audit,
          queues,
        ],
      };
    case 'tenant': {
      const items = [manageVisits, onSite, evacuation, kiosks];
      if (user.tenantId) {
        items.push({ slug: 'manage-tenant', label: st('screens.manageTenant'), to: tenantDetailsPath(user.tenantId) });
      }
      items.push(reports, hosts, watchlist, inductions, documents);
      if (user.role === Roles.TenantAdmin) items.push(audit);
      return { kind, items };
    }
    default:
      // Evacuation beyond the spec's two: marshals with custom roles run the roll-call (docs/decisions.md).
      return { kind, items: [manageVisits, evacuation, reports] };
  }
}

/** Which side-menu entry a path belongs to, to highlight it. */
export function sectionOf(
  pathname: string,
):
  | 'manage-visits'
  | 'on-site'
  | 'evacuation'
  | 'kiosks'
  | 'manage-tenant'
  | 'reports'
  | 'audit'
  | 'watchlist'
  | 'hosts'
  | 'inductions'
  | 'documents'
  | 'queues'
  | null {
  const p = pathname.toLowerCase();
  if (p === paths.audit) return 'audit';
  if (p === paths.watchlist) return 'watchlist';
  if (p === paths.inductions) return 'inductions';
  if (p === paths.documents) return 'documents';
  if (p === paths.queues) return 'queues';
  if (p === paths.hosts) return 'hosts';
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
