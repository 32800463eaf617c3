/// <reference types="jest" />
/**
 * The web manifests (issue 42): the features the shell lists (shell/features.ts) give the router every screen and the
 * side menu every entry, exactly as the hand-kept tables did before them (same addresses, same guards, same lazily
 * loaded screens, same menus by role, the same entry lit on each screen).
 */
import { paths } from '../../app/paths';
import { sectionOf, sideMenuFor, tabsFor } from '../../app/navigation';
import { st } from '../../i18n/staff';
import { enStaff } from '../../i18n/locales/en-staff';
import { features, sideMenu } from '../features';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type PathName = keyof typeof paths;
const nameOf = Object.fromEntries(Object.entries(paths).map(([k, p]) => [p, k])) as Record<string, PathName>;
const names = (list: readonly { path: string }[]) => list.map((r) => nameOf[r.path] ?? `(not in app/paths.ts: ${r.path})`);

/** The routes the shell keeps for itself (read as text: the test runs without JSX). */
const shellText = (file: string) => readFileSync(join(__dirname, '..', file), 'utf8');
const shellOwn = [
  ...[...shellText('router.tsx').matchAll(/path: paths\.(\w+),/g)].map((m) => m[1]),
  ...[...shellText('kioskRoutes.tsx').matchAll(/kioskScreen\(paths\.(\w+),/g)].map((m) => m[1]),
];

const staffRoutes = features.flatMap((f) => f.staffRoutes ?? []);
const kioskRoutes = features.flatMap((f) => f.kioskRoutes ?? []);
const publicRoutes = features.flatMap((f) => f.publicRoutes ?? []);
const entries = features.flatMap((f) => f.menu ?? []);

describe('web feature manifests', () => {
  it('leave the shell only its own routes: the landing page, the login and the kiosk home', () => {
    expect(shellOwn.sort()).toEqual(['home', 'kioskHome', 'login']);
  });

  it('serve every address of app/paths.ts exactly once, with the shell’s own', () => {
    const served = [...names(staffRoutes), ...names(kioskRoutes), ...names(publicRoutes), ...shellOwn];
    expect(served.filter((n, i) => served.indexOf(n) !== i)).toEqual([]);
    expect([...served].sort()).toEqual(Object.keys(paths).sort());
  });

  it('put each address in its area: staff, kiosk (with or without its depot) or public', () => {
    expect(names(kioskRoutes.filter((r) => r.depot === false))).toEqual(['partnerAdmin']);
    expect(names(kioskRoutes).sort()).toEqual(
      [
        'visitType',
        'unplannedVisit',
        'plannedVisit',
        'regularVisitorKiosk',
        'partner',
        'partnerTemperature',
        'checkout',
        'enterBadgeNumber',
        'enterBadgeNumberPartner',
        'printHouseRules',
        'printHouseRulesFlag',
        'printLabel',
        'partnerAdmin',
      ].sort(),
    );
    expect(Object.fromEntries(publicRoutes.map((r) => [nameOf[r.path], r.area ?? 'public']))).toEqual({
      forgotPassword: 'public',
      resetPassword: 'public',
      ssoCallback: 'public',
      approvalLink: 'public',
      safe: 'public',
      arrive: 'public',
      kioskLaunch: 'kiosk',
    });
    expect(names(staffRoutes.filter((r) => r.chrome === false))).toEqual(['visitQuestionnaire']);
  });

  it('keep the guards the screens had', () => {
    expect(Object.fromEntries(staffRoutes.map((r) => [r.path, r.guard]))).toEqual({
      [paths.dashboard]: 'staff',
      [paths.plannedVisitor]: 'staff',
      [paths.regularVisitor]: 'staff',
      [paths.registerPartner]: 'staff',
      [paths.shifts]: 'shiftsAndRoles',
      [paths.role]: 'shiftsAndRoles',
      [paths.reports]: 'staff',
      [paths.partnerReport]: 'staff',
      [paths.registeredPartners]: 'staff',
      [paths.bookedVisitors]: 'staff',
      [paths.liveVisitReport]: 'superAdmin',
      [paths.visit]: 'staff',
      [paths.visitQuestionnaire]: 'staff', // behind the login only
      [paths.manageUsers]: 'tenantAdmin',
      [paths.manageDepot]: 'tenantAdmin',
      [paths.visitReasons]: 'tenantAdmin',
      [paths.kioskTexts]: 'tenantAdmin',
      [paths.dataRetention]: 'tenantAdmin',
      [paths.apiKeys]: 'tenantAdmin',
      [paths.webhooks]: 'tenantAdmin',
      [paths.addTenant]: 'superAdmin',
      [paths.manageTenants]: 'superAdmin',
      [paths.tenants]: 'superAdmin',
      [paths.tenantDetails]: 'tenantDetails',
      [paths.updateTenantDetails]: 'tenantAdmin',
      [paths.profile]: 'staff',
      [paths.onSite]: 'presence',
      [paths.kiosks]: 'presence',
      [paths.evacuation]: 'staff',
      [paths.evacuationRecord]: 'staff',
      [paths.hosts]: 'presence',
      [paths.watchlist]: 'presence',
      [paths.inductions]: 'presence',
      [paths.documents]: 'presence',
      [paths.audit]: 'tenantAdmin',
      [paths.queues]: 'superAdmin',
      [paths.channels]: 'tenantAdmin',
    });
  });

  it('name every screen by a lazy import (loaded with its route, never with the router)', () => {
    const screens = [...staffRoutes, ...kioskRoutes, ...publicRoutes].map((r) => r.screen as { preload?: unknown });
    expect(screens.filter((s) => typeof s.preload !== 'function')).toEqual([]);
  });

  // The menus the hand-kept lists of app/navigation.ts drew before the manifests (issue 42), by role and tenant.
  const label: Record<string, Parameters<typeof st>[0]> = {
    'manage-visits': 'screens.manageVisits',
    'on-site': 'screens.onSite',
    evacuation: 'screens.evacuation',
    kiosks: 'screens.kiosks',
    'manage-tenant': 'screens.manageTenant',
    reports: 'screens.reports',
    hosts: 'screens.hosts',
    watchlist: 'screens.watchlist',
    inductions: 'screens.inductions',
    documents: 'screens.documents',
    audit: 'screens.audit',
    queues: 'screens.queues',
  };
  const item = (slug: string, to: string) => ({ slug, label: st(label[slug]), to });
  const head = [
    item('manage-visits', '/dashboard'),
    item('on-site', '/on-site'),
    item('evacuation', '/evacuation'),
    item('kiosks', '/kiosks'),
  ];
  const directories = [
    item('hosts', '/hosts'),
    item('watchlist', '/watchlist'),
    item('inductions', '/inductions'),
    item('documents', '/documents'),
  ];
  const reports = item('reports', '/reports');
  const ownTenant = item('manage-tenant', '/tenant-details/t1');
  const customRole = [item('manage-visits', '/dashboard'), item('evacuation', '/evacuation'), reports];

  it.each([
    [
      'SuperAdmin',
      null,
      'superadmin',
      [...head, item('manage-tenant', '/tenants'), reports, ...directories, item('audit', '/audit'), item('queues', '/queues')],
    ],
    [
      'SuperAdmin',
      't1',
      'superadmin',
      [...head, item('manage-tenant', '/tenants'), reports, ...directories, item('audit', '/audit'), item('queues', '/queues')],
    ],
    ['TenantAdmin', 't1', 'tenant', [...head, ownTenant, reports, ...directories, item('audit', '/audit')]],
    ['TenantAdmin', null, 'tenant', [...head, reports, ...directories, item('audit', '/audit')]],
    ['DepotManager', 't1', 'tenant', [...head, ownTenant, reports, ...directories]],
    ['DepotManager', null, 'tenant', [...head, reports, ...directories]],
    ['Fire Marshal', 't1', 'default', customRole],
    ['Fire Marshal', null, 'default', customRole],
  ] as const)('give %s (tenant %s) the side menu it had', (role, tenantId, kind, items) => {
    expect(sideMenuFor({ role, tenantId }, sideMenu)).toEqual({ kind, items });
  });

  it('light on every staff screen the entry it lit', () => {
    const sample = (p: string) => p.replace(/:\w+/g, 'x1');
    const lit = Object.fromEntries(
      Object.entries(paths)
        .map(([k, p]) => [k, sectionOf(sample(p), sideMenu)])
        .filter(([, s]) => s),
    );
    const visits = ['dashboard', 'plannedVisitor', 'regularVisitor', 'registerPartner', 'shifts', 'role'];
    const report = ['reports', 'partnerReport', 'registeredPartners', 'bookedVisitors', 'liveVisitReport', 'visit', 'visitQuestionnaire'];
    const tenant = ['manageUsers', 'manageDepot', 'visitReasons', 'kioskTexts', 'addTenant', 'manageTenants', 'tenants'];
    const more = ['tenantDetails', 'updateTenantDetails', 'dataRetention', 'apiKeys', 'webhooks'];
    const own = ['audit', 'hosts', 'watchlist', 'inductions', 'documents', 'queues'];
    expect(lit).toEqual({
      ...Object.fromEntries(visits.map((k) => [k, 'manage-visits'])),
      ...Object.fromEntries(report.map((k) => [k, 'reports'])),
      ...Object.fromEntries([...tenant, ...more].map((k) => [k, 'manage-tenant'])),
      ...Object.fromEntries(own.map((k) => [k, k])),
      onSite: 'on-site',
      kiosks: 'kiosks',
      evacuation: 'evacuation',
      evacuationRecord: 'evacuation',
    });
    // whatever the address's case, as the router reads it
    expect(sectionOf('/livevisitreport', sideMenu)).toBe('reports');
    expect(sectionOf('/HOSTS', sideMenu)).toBe('hosts');
    expect(sectionOf(paths.profile, sideMenu)).toBeNull();
  });

  // The tab bars the hand-kept lists of app/navigation.ts drew before the manifests declared them (issue 42), by role.
  const tab = (slug: string, key: Parameters<typeof st>[0], to: string) => ({ slug, label: st(key), to });
  const visitTabs = [
    tab('planned-visitor', 'screens.plannedVisitor', paths.plannedVisitor),
    tab('regular-visitor', 'screens.regularVisitor', paths.regularVisitor),
    tab('register-partner', 'screens.registerPartner', paths.registerPartner),
  ];
  const shiftsAndRoles = [tab('shift-details', 'screens.shiftDetails', paths.shifts), tab('role', 'screens.role', paths.role)];
  const reportTabs = [
    tab('visitors-report', 'screens.visitorsReport', paths.reports),
    tab('partners-report', 'screens.partnersReport', paths.partnerReport),
    tab('partners', 'screens.partners', paths.registeredPartners),
    tab('visitors', 'screens.visitors', paths.bookedVisitors),
  ];
  const live = tab('live-visit-report', 'screens.liveVisitReport', paths.liveVisitReport);
  const tenantTabs = [tab('add-tenant', 'screens.addTenant', paths.addTenant), tab('view-tenants', 'screens.viewTenants', paths.tenants)];
  it.each([
    ['SuperAdmin', [...visitTabs, ...shiftsAndRoles], [...reportTabs, live], tenantTabs],
    ['TenantAdmin', [...visitTabs, ...shiftsAndRoles], reportTabs, []],
    ['DepotManager', [...visitTabs, ...shiftsAndRoles], reportTabs, []],
    ['Fire Marshal', visitTabs, reportTabs, []],
  ] as const)('give %s the tab bars it had', (role, visit, reports, tenantAdmin) => {
    expect(tabsFor('visit', role, sideMenu)).toEqual(visit);
    expect(tabsFor('reports', role, sideMenu)).toEqual(reports);
    expect(tabsFor('tenantAdmin', role, sideMenu)).toEqual(tenantAdmin);
  });

  it('open with each tab a screen of its own feature, each tab at a place of its own in its bar', () => {
    for (const f of features) for (const t of f.tabs ?? []) expect((f.staffRoutes ?? []).map((r) => r.path)).toContain(t.to);
    const places = sideMenu.tabs.map((t) => `${t.bar}:${t.at}`);
    expect(places.filter((p, i) => places.indexOf(p) !== i)).toEqual([]);
  });

  it('name in `section` only entries that exist, each entry once', () => {
    const slugs = entries.map((e) => e.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const r of staffRoutes) if (r.section) expect(slugs).toContain(r.section);
  });

  it('name words that the staff catalogue holds, each section by one feature', () => {
    const sections = features.flatMap((f) => f.words ?? []);
    expect(new Set(sections).size).toBe(sections.length);
    for (const s of sections) expect(Object.keys(enStaff)).toContain(s);
  });
});
