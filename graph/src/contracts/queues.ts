/** Queue and job names shared by graph (outbox writers) and worker (handlers). Payloads carry ids only. */
export const Queues = { email: 'email', exports: 'exports', imports: 'imports' } as const;
export type QueueName = (typeof Queues)[keyof typeof Queues];

export interface JobPayloads {
  /** The worker mints the reset token, stores its hash and mails the link. */
  'password-reset': { userId: string };
  /** A new user or representative: a link to set a password (the same reset mechanism, longer wording). */
  'account-confirmation': { userId: string };
  /** A partner's work id as a QR code, to the partner's e-mail. */
  'partner-qr-code': { partnerId: string };
  /** A bulk xlsx upload (partners or planned visits): the worker parses and lands it, all or nothing. */
  'bulk-import': { importId: string };
  /** An xlsx report export, written with exceljs streaming under DATA_DIR/exports. */
  'xlsx-export': { exportId: string };
}
export type JobName = keyof JobPayloads;

export const jobQueue: Record<JobName, QueueName> = {
  'password-reset': Queues.email,
  'account-confirmation': Queues.email,
  'partner-qr-code': Queues.email,
  'bulk-import': Queues.imports,
  'xlsx-export': Queues.exports,
};
