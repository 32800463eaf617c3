import type { NonEmptyArray } from 'type-graphql';
import { UserResolver } from './modules/users/user.resolver';
import { SystemResolver } from './core/graphql/system.resolver';
import { AttendanceResolver } from './modules/attendance/attendance.resolver';
import { TenantResolver } from './modules/tenant-admin/tenant.resolver';
import { RepresentativeResolver } from './modules/tenant-admin/representative.resolver';
import { DepotResolver } from './modules/depots/depot.resolver';
import { ManagerResolver } from './modules/managers/manager.resolver';
import { VisitKioskResolver } from './modules/visits/visit-kiosk.resolver';
import { BadgeResolver } from './modules/badges/badge.resolver';
import { ShiftResolver } from './modules/shifts/shift.resolver';
import { RoleResolver } from './modules/roles/role.resolver';
import { PartnerResolver } from './modules/partners/partner.resolver';
import { PartnerKioskResolver } from './modules/partners/partner-kiosk.resolver';
import { ImportResolver } from './modules/imports/import.resolver';
import { PartnerReportResolver } from './modules/reports/partner-report.resolver';
import { ExportResolver } from './modules/exports/export.resolver';
import { BookingResolver } from './modules/visits/booking.resolver';
import { RegularVisitorResolver } from './modules/regular-visitors/regular-visitor.resolver';
import { LiveReportResolver } from './modules/reports/live-report.resolver';
import { VisitorReportResolver } from './modules/reports/visitor-report.resolver';
import { VisitQuestionnaireResolver } from './modules/visits/visit-questionnaire.resolver';
import { OnSiteResolver } from './modules/presence/on-site.resolver';
import { KioskDeviceResolver } from './modules/kiosk-devices/kiosk-device.resolver';
import { ApiKeyResolver } from './modules/api-keys/api-key.resolver';
import { WebhookResolver } from './modules/webhooks/webhook.resolver';
import { KioskEntryResolver } from './modules/kiosk-entries/kiosk-entry.resolver';
import { AuditResolver } from './modules/audit/audit.resolver';
import { RetentionResolver } from './modules/retention/retention.resolver';
import { EvacuationResolver } from './modules/presence/evacuation.resolver';
import { VisitReasonResolver } from './modules/reasons/visit-reason.resolver';
import { KioskTextsResolver } from './modules/kiosk-texts/kiosk-texts.resolver';
import { SignInResolver } from './modules/auth/sign-in.resolver';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  SystemResolver,
  UserResolver,
  AttendanceResolver,
  TenantResolver,
  RepresentativeResolver,
  DepotResolver,
  ManagerResolver,
  VisitKioskResolver,
  BadgeResolver,
  ShiftResolver,
  RoleResolver,
  PartnerResolver,
  PartnerKioskResolver,
  ImportResolver,
  PartnerReportResolver,
  ExportResolver,
  BookingResolver,
  RegularVisitorResolver,
  LiveReportResolver,
  VisitorReportResolver,
  VisitQuestionnaireResolver,
  OnSiteResolver,
  KioskDeviceResolver,
  ApiKeyResolver,
  WebhookResolver,
  KioskEntryResolver,
  AuditResolver,
  RetentionResolver,
  EvacuationResolver,
  VisitReasonResolver,
  KioskTextsResolver,
  SignInResolver,
];
