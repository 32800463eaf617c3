import { isValidElement, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { AppErrorPage } from '../pages/public/AppErrorPage';
import { NotFoundPage } from '../pages/public/NotFoundPage';
import { KioskHomePage } from '../pages/kiosk/KioskHomePage';
import { KioskErrorPage } from '../pages/kiosk/KioskErrorPage';
import { KioskDepots, KioskProvider } from '../modules/kiosk/KioskContext';
import { loadEngine } from '../i18n/core';
import { FullPageLoader } from '../ui/FullPageLoader';
import { AuthProvider, preloadStaffSession, type Area } from './auth';
import { RequireLogin, RequireRole } from './guards';
import { paths } from './paths';
import { lazyRetry } from './lazyRetry';
import { isSuperAdmin, isTenantAdminOrSuper, mayManageShiftsAndRoles, mayOpenTenantDetails, mayViewPresence } from './roles';

// Code-split: the kiosk home is in the entry (the first screen of every kiosk); every other screen loads with its
// route, so the kiosk loads neither the staff area nor the auth forms, and the kiosk home none of the other kiosk
// screens (their forms, the touch keyboard, the signature pad).
const LandingPage = lazyRetry(() => import('../pages/public/LandingPage').then((m) => m.LandingPage));
type KioskPageName =
  | 'VisitTypePage'
  | 'UnplannedVisitPage'
  | 'PlannedVisitPage'
  | 'RegularVisitorPage'
  | 'CheckoutPage'
  | 'EnterBadgePage'
  | 'PrintHouseRulesPage'
  | 'PrintLabelPage';
// Each with the i18n engine (issue 27): a kiosk screen past the home speaks every language from its first frame.
const kioskPage = (name: KioskPageName) => lazyRetry(() => Promise.all([import('../pages/kiosk'), loadEngine()]).then(([m]) => m[name]));
const VisitTypePage = kioskPage('VisitTypePage');
const UnplannedVisitPage = kioskPage('UnplannedVisitPage');
const PlannedVisitPage = kioskPage('PlannedVisitPage');
const RegularVisitorPage = kioskPage('RegularVisitorPage');
const CheckoutPage = kioskPage('CheckoutPage');
const EnterBadgePage = kioskPage('EnterBadgePage');
const PrintHouseRulesPage = kioskPage('PrintHouseRulesPage');
const PrintLabelPage = kioskPage('PrintLabelPage');
type PartnerKioskPageName = 'PartnerAdminPage' | 'PartnerBadgePage' | 'PartnerKioskPage' | 'PartnerSignPage' | 'PartnerTemperaturePage';
const partnerKioskPage = (name: PartnerKioskPageName) =>
  lazyRetry(() => Promise.all([import('../pages/kiosk/partner'), loadEngine()]).then(([m]) => m[name]));
const PartnerAdminPage = partnerKioskPage('PartnerAdminPage');
const PartnerBadgePage = partnerKioskPage('PartnerBadgePage');
const PartnerKioskPage = partnerKioskPage('PartnerKioskPage');
const PartnerSignPage = partnerKioskPage('PartnerSignPage');
const PartnerTemperaturePage = partnerKioskPage('PartnerTemperaturePage');
const LoginPage = lazyRetry(() => import('../pages/auth').then((m) => m.LoginPage));
const ForgotPasswordPage = lazyRetry(() => import('../pages/auth').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyRetry(() => import('../pages/auth').then((m) => m.ResetPasswordPage));
const SsoCallbackPage = lazyRetry(() => import('../pages/auth').then((m) => m.SsoCallbackPage));
const StaffLayout = lazyRetry(() => import('../pages/staff').then((m) => m.StaffLayout));
type StaffPageName =
  | 'DashboardPage'
  | 'BookVisitPage'
  | 'RegularVisitorStaffPage'
  | 'LiveReportPage'
  | 'BookedVisitorsPage'
  | 'VisitorsReportPage'
  | 'VisitDetailPage'
  | 'QuestionnairePage'
  | 'ProfilePage';
const staffPage = (name: StaffPageName) => lazyRetry(() => import('../pages/staff').then((m) => m[name]));
const DashboardPage = staffPage('DashboardPage');
const BookVisitPage = staffPage('BookVisitPage');
const RegularVisitorStaffPage = staffPage('RegularVisitorStaffPage');
const LiveReportPage = staffPage('LiveReportPage');
const BookedVisitorsPage = staffPage('BookedVisitorsPage');
const VisitorsReportPage = staffPage('VisitorsReportPage');
const VisitDetailPage = staffPage('VisitDetailPage');
const QuestionnairePage = staffPage('QuestionnairePage');
const ProfilePage = staffPage('ProfilePage');
const OnSitePage = lazyRetry(() => import('../pages/staff/presence').then((m) => m.OnSitePage));
const KiosksPage = lazyRetry(() => import('../pages/staff/presence').then((m) => m.KiosksPage));
const KioskLaunch = lazyRetry(() => import('../modules/kiosk/offline/KioskLaunch').then((m) => m.KioskLaunch));
const AuditPage = lazyRetry(() => import('../pages/staff/audit/AuditPage').then((m) => m.AuditPage));
const EvacuationPage = lazyRetry(() => import('../pages/staff/presence').then((m) => m.EvacuationPage));
const EvacuationRecordPage = lazyRetry(() => import('../pages/staff/presence').then((m) => m.EvacuationRecordPage));
const RegisterPartnerPage = lazyRetry(() => import('../pages/staff/partners').then((m) => m.RegisterPartnerPage));
const PartnerReportPage = lazyRetry(() => import('../pages/staff/partners').then((m) => m.PartnerReportPage));
const ShiftsPage = lazyRetry(() => import('../pages/staff/partners').then((m) => m.ShiftsPage));
const RolesPage = lazyRetry(() => import('../pages/staff/partners').then((m) => m.RolesPage));
const RegisteredPartnersPage = lazyRetry(() => import('../pages/staff/partners').then((m) => m.RegisteredPartnersPage));
type TenantPageName =
  | 'TenantsPage'
  | 'AddTenantPage'
  | 'ManageTenantsPage'
  | 'TenantDetailsPage'
  | 'UpdateTenantDetailsPage'
  | 'ManageUsersPage'
  | 'ManageDepotPage'
  | 'VisitReasonsPage'
  | 'KioskTextsPage'
  | 'DataRetentionPage'
  | 'ApiKeysPage'
  | 'WebhooksPage';
const tenantPage = (name: TenantPageName) => lazyRetry(() => import('../pages/staff/tenants').then((m) => m[name]));
const TenantsPage = tenantPage('TenantsPage');
const AddTenantPage = tenantPage('AddTenantPage');
const ManageTenantsPage = tenantPage('ManageTenantsPage');
const TenantDetailsPage = tenantPage('TenantDetailsPage');
const UpdateTenantDetailsPage = tenantPage('UpdateTenantDetailsPage');
const ManageUsersPage = tenantPage('ManageUsersPage');
const ManageDepotPage = tenantPage('ManageDepotPage');
const VisitReasonsPage = tenantPage('VisitReasonsPage');
const KioskTextsPage = tenantPage('KioskTextsPage');
const DataRetentionPage = tenantPage('DataRetentionPage');
const ApiKeysPage = tenantPage('ApiKeysPage');
const WebhooksPage = tenantPage('WebhooksPage');

const handle = (area: Area) => ({ area });

function RootLayout() {
  return (
    <AuthProvider>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </AuthProvider>
  );
}

// ---- kiosk (no login) -------------------------------------------------------------------------
/**
 * A kiosk screen with its depot (looked up by tenant name and depot code) and the visitor's journey. Its error
 * element returns to the depot's home by itself (issue 27); being the screen's own, it leaves KioskDepots (and the
 * depot's answer it keeps) in place.
 */
const kioskScreen = (path: string, element: ReactNode): RouteObject => ({
  path,
  handle: handle('kiosk'),
  element: <KioskProvider>{element}</KioskProvider>,
  errorElement: <KioskErrorPage />,
});

export const kioskRoutes: RouteObject[] = [
  kioskScreen(paths.kioskHome, <KioskHomePage />),
  kioskScreen(paths.visitType, <VisitTypePage />),
  kioskScreen(paths.unplannedVisit, <UnplannedVisitPage />),
  kioskScreen(paths.plannedVisit, <PlannedVisitPage />),
  kioskScreen(paths.regularVisitorKiosk, <RegularVisitorPage />),
  kioskScreen(paths.partner, <PartnerKioskPage />),
  kioskScreen(paths.partnerTemperature, <PartnerTemperaturePage />),
  kioskScreen(paths.checkout, <CheckoutPage />),
  kioskScreen(paths.enterBadgeNumber, <EnterBadgePage />),
  kioskScreen(paths.enterBadgeNumberPartner, <PartnerBadgePage />),
  kioskScreen(paths.partnerSignToAccept, <PartnerSignPage />),
  kioskScreen(paths.printHouseRules, <PrintHouseRulesPage />),
  kioskScreen(paths.printHouseRulesFlag, <PrintHouseRulesPage />),
  kioskScreen(paths.printLabel, <PrintLabelPage />),
  { path: paths.partnerAdmin, handle: handle('kiosk'), element: <PartnerAdminPage />, errorElement: <KioskErrorPage /> },
];

// ---- staff (login required) --------------------------------------------------------------------
type Guard = 'staff' | 'superAdmin' | 'tenantAdmin' | 'tenantDetails' | 'shiftsAndRoles' | 'presence';

function guarded(guard: Guard, element: ReactNode) {
  switch (guard) {
    case 'staff':
      return element;
    case 'superAdmin': // spec 2.2 / 6: others to /dashboard
      return (
        <RequireRole allow={isSuperAdmin} redirectTo={paths.dashboard}>
          {element}
        </RequireRole>
      );
    case 'tenantAdmin': // admin forms: TenantAdmin and SuperAdmin only, others to /dashboard
      return (
        <RequireRole allow={isTenantAdminOrSuper} redirectTo={paths.dashboard}>
          {element}
        </RequireRole>
      );
    case 'presence': // on site now: DepotManager and above (issue 23), others to /dashboard
      return (
        <RequireRole allow={mayViewPresence} redirectTo={paths.dashboard}>
          {element}
        </RequireRole>
      );
    case 'tenantDetails': // spec 6 sends other roles to /; a signed-in user stays in the staff area (issue 12)
      return (
        <RequireRole allow={mayOpenTenantDetails} redirectTo={paths.dashboard}>
          {element}
        </RequireRole>
      );
    case 'shiftsAndRoles': // issue 23: roles that may not manage them go to /dashboard
      return (
        <RequireRole allow={mayManageShiftsAndRoles} redirectTo={paths.dashboard}>
          {element}
        </RequireRole>
      );
  }
}

/** A staff route: its screen behind its guard. */
const staff = (path: string, guard: Guard, page: ReactNode): RouteObject => ({ path, element: guarded(guard, page) });

export const staffRoutes: RouteObject[] = [
  staff(paths.dashboard, 'staff', <DashboardPage />),
  staff(paths.plannedVisitor, 'staff', <BookVisitPage />),
  staff(paths.regularVisitor, 'staff', <RegularVisitorStaffPage />),
  staff(paths.registerPartner, 'staff', <RegisterPartnerPage />),
  staff(paths.shifts, 'shiftsAndRoles', <ShiftsPage />),
  staff(paths.role, 'shiftsAndRoles', <RolesPage />),
  staff(paths.reports, 'staff', <VisitorsReportPage />),
  staff(paths.partnerReport, 'staff', <PartnerReportPage />),
  staff(paths.registeredPartners, 'staff', <RegisteredPartnersPage />),
  staff(paths.bookedVisitors, 'staff', <BookedVisitorsPage />),
  staff(paths.liveVisitReport, 'superAdmin', <LiveReportPage />),
  staff(paths.visit, 'staff', <VisitDetailPage />),
  staff(paths.manageUsers, 'tenantAdmin', <ManageUsersPage />),
  staff(paths.manageDepot, 'tenantAdmin', <ManageDepotPage />),
  staff(paths.visitReasons, 'tenantAdmin', <VisitReasonsPage />),
  staff(paths.kioskTexts, 'tenantAdmin', <KioskTextsPage />),
  staff(paths.dataRetention, 'tenantAdmin', <DataRetentionPage />),
  staff(paths.apiKeys, 'tenantAdmin', <ApiKeysPage />),
  staff(paths.webhooks, 'tenantAdmin', <WebhooksPage />),
  staff(paths.addTenant, 'superAdmin', <AddTenantPage />),
  staff(paths.manageTenants, 'superAdmin', <ManageTenantsPage />),
  staff(paths.tenants, 'superAdmin', <TenantsPage />),
  staff(paths.tenantDetails, 'tenantDetails', <TenantDetailsPage />),
  staff(paths.updateTenantDetails, 'tenantAdmin', <UpdateTenantDetailsPage />),
  staff(paths.profile, 'staff', <ProfilePage />),
  staff(paths.onSite, 'presence', <OnSitePage />),
  staff(paths.kiosks, 'presence', <KiosksPage />),
  staff(paths.audit, 'tenantAdmin', <AuditPage />),
  staff(paths.evacuation, 'staff', <EvacuationPage />),
  staff(paths.evacuationRecord, 'staff', <EvacuationRecordPage />),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <AppErrorPage />,
    children: [
      // ---- public ----
      { path: paths.home, handle: handle('public'), element: <LandingPage /> },
      { path: paths.login, handle: handle('public'), element: <LoginPage /> },
      { path: paths.forgotPassword, handle: handle('public'), element: <ForgotPasswordPage /> },
      { path: paths.resetPassword, handle: handle('public'), element: <ResetPasswordPage /> },
      { path: paths.ssoCallback, handle: handle('public'), element: <SsoCallbackPage /> },
      { path: paths.kioskLaunch, handle: handle('kiosk'), element: <KioskLaunch /> },

      {
        element: (
          <KioskDepots>
            <Outlet />
          </KioskDepots>
        ),
        children: kioskRoutes,
      },

      {
        handle: handle('staff'),
        element: (
          <RequireLogin>
            <StaffLayout />
          </RequireLogin>
        ),
        children: staffRoutes,
      },
      // The questionnaire opens in its own tab without the staff chrome (printable); still behind the login.
      {
        path: paths.visitQuestionnaire,
        handle: handle('staff'),
        element: (
          <RequireLogin>
            <QuestionnairePage />
          </RequireLogin>
        ),
      },

      { path: '*', handle: handle('public'), element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

/** Starts every lazily loaded screen in an element (a guard's children included). */
function preloadElement(node: ReactNode): void {
  if (!isValidElement(node)) return;
  const type = node.type as { preload?: () => void };
  if (typeof type.preload === 'function') type.preload();
  const { children, element } = node.props as { children?: ReactNode; element?: ReactNode };
  for (const child of Array.isArray(children) ? children : [children]) preloadElement(child as ReactNode);
  preloadElement(element);
}

/**
 * At start (app/start.tsx): loads the screens the address matches, and Apollo Client outside the kiosk, all at once.
 * Rendering would find them one level at a time (the staff login: Apollo Client, then the login screen).
 */
export function preloadMatchedScreens(location: { pathname: string }): void {
  const matches = matchRoutes(routes, location) ?? [];
  for (const m of matches) preloadElement(m.route.element);
  const areas = matches.map((m) => (m.route.handle as { area?: Area } | undefined)?.area).filter(Boolean);
  if (areas.at(-1) !== 'kiosk') preloadStaffSession();
}
