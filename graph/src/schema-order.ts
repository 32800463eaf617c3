/**
 * The order type-graphql meets the resolvers in, which is the order of the schema's fields: it prints them in the
 * order their classes were decorated, that is loaded, not in the order of the list it is given. This is the order
 * of the central list the manifests replaced (issue 42), so schema/schema.graphql stays as it was while the modules
 * move into their manifests; features.ts imports it first, before any manifest. Dropping it re-emits the schema in the manifests' order
 * (the fields and types move, none changes).
 */
import './modules/auth/account.resolver';
import './modules/users/user.resolver';
import './core/graphql/system.resolver';
import './modules/attendance/attendance.resolver';
import './modules/tenant-admin/tenant.resolver';
import './modules/tenant-admin/representative.resolver';
import './modules/depots/depot.resolver';
import './modules/managers/manager.resolver';
import './modules/visits/visit-kiosk.resolver';
import './modules/badges/badge.resolver';
import './modules/shifts/shift.resolver';
import './modules/roles/role.resolver';
import './modules/partners/partner.resolver';
import './modules/partners/partner-kiosk.resolver';
import './modules/imports/import.resolver';
import './modules/reports/partner-report.resolver';
import './modules/exports/export.resolver';
import './modules/visits/booking.resolver';
import './modules/regular-visitors/regular-visitor.resolver';
import './modules/reports/live-report.resolver';
import './modules/reports/visitor-report.resolver';
import './modules/exports/visitor-report-export.resolver';
import './modules/visits/visit-questionnaire.resolver';
import './modules/presence/on-site.resolver';
import './modules/kiosk-devices/kiosk-device.resolver';
import './modules/api-keys/api-key.resolver';
import './modules/webhooks/webhook.resolver';
import './modules/kiosk-entries/kiosk-entry.resolver';
import './modules/audit/audit.resolver';
import './modules/exports/audit-export.resolver';
import './modules/retention/retention.resolver';
import './modules/presence/evacuation.resolver';
import './modules/reasons/visit-reason.resolver';
import './modules/kiosk-texts/kiosk-texts.resolver';
import './modules/auth/sign-in.resolver';
import './modules/watchlist/watchlist.resolver';
