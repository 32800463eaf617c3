import { Tenant } from '../../modules/tenants/tenant.entity';
import { Depot } from '../../modules/depots/depot.entity';
import { Badge } from '../../modules/badges/badge.entity';
import { Manager } from '../../modules/managers/manager.entity';
import { User } from '../../modules/users/user.entity';
import { PasswordResetToken } from '../../modules/auth/password-reset-token.entity';
import { RoleName } from '../../modules/roles/role-name.entity';
import { Shift } from '../../modules/shifts/shift.entity';
import { Partner } from '../../modules/partners/partner.entity';
import { Attendee } from '../../modules/visits/attendee.entity';
import { Visit } from '../../modules/visits/visit.entity';
import { RegularHost } from '../../modules/regular-visitors/regular-host.entity';
import { RegularVisitor } from '../../modules/regular-visitors/regular-visitor.entity';
import { Attendance } from '../../modules/attendance/attendance.entity';
import { Signature } from '../../modules/attendance/signature.entity';
import { VisitReason } from '../../modules/reasons/visit-reason.entity';
import { MailDelivery } from '../../modules/mail/mail-delivery.entity';
import { ImportJob } from '../../modules/imports/import-job.entity';
import { ExportJob } from '../../modules/exports/export-job.entity';
import { OutboxEvent } from '../outbox/outbox-event.entity';
import { BaseEntity } from './base.entity';

/** Explicit list (no folder globbing): the same in tsc output, jest and the worker. */
export const entities = [
  BaseEntity, Tenant, Depot, Badge, Manager, User, PasswordResetToken, RoleName, Shift, Partner,
  Attendee, Visit, RegularHost, RegularVisitor, Attendance, Signature, VisitReason, OutboxEvent, MailDelivery,
  ImportJob, ExportJob,
];
