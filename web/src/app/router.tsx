import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { AppErrorPage } from '../pages/public/AppErrorPage';
import { LandingPage } from '../pages/public/LandingPage';
import { NotFoundPage } from '../pages/public/NotFoundPage';
import {
  CheckoutPage, EnterBadgePage, KioskHomePage, PlannedVisitPage, PrintHouseRulesPage, RegularVisitorPage, UnplannedVisitPage, VisitTypePage,
} from '../pages/kiosk';
import { KioskProvider } from '../modules/kiosk/KioskContext';
import { PartnerAdminPage, PartnerBadgePage, PartnerKioskPage, PartnerSignPage, PartnerTemperaturePage } from '../pages/kiosk/partner';
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
const staffPage = (name: 'DashboardPage' | 'BookVisitPage' | 'RegularVisitorStaffPage' | 'LiveReportPage' | 'BookedVisitorsPage') =>
  lazy(() => import('../pages/staff').then((m) => ({ default: m[name] })));
const DashboardPage = staffPage('DashboardPage');
const BookVisitPage = staffPage('BookVisitPage');
const RegularVisitorStaffPage = staffPage('RegularVisitorStaffPage');
const LiveReportPage = staffPage('LiveReportPage');
const BookedVisitorsPage = staffPage('BookedVisitorsPage');
const RegisterPartnerPage = lazy(() => import('../pages/staff/partners').then((m) => ({ default: m.RegisterPartnerPage })));
const PartnerReportPage = lazy(() => import('../pages/staff/partners').then((m) => ({ default: m.PartnerReportPage })));
const ShiftsPage = lazy(() => import('../pages/staff/partners').then((m) => ({ default: m.ShiftsPage })));
const RolesPage = lazy(() => import('../pages/staff/partners').then((m) => ({ default: m.RolesPage })));
const RegisteredPartnersPage = lazy(() => import('../pages/staff/partners').then((m) => ({ default: m.RegisteredPartnersPage })));
type TenantPageName = 'TenantsPage' | 'AddTenantPage' | 'ManageTenantsPage' | 'TenantDetailsPage' | 'UpdateTenantDetailsPage' | 'ManageUsersPage' | 'ManageDepotPage';
const tenantPage = (name: TenantPageName) => lazy(() => import('../pages/staff/tenants').then((m) => ({ default: m[name] })));
const TenantsPage = tenantPage('TenantsPage');
const AddTenantPage = tenantPage('AddTenantPage');
const ManageTenantsPage = tenantPage('ManageTenantsPage');
const TenantDetailsPage = tenantPage('TenantDetailsPage');
const UpdateTenantDetailsPage = tenantPage('UpdateTenantDetailsPage');
const ManageUsersPage = tenantPage('ManageUsersPage');
const ManageDepotPage = tenantPage('ManageDepotPage');

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
/** A kiosk screen with its depot (looked up by tenant name and depot code) and the visitor's journey. */
const kioskScreen = (path: string, element: ReactNode): RouteObject => ({
  path,
  handle: handle('kiosk'),
  element: <KioskProvider>{element}</KioskProvider>,
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
  { path: paths.partnerAdmin, handle: handle('kiosk'), element: <PartnerAdminPage /> },
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

/** A staff route: its screen, or the honest "coming" panel for a screen a later release fills. */
const staff = (path: string, guard: Guard, section: string, screen: string, tabs?: TabBarName, page?: ReactNode): RouteObject => ({
  path,
  element: guarded(guard, page ?? <StaffScreen section={section} screen={screen} tabs={tabs} />),
});

const S = screenNames;
export const staffRoutes: RouteObject[] = [
  staff(paths.dashboard, 'staff', S.manageVisits, S.manageVisits, 'visit', <DashboardPage />),
  staff(paths.plannedVisitor, 'staff', S.manageVisits, S.plannedVisitor, 'visit', <BookVisitPage />),
  staff(paths.regularVisitor, 'staff', S.manageVisits, S.regularVisitor, 'visit', <RegularVisitorStaffPage />),
  { path: paths.registerPartner, element: <RegisterPartnerPage /> },
  { path: paths.shifts, element: <ShiftsPage /> },
  { path: paths.role, element: <RolesPage /> },
  staff(paths.reports, 'staff', S.reports, S.visitorsReport, 'reports'),
  { path: paths.partnerReport, element: <PartnerReportPage /> },
  { path: paths.registeredPartners, element: <RegisteredPartnersPage /> },
  staff(paths.bookedVisitors, 'staff', S.reports, S.visitors, 'reports', <BookedVisitorsPage />),
  staff(paths.liveVisitReport, 'superAdmin', S.reports, S.liveVisitReport, 'reports', <LiveReportPage />),
  staff(paths.manageUsers, 'tenantAdmin', S.manageTenant, S.registerUser, undefined, <ManageUsersPage />),
  staff(paths.manageDepot, 'tenantAdmin', S.manageTenant, S.addLocation, undefined, <ManageDepotPage />),
  staff(paths.addTenant, 'superAdmin', S.manageTenant, S.addTenant, 'tenantAdmin', <AddTenantPage />),
  staff(paths.manageTenants, 'superAdmin', S.manageTenant, S.manageTenants, 'tenantAdmin', <ManageTenantsPage />),
  staff(paths.tenants, 'superAdmin', S.manageTenant, S.viewTenants, 'tenantAdmin', <TenantsPage />),
  staff(paths.tenantDetails, 'tenantDetails', S.manageTenant, S.tenantDetails, undefined, <TenantDetailsPage />),
  staff(paths.updateTenantDetails, 'tenantAdmin', S.manageTenant, S.updateTenantDetails, undefined, <UpdateTenantDetailsPage />),
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
