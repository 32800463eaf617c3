/** Queue and job names shared by graph (outbox writers) and worker (handlers). Payloads carry ids only. */
export const Queues = {
  email: 'email',
  exports: 'exports',
  imports: 'imports',
  schedules: 'schedules',
  webhooks: 'webhooks',
  webhookRetries: 'webhook-retries',
} as const;
export type QueueName = (typeof Queues)[keyof typeof Queues];

/**
 * `linkBase` (issue 36): on an e-mail a staff member's request caused, with PUBLIC_URL unset, the address that staff
 * member was browsing (core/http/origin.ts `staffMailLinkBase`): the base of the e-mail's links instead of localhost.
 */
export interface JobPayloads {
  /** The worker mints the reset token, stores its hash and mails the link. */
  'password-reset': { userId: string; linkBase?: string };
  /** A new user or representative: a link to set a password (the same reset mechanism, longer wording). */
  'account-confirmation': { userId: string; linkBase?: string };
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
  /** A sign-in matched the watchlist (issue 37): the depot's e-mail managers are told at once (alert or block). */
  'watchlist-alert': { matchId: string };
  /** A walk-in waits for approval (issue 37): its host and the depot's e-mail managers get one-time approve/deny links. */
  'walk-in-approval-request': { approvalId: string };
  /** A planned visitor signed in: the booking's host (its host e-mail) is told (issue 23). */
  'visit-host-arrival': { attendanceId: string };
  /** A kiosk sign-in or clock-in that named its language (issue 27): the visitor or partner gets a confirmation in it. */
  'signed-in-confirmation': { attendanceId: string };
  /** Staff checked a visitor out with "Send Notification": the host is told. */
  'visitor-checkout-notification': { attendanceId: string };
  /** A bulk xlsx upload (partners or planned visits): the worker parses and lands it, all or nothing. */
  'bulk-import': { importId: string };
  /** An evacuation roll-call started or ended: the depot's e-mail managers are told (issue 23). */
  'evacuation-notification': { evacuationId: string; stage: 'started' | 'ended'; linkBase?: string };
  /**
   * A roll-call started (issues 37, 39, modules/evacuation-notices): everyone on its list with an e-mail address gets the
   * depot's assembly point and their own one-time "I am safe" link, in their language.
   */
  /** Every person on the roll-call at its start; `entryIds`: only those who joined it later (arrived during it). */
  'evacuation-safe-links': { evacuationId: string; linkBase?: string; entryIds?: string[] };
  /** Every minute (a BullMQ job scheduler, not the outbox): depots whose end-of-day sign-out time has come are run (issue 23). */
  'end-of-day-sign-out': Record<string, never>;
  /** Every minute (a job scheduler): whoever is still signed in past their expected time is flagged, once (issue 37). */
  'overstay-check': Record<string, never>;
  /** People at a depot passed their expected time (issue 37, modules/overstay): its e-mail managers are told, once. */
  'overstay-alert': { depotId: string; attendanceIds: string[] };
  /** Every hour (a job scheduler): induction passes expiring within 14 days whose person was not reminded yet (issue 38). */
  'induction-reminder-check': Record<string, never>;
  /** A partner's induction pass expires within 14 days (issue 38, modules/inductions): they are e-mailed once, in their language. */
  'induction-reminder': { passId: string };
  /** Every hour (a job scheduler): partners' documents that expire within 14 days are marked, once each (issue 38). */
  'document-reminder-check': Record<string, never>;
  /** Partners' documents at a depot expire within 14 days (issue 38, modules/documents): its managers are e-mailed, once. */
  'document-reminder': { depotId: string; documentIds: string[] };
  /** Every hour (a job scheduler): each tenant once a UTC day, personal data past its retention anonymised, day-old export files removed (issue 25). */
  retention: Record<string, never>;
  /** An xlsx report export, streamed (modules/exports/xlsx-writer.ts) under DATA_DIR/exports. */
  'xlsx-export': { exportId: string };
  /**
   * A fact integrators may subscribe to (issue 26, modules/webhooks): the worker writes one delivery per enabled endpoint
   * of the tenant that wants `type`. `data` holds ids and times only; eventId is the webhook-id receivers see.
   */
  'webhook-event': { eventId: string; tenantId: string; type: string; occurredAt: string; data: Record<string, string | null> };
  /** A delivery's first attempt (WEBHOOK_FIRST_TIMEOUT_MS); failed, it hands the delivery to 'webhook-retry' (issue 40). */
  'webhook-deliver': { deliveryId: string };
  /**
   * A delivery's later attempts, on a queue of their own so a hanging endpoint's retries never take the slots first
   * attempts need (issue 40): after WEBHOOK_RETRY_BASE_MS, then BullMQ's backoff, WEBHOOK_ATTEMPTS in all with the first.
   */
  'webhook-retry': { deliveryId: string };
  /** An endpoint was disabled after a run of failed deliveries: the tenant's admins are e-mailed. */
  'webhook-disabled': { endpointId: string };
  /**
   * A message by SMS, Teams or Slack (issue 39, modules/channels): its first attempt, on the webhooks' queue with their
   * short first timeout and per-endpoint fairness (a provider or a depot's channel is an endpoint).
   */
  'channel-deliver': { deliveryId: string };
  /** A message's later attempts, on the webhooks' retry queue with their back-off (issue 39). */
  'channel-retry': { deliveryId: string };
  /** Every minute (a job scheduler): each opted-in user's end-of-day and end-of-week summary whose period has ended, once (issue 39). */
  'summaries-check': Record<string, never>;
  /** One summary (issue 39, modules/summaries): its summary_send row's user is told by their channels, with the period's xlsx. */
  'summary-send': { sendId: string };
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
  'watchlist-alert': Queues.email,
  'walk-in-approval-request': Queues.email,
  'signed-in-confirmation': Queues.email,
  'evacuation-notification': Queues.email,
  'evacuation-safe-links': Queues.email,
  'end-of-day-sign-out': Queues.schedules,
  retention: Queues.schedules,
  'overstay-check': Queues.schedules,
  'overstay-alert': Queues.email,
  'induction-reminder-check': Queues.schedules,
  'induction-reminder': Queues.email,
  'document-reminder-check': Queues.schedules,
  'document-reminder': Queues.email,
  'bulk-import': Queues.imports,
  'xlsx-export': Queues.exports,
  'webhook-event': Queues.webhooks,
  'webhook-deliver': Queues.webhooks,
  'webhook-retry': Queues.webhookRetries,
  'webhook-disabled': Queues.email,
  'channel-deliver': Queues.webhooks,
  'channel-retry': Queues.webhookRetries,
  'summaries-check': Queues.schedules,
  'summary-send': Queues.email,
};

/**
 * The jobs the worker schedules itself (BullMQ job schedulers, one per name however many workers run), with their
 * period. Each is idempotent: a run twice, or by two workers, does its work once (see its handler).
 */
export const scheduledJobs: Partial<Record<JobName, { everyMs: number }>> = {
  'end-of-day-sign-out': { everyMs: 60_000 },
  'overstay-check': { everyMs: 60_000 },
  'induction-reminder-check': { everyMs: 3_600_000 },
  'document-reminder-check': { everyMs: 3_600_000 },
  retention: { everyMs: 3_600_000 },
  'summaries-check': { everyMs: 60_000 },
};
