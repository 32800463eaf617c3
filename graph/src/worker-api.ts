/**
 * Everything of graph that the worker may use: the one entry worker/src imports from (eslint's
 * no-restricted-imports refuses any other graph/src path there; tests also have graph/src/test/index.ts).
 * Contracts, settings, the ORM with its entities, the outbox row the relay moves, the entities the e-mail
 * handlers read and write, the job runners (the rules of imports and exports stay in graph; the worker's
 * handlers only call them) and the time helpers. Never a resolver or a service.
 */

// Contracts: queues, job payloads, the reset-link format, user-facing messages.
export { Queues, jobQueue, type QueueName, type JobName, type JobPayloads } from './contracts/queues';
export { resetLink, encodeResetToken, decodeResetToken } from './contracts/reset-link';
export { Messages } from './contracts/messages';

// Settings and connections.
export { loadConfig, type Config } from './config';
export { connectRedis } from './core/redis';

// The ORM: every entity and the migrations (the composition root's registry).
export { entities, initOrm, migrate } from './entities';

// The outbox: the row the relay turns into a BullMQ job.
export { OutboxEvent } from './core/outbox/outbox-event.entity';

// Entities the e-mail handlers read (and the two they write: the reset token and the delivery record).
export { User } from './modules/users/user.entity';
export { Tenant } from './modules/tenants/tenant.entity';
export { PasswordResetToken } from './modules/auth/password-reset-token.entity';
export { hashResetToken, RESET_TOKEN_TTL_MINUTES } from './modules/auth/reset-token';
export { MailDelivery } from './modules/mail/mail-delivery.entity';
export { Partner } from './modules/partners/partner.entity';
export { Visit } from './modules/visits/visit.entity';
export { RegularVisitor } from './modules/regular-visitors/regular-visitor.entity';
export { Attendance } from './modules/attendance/attendance.entity';
export { Manager } from './modules/managers/manager.entity';

// Job runners: the 'bulk-import' and 'xlsx-export' jobs, and what to record when the worker gives up.
export { runImport, markImportGivenUp } from './modules/imports/import-runner';
export { runExport, markExportGivenUp } from './modules/exports/export-runner';

// Time: formatting instants in a depot's zone.
export { formats, inZone, localDay, localTime } from './core/time';
