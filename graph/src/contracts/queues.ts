/** Queue and job names shared by graph (outbox writers) and worker (handlers). Payloads carry ids only. */
export const Queues = { email: 'email', exports: 'exports', imports: 'imports', schedules: 'schedules', webhooks: 'webhooks' } as const;
export type QueueName = (typeof Queues)[keyof typeof Queues];

export interface JobPayloads {
  /** The worker mints the reset token, stores its hash and mails the link. */
  'password-reset': { userId: string };
  /** A new user or representative: a link to set a password (the same reset mechanism, longer wording). */
  'account-confirmation': { userId: string };
  /** A partner's work id as a QR code, to the partner's e-mail. */
  'partner-qr-code': { partnerId: string };
  /** A planned visit was booked: the visitor gets the meeting reference and its QR code. */
  'visit-booked': { visitId: string };
  /** A planned visit was cancelled: the visitor is told (issue 23). */
  'visit-cancelled': { visitId: string };
  /** A regular visitor was registered (or asked again): the RV code, passcode and QR code. */
  'regular-visitor-registered': { regularVisitorId: string };
  /** A visitor signed in: the depot's managers who receive e-mails are told. */
  'visit-notification': { attendanceId: string };
  /** A reading above the tenant's limit was accepted after the kiosk's warning: the depot's e-mail managers are alerted (issue 23). */
  'temperature-alert': { attendanceId: string };
  /** A planned visitor signed in: the booking's host (its host e-mail) is told (issue 23). */
  'visit-host-arrival': { attendanceId: string };
  /** A kiosk sign-in or clock-in that named its language (issue 27): the visitor or partner gets a confirmation in it. */
  'signed-in-confirmation': { attendanceId: string };
  /** Staff checked a visitor out with "Send Notification": the host is told. */
  'visitor-checkout-notification': { attendanceId: string };
  /** A bulk xlsx upload (partners or planned visits): the worker parses and lands it, all or nothing. */
  'bulk-import': { importId: string };
  /** An evacuation roll-call started or ended: the depot's e-mail managers are told (issue 23). */
  'evacuation-notification': { evacuationId: string; stage: 'started' | 'ended' };
  /** Every minute (a BullMQ job scheduler, not the outbox): depots whose end-of-day sign-out time has come are run (issue 23). */
  'end-of-day-sign-out': Record<string, never>;
  /** Every hour (a job scheduler): each tenant once a UTC day, personal data past its retention anonymised, day-old export files removed (issue 25). */
  retention: Record<string, never>;
  /** An xlsx report export, streamed (modules/exports/xlsx-writer.ts) under DATA_DIR/exports. */
  'xlsx-export': { exportId: string };
  /**
   * A fact integrators may subscribe to (issue 26, modules/webhooks): the worker writes one delivery per enabled endpoint
   * of the tenant that wants `type`. `data` holds ids and times only; eventId is the webhook-id receivers see.
   */
  'webhook-event': { eventId: string; tenantId: string; type: string; occurredAt: string; data: Record<string, string | null> };
  /** One delivery of a webhook event to one endpoint (retried with its own backoff, WEBHOOK_ATTEMPTS / WEBHOOK_RETRY_BASE_MS). */
  'webhook-deliver': { deliveryId: string };
  /** An endpoint was disabled after a run of failed deliveries: the tenant's admins are e-mailed. */
  'webhook-disabled': { endpointId: string };
}
export type JobName = keyof JobPayloads;

export const jobQueue: Record<JobName, QueueName> = {
  'password-reset': Queues.email,
  'account-confirmation': Queues.email,
  'partner-qr-code': Queues.email,
  'visit-booked': Queues.email,
  'visit-cancelled': Queues.email,
  'regular-visitor-registered': Queues.email,
  'visit-notification': Queues.email,
  'visitor-checkout-notification': Queues.email,
  'temperature-alert': Queues.email,
  'visit-host-arrival': Queues.email,
  'signed-in-confirmation': Queues.email,
  'evacuation-notification': Queues.email,
  'end-of-day-sign-out': Queues.schedules,
  retention: Queues.schedules,
  'bulk-import': Queues.imports,
  'xlsx-export': Queues.exports,
  'webhook-event': Queues.webhooks,
  'webhook-deliver': Queues.webhooks,
  'webhook-disabled': Queues.email,
};

/**
 * The jobs the worker schedules itself (BullMQ job schedulers, one per name however many workers run), with their
 * period. Each is idempotent: a run twice, or by two workers, does its work once (see its handler).
 */
export const scheduledJobs: Partial<Record<JobName, { everyMs: number }>> = {
  'end-of-day-sign-out': { everyMs: 60_000 },
  retention: { everyMs: 3_600_000 },
};
