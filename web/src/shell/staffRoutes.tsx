import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { guarded, type Guard } from '../app/guards';
import { paths } from '../app/paths';
import { features } from './features';
import {
  AddTenantPage,
  ApiKeysPage,
  BookVisitPage,
  BookedVisitorsPage,
  DashboardPage,
  DataRetentionPage,
  EvacuationPage,
  EvacuationRecordPage,
  KioskTextsPage,
  KiosksPage,
  LiveReportPage,
  ManageDepotPage,
  ManageTenantsPage,
  ManageUsersPage,
  OnSitePage,
  PartnerReportPage,
  ProfilePage,
  RegisterPartnerPage,
  RegisteredPartnersPage,
  RegularVisitorStaffPage,
  RolesPage,
  ShiftsPage,
  TenantDetailsPage,
  TenantsPage,
  UpdateTenantDetailsPage,
  VisitDetailPage,
  VisitReasonsPage,
  VisitorsReportPage,
  WebhooksPage,
} from './screens';

// ---- staff (login required) --------------------------------------------------------------------
/** A staff route: its screen behind its guard. */
const staff = (path: string, guard: Guard, page: ReactNode): RouteObject => ({ path, element: guarded(guard, page) });

/** The staff screens: the ones the features declare (shell/features.ts), then the ones still listed here. */
export const staffRoutes: RouteObject[] = [
  ...features.flatMap((f) => (f.staffRoutes ?? []).map((r) => staff(r.path, r.guard, <r.screen />))),
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
  staff(paths.evacuation, 'staff', <EvacuationPage />),
  staff(paths.evacuationRecord, 'staff', <EvacuationRecordPage />),
];
