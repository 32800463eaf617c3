import type { Deps } from './core/deps';
import { AuthService } from './modules/auth/auth.service';
import { UserService } from './modules/users/user.service';
import { TenantService } from './modules/tenant-admin/tenant.service';
import { RepresentativeService } from './modules/tenant-admin/representative.service';
import { DepotService } from './modules/depots/depot.service';
import { ManagerService } from './modules/managers/manager.service';
import { AttendanceFeedService } from './modules/attendance/attendance-feed.service';
import { ImportService } from './modules/imports/import.service';
import { PartnerReportService } from './modules/reports/partner-report.service';
import { ExportService } from './modules/exports/export.service';
import { AttendanceService } from './modules/attendance/attendance.service';
import { ReferenceResolutionService } from './modules/visits/reference-resolution.service';
import { VisitCheckInService } from './modules/visits/visit-check-in.service';
import { VisitCheckOutService } from './modules/visits/visit-check-out.service';
import { VisitorViewsService } from './modules/visits/visitor-views.service';
import { BadgeService } from './modules/badges/badge.service';

import { ShiftService } from './modules/shifts/shift.service';
import { RoleService } from './modules/roles/role.service';
import { PartnerService } from './modules/partners/partner.service';
import { PartnerKioskService } from './modules/partners/partner-kiosk.service';

import { WebhookService } from './modules/webhooks/webhook.service';
import { BookingService } from './modules/visits/booking.service';
import { RegularVisitorService } from './modules/regular-visitors/regular-visitor.service';
import { LiveReportService } from './modules/reports/live-report.service';
import { ManagerNotificationService } from './modules/visits/manager-notification.service';
import { VisitorReportService } from './modules/reports/visitor-report.service';
import { VisitQuestionnaireService } from './modules/visits/visit-questionnaire.service';
import { PartnerAttendanceService } from './modules/partners/partner-attendance.service';
import { OnSiteService } from './modules/presence/on-site.service';
import { KioskDeviceService } from './modules/kiosk-devices/kiosk-device.service';
import { ApiKeyService } from './modules/api-keys/api-key.service';
import { KioskEntryService } from './modules/kiosk-entries/kiosk-entry.service';
import { EvacuationService } from './modules/presence/evacuation.service';
import { EndOfDayService } from './modules/presence/end-of-day.service';
import { VisitReasonService } from './modules/reasons/visit-reason.service';
import { KioskTextsService } from './modules/kiosk-texts/kiosk-texts.service';
import { AuditService } from './modules/audit/audit.service';
import { RetentionService } from './modules/retention/retention.service';
import { TotpService } from './modules/auth/totp.service';
import { OidcService } from './modules/auth/oidc.service';

/** The per-request service registry: each service is built on first use with that request's deps. */
export function createServices(d: Deps) {
  const made = new Map<string, unknown>();
  const lazy = <T>(key: string, make: () => T): T => {
    if (!made.has(key)) made.set(key, make());
    return made.get(key) as T;
  };
  return {
    deps: d,
    get auth() {
      return lazy('auth', () => new AuthService(d));
    },
    get oidc() {
      return lazy('oidc', () => new OidcService(d));
    },
    get totp() {
      return lazy('totp', () => new TotpService(d));
    },
    get audit() {
      return lazy('audit', () => new AuditService(d));
    },
    get retention() {
      return lazy('retention', () => new RetentionService(d));
    },
    get kioskTexts() {
      return lazy('kioskTexts', () => new KioskTextsService(d));
    },
    get visitReasons() {
      return lazy('visitReasons', () => new VisitReasonService(d));
    },
    get users() {
      return lazy('users', () => new UserService(d));
    },
    get tenants() {
      return lazy('tenants', () => new TenantService(d));
    },
    get representatives() {
      return lazy('representatives', () => new RepresentativeService(d));
    },
    get depots() {
      return lazy('depots', () => new DepotService(d));
    },
    get managers() {
      return lazy('managers', () => new ManagerService(d));
    },
    get attendanceFeed() {
      return lazy('attendanceFeed', () => new AttendanceFeedService(d));
    },
    get attendance() {
      return lazy('attendance', () => new AttendanceService(d));
    },
    get referenceResolution() {
      return lazy('referenceResolution', () => new ReferenceResolutionService(d));
    },
    get visitCheckIn() {
      return lazy('visitCheckIn', () => new VisitCheckInService(d));
    },
    get visitCheckOut() {
      return lazy('visitCheckOut', () => new VisitCheckOutService(d));
    },
    get visitorViews() {
      return lazy('visitorViews', () => new VisitorViewsService(d));
    },
    get badges() {
      return lazy('badges', () => new BadgeService(d));
    },
    get shifts() {
      return lazy('shifts', () => new ShiftService(d));
    },
    get roles() {
      return lazy('roles', () => new RoleService(d));
    },
    get partners() {
      return lazy('partners', () => new PartnerService(d));
    },
    get partnerKiosk() {
      return lazy('partnerKiosk', () => new PartnerKioskService(d));
    },
    get imports() {
      return lazy('imports', () => new ImportService(d));
    },
    get partnerReports() {
      return lazy('partnerReports', () => new PartnerReportService(d));
    },
    get exports() {
      return lazy('exports', () => new ExportService(d));
    },
    get bookings() {
      return lazy('bookings', () => new BookingService(d));
    },
    get regularVisitors() {
      return lazy('regularVisitors', () => new RegularVisitorService(d));
    },
    get liveReport() {
      return lazy('liveReport', () => new LiveReportService(d));
    },
    get managerNotifications() {
      return lazy('managerNotifications', () => new ManagerNotificationService(d));
    },
    get visitorReports() {
      return lazy('visitorReports', () => new VisitorReportService(d));
    },
    get visitQuestionnaire() {
      return lazy('visitQuestionnaire', () => new VisitQuestionnaireService(d));
    },
    get partnerAttendances() {
      return lazy('partnerAttendances', () => new PartnerAttendanceService(d));
    },
    get apiKeys() {
      return lazy('apiKeys', () => new ApiKeyService(d));
    },
    get webhooks() {
      return lazy('webhooks', () => new WebhookService(d));
    },
    get kioskDevices() {
      return lazy('kioskDevices', () => new KioskDeviceService(d));
    },
    get onSite() {
      return lazy('onSite', () => new OnSiteService(d));
    },
    get kioskEntries() {
      return lazy('kioskEntries', () => new KioskEntryService(d));
    },
    get evacuations() {
      return lazy('evacuations', () => new EvacuationService(d));
    },
    get endOfDay() {
      return lazy('endOfDay', () => new EndOfDayService(d));
    },
  };
}
export type Services = ReturnType<typeof createServices>;
