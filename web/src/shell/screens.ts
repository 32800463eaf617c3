import { lazyRetry } from '../app/lazyRetry';
import { loadEngine } from '../i18n/core';
import type { Area } from '../app/auth';

/** A route's handle: the area it belongs to (kiosk, staff or public; read at start to preload). */
export const handle = (area: Area) => ({ area });

// Code-split: the kiosk home is in the entry (the first screen of every kiosk); every other screen loads with its
// route, so the kiosk loads neither the staff area nor the auth forms, and the kiosk home none of the other kiosk
// screens (their forms, the touch keyboard, the signature pad).
export const LandingPage = lazyRetry(() => import('../pages/public/LandingPage').then((m) => m.LandingPage));
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
export const VisitTypePage = kioskPage('VisitTypePage');
export const UnplannedVisitPage = kioskPage('UnplannedVisitPage');
export const PlannedVisitPage = kioskPage('PlannedVisitPage');
export const RegularVisitorPage = kioskPage('RegularVisitorPage');
export const CheckoutPage = kioskPage('CheckoutPage');
export const EnterBadgePage = kioskPage('EnterBadgePage');
export const PrintHouseRulesPage = kioskPage('PrintHouseRulesPage');
export const PrintLabelPage = kioskPage('PrintLabelPage');
type PartnerKioskPageName = 'PartnerAdminPage' | 'PartnerBadgePage' | 'PartnerKioskPage' | 'PartnerTemperaturePage';
const partnerKioskPage = (name: PartnerKioskPageName) =>
  lazyRetry(() => Promise.all([import('../pages/kiosk/partner'), loadEngine()]).then(([m]) => m[name]));
export const PartnerAdminPage = partnerKioskPage('PartnerAdminPage');
export const PartnerBadgePage = partnerKioskPage('PartnerBadgePage');
export const PartnerKioskPage = partnerKioskPage('PartnerKioskPage');
export const PartnerTemperaturePage = partnerKioskPage('PartnerTemperaturePage');
export const LoginPage = lazyRetry(() => import('../pages/auth').then((m) => m.LoginPage));
export const ForgotPasswordPage = lazyRetry(() => import('../pages/auth').then((m) => m.ForgotPasswordPage));
export const ResetPasswordPage = lazyRetry(() => import('../pages/auth').then((m) => m.ResetPasswordPage));
export const ApprovalLinkPage = lazyRetry(() => import('../pages/public/ApprovalLinkPage').then((m) => m.ApprovalLinkPage));
// An "I am safe" link (issue 39): the person's language from the first frame, as a kiosk screen.
export const SafePage = lazyRetry(() =>
  Promise.all([import('../modules/evacuation-notices/SafePage'), loadEngine()]).then(([m]) => m.SafePage),
);
// A pre-arrival link (issue 38): the visitor's language from the first frame, as the "I am safe" page.
export const PreArrivalPage = lazyRetry(() =>
  Promise.all([import('../pages/public/PreArrivalPage'), loadEngine()]).then(([m]) => m.PreArrivalPage),
);
export const SsoCallbackPage = lazyRetry(() => import('../pages/auth').then((m) => m.SsoCallbackPage));
export const StaffLayout = lazyRetry(() => import('../pages/staff').then((m) => m.StaffLayout));
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
export const DashboardPage = staffPage('DashboardPage');
export const BookVisitPage = staffPage('BookVisitPage');
export const RegularVisitorStaffPage = staffPage('RegularVisitorStaffPage');
export const LiveReportPage = staffPage('LiveReportPage');
export const BookedVisitorsPage = staffPage('BookedVisitorsPage');
export const VisitorsReportPage = staffPage('VisitorsReportPage');
export const VisitDetailPage = staffPage('VisitDetailPage');
export const QuestionnairePage = staffPage('QuestionnairePage');
export const ProfilePage = staffPage('ProfilePage');
export const OnSitePage = lazyRetry(() => import('../pages/staff/presence').then((m) => m.OnSitePage));
export const KiosksPage = lazyRetry(() => import('../pages/staff/presence').then((m) => m.KiosksPage));
export const KioskLaunch = lazyRetry(() => import('../modules/kiosk/offline/KioskLaunch').then((m) => m.KioskLaunch));
export const EvacuationPage = lazyRetry(() => import('../pages/staff/presence').then((m) => m.EvacuationPage));
export const EvacuationRecordPage = lazyRetry(() => import('../pages/staff/presence').then((m) => m.EvacuationRecordPage));
export const RegisterPartnerPage = lazyRetry(() => import('../pages/staff/partners').then((m) => m.RegisterPartnerPage));
export const PartnerReportPage = lazyRetry(() => import('../pages/staff/partners').then((m) => m.PartnerReportPage));
export const ShiftsPage = lazyRetry(() => import('../pages/staff/partners').then((m) => m.ShiftsPage));
export const RolesPage = lazyRetry(() => import('../pages/staff/partners').then((m) => m.RolesPage));
export const RegisteredPartnersPage = lazyRetry(() => import('../pages/staff/partners').then((m) => m.RegisteredPartnersPage));
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
export const TenantsPage = tenantPage('TenantsPage');
export const AddTenantPage = tenantPage('AddTenantPage');
export const ManageTenantsPage = tenantPage('ManageTenantsPage');
export const TenantDetailsPage = tenantPage('TenantDetailsPage');
export const UpdateTenantDetailsPage = tenantPage('UpdateTenantDetailsPage');
export const ManageUsersPage = tenantPage('ManageUsersPage');
export const ManageDepotPage = tenantPage('ManageDepotPage');
export const VisitReasonsPage = tenantPage('VisitReasonsPage');
export const KioskTextsPage = tenantPage('KioskTextsPage');
export const DataRetentionPage = tenantPage('DataRetentionPage');
export const ApiKeysPage = tenantPage('ApiKeysPage');
export const WebhooksPage = tenantPage('WebhooksPage');
