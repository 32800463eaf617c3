import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { AppErrorPage } from '../pages/public/AppErrorPage';
import { LandingPage } from '../pages/public/LandingPage';
import { NotFoundPage } from '../pages/public/NotFoundPage';
import { KioskPlaceholder } from '../pages/kiosk/KioskPlaceholder';
import { FullPageLoader } from '../ui/FullPageLoader';
import { AuthProvider, type Area } from './auth';
import { RequireLogin, RequireRole } from './guards';
import { screenNames } from './messages';
import type { TabBarName } from './navigation';
import { paths } from './paths';
import { isSuperAdmin, isTenantAdminOrSuper, mayOpenTenantDetails } from './roles';

// Code-split: the kiosk routes load neither the staff area nor the auth forms.
const LoginPage = lazy(() => import('../pages/auth').then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() => import('../pages/auth').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../pages/auth').then((m) => ({ default: m.ResetPasswordPage })));
const StaffLayout = lazy(() => import('../pages/staff').then((m) => ({ default: m.StaffLayout })));
const StaffScreen = lazy(() => import('../pages/staff').then((m) => ({ default: m.StaffScreen })));
const RegisterPartnerPage = lazy(() => import('../pages/staff/partners').then((m) => ({ default: m.RegisterPartnerPage })));
const PartnerReportPage = lazy(() => import('../pages/staff/partners').then((m) => ({ default: m.PartnerReportPage })));

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
const kiosk = (path: string, screen: string): RouteObject => ({
  path,
  handle: handle('kiosk'),
  element: <KioskPlaceholder screen={screen} pattern={path} />,
});

export const kioskRoutes: RouteObject[] = [
  kiosk(paths.kioskHome, screenNames.kioskHome),
  kiosk(paths.visitType, screenNames.visitType),
  kiosk(paths.unplannedVisit, screenNames.unplannedVisit),
  kiosk(paths.plannedVisit, screenNames.plannedVisit),
  kiosk(paths.regularVisitorKiosk, screenNames.regularVisitorCheckIn),
  kiosk(paths.partner, screenNames.partnerClock),
  kiosk(paths.partnerTemperature, screenNames.partnerTemperature),
  kiosk(paths.checkout, screenNames.checkout),
  kiosk(paths.enterBadgeNumber, screenNames.enterBadgeNumber),
  kiosk(paths.enterBadgeNumberPartner, screenNames.enterBadgeNumberPartner),
  kiosk(paths.partnerSignToAccept, screenNames.partnerSignToAccept),
  kiosk(paths.printHouseRules, screenNames.printHouseRules),
  kiosk(paths.printHouseRulesFlag, screenNames.printHouseRules),
  kiosk(paths.partnerAdmin, screenNames.partnerAdmin),
];

// ---- staff (login required) --------------------------------------------------------------------
type Guard = 'staff' | 'superAdmin' | 'tenantAdmin' | 'tenantDetails';

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
    case 'tenantDetails': // spec 6: roles other than SuperAdmin, TenantAdmin, DepotManager go to /
      return (
        <RequireRole allow={mayOpenTenantDetails} redirectTo={paths.home}>
          {element}
        </RequireRole>
      );
  }
}

const staff = (path: string, guard: Guard, section: string, screen: string, tabs?: TabBarName): RouteObject => ({
  path,
  element: guarded(guard, <StaffScreen section={section} screen={screen} tabs={tabs} />),
});

const S = screenNames;
export const staffRoutes: RouteObject[] = [
  staff(paths.dashboard, 'staff', S.manageVisits, S.manageVisits, 'visit'),
  staff(paths.plannedVisitor, 'staff', S.manageVisits, S.plannedVisitor, 'visit'),
  staff(paths.regularVisitor, 'staff', S.manageVisits, S.regularVisitor, 'visit'),
  { path: paths.registerPartner, element: <RegisterPartnerPage /> },
  staff(paths.shifts, 'staff', S.manageVisits, S.shiftDetails, 'visit'),
  staff(paths.role, 'staff', S.manageVisits, S.role, 'visit'),
  staff(paths.reports, 'staff', S.reports, S.visitorsReport, 'reports'),
  { path: paths.partnerReport, element: <PartnerReportPage /> },
  staff(paths.registeredPartners, 'staff', S.reports, S.partners, 'reports'),
  staff(paths.bookedVisitors, 'staff', S.reports, S.visitors, 'reports'),
  staff(paths.liveVisitReport, 'superAdmin', S.reports, S.liveVisitReport, 'reports'),
  staff(paths.manageUsers, 'tenantAdmin', S.manageTenant, S.registerUser),
  staff(paths.manageDepot, 'tenantAdmin', S.manageTenant, S.addLocation),
  staff(paths.addTenant, 'superAdmin', S.manageTenant, S.addTenant, 'tenantAdmin'),
  staff(paths.manageTenants, 'superAdmin', S.manageTenant, S.manageTenants, 'tenantAdmin'),
  staff(paths.tenants, 'superAdmin', S.manageTenant, S.viewTenants, 'tenantAdmin'),
  staff(paths.tenantDetails, 'tenantDetails', S.manageTenant, S.tenantDetails),
  staff(paths.updateTenantDetails, 'tenantAdmin', S.manageTenant, S.updateTenantDetails),
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

      ...kioskRoutes,

      {
        handle: handle('staff'),
        element: (
          <RequireLogin>
            <StaffLayout />
          </RequireLogin>
        ),
        children: staffRoutes,
      },

      { path: '*', handle: handle('public'), element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
