import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { initOrmWith, migrate, type OrmOptions } from './core/db/orm';
import { Tenant } from './modules/tenants/tenant.entity';
import { Depot } from './modules/depots/depot.entity';
import { Badge } from './modules/attendance/badge.entity';
import { Manager } from './modules/depots/manager.entity';
import { User } from './modules/users/user.entity';
import { PasswordResetToken } from './modules/users/password-reset-token.entity';
import { RoleName } from './modules/roles/role-name.entity';
import { Shift } from './modules/shifts/shift.entity';
import { Partner } from './modules/attendance/partner.entity';
import { Attendee } from './modules/attendees/attendee.entity';
import { Visit } from './modules/attendance/visit.entity';
import { RegularHost } from './modules/regular-visitors/regular-host.entity';
import { RegularVisitor } from './modules/regular-visitors/regular-visitor.entity';
import { Attendance } from './modules/attendance/attendance.entity';
import { Signature } from './modules/attendance/signature.entity';
import { VisitReason } from './modules/reasons/visit-reason.entity';
import { TenantKioskTexts } from './modules/kiosk-texts/kiosk-texts.entity';
import { MailDelivery } from './modules/mail/mail-delivery.entity';
import { ImportJob } from './modules/imports/import-job.entity';
import { ExportJob } from './modules/exports/export-job.entity';
import { OutboxEvent } from './core/outbox/outbox-event.entity';
import { DepotSignOutRun, Evacuation, EvacuationEntry } from './modules/presence/evacuation.entity';
import { KioskDevice } from './modules/kiosk-devices/kiosk-device.entity';
import { ApiKey } from './modules/api-keys/api-key.entity';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './modules/webhooks/webhook.entity';
import { KioskEntry, RefusedKioskEntry } from './modules/kiosk-entries/kiosk-entry.entity';
import { RecoveryCode } from './modules/auth/recovery-code.entity';
import { OidcSignIn } from './modules/auth/oidc-sign-in.entity';
import { BaseEntity } from './core/db/base.entity';

/**
 * The entity registry: the composition root (next to app.ts, services.ts, resolvers.ts) names every
 * feature's entities, so core/ never imports a module. Explicit list (no folder globbing): the same in
 * tsc output, jest and the worker.
 */
export const entities = [
  BaseEntity,
  Tenant,
  Depot,
  Badge,
  Manager,
  User,
  PasswordResetToken,
  RoleName,
  Shift,
  Partner,
  Attendee,
  Visit,
  RegularHost,
  RegularVisitor,
  Attendance,
  Signature,
  VisitReason,
  TenantKioskTexts,
  OutboxEvent,
  MailDelivery,
  ImportJob,
  ExportJob,
  Evacuation,
  EvacuationEntry,
  KioskDevice,
  ApiKey,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
  DepotSignOutRun,
  KioskEntry,
  RefusedKioskEntry,
  RecoveryCode,
  OidcSignIn,
];

/** An ORM with every entity of the product and its migrations (core/db/orm.ts holds the shared settings). */
export function initOrm(clientUrl: string, over: Partial<OrmOptions> = {}): Promise<MikroORM<PostgreSqlDriver>> {
  return initOrmWith(entities, clientUrl, over);
}

export { migrate };
