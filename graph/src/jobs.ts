import { handleSignedInConfirmation } from './modules/visits/signed-in-mail.job';
import type { JobHandler } from './core/jobs/job';
import type { JobName } from './contracts/queues';
import { handleAccountConfirmation } from './modules/auth/account-confirmation.job';
import { handlePasswordReset } from './modules/auth/password-reset.job';
import { handleXlsxExport } from './modules/exports/xlsx-export.job';
import { handleBulkImport } from './modules/imports/bulk-import.job';
import { handlePartnerQr } from './modules/partners/partner-qr.job';
import { handleRegularVisitorRegistered } from './modules/regular-visitors/regular-visitor-registered.job';
import { handleEvacuationNotification } from './modules/presence/evacuation-mail.job';
import { handleEndOfDaySignOut } from './modules/presence/end-of-day.job';
import { handleWebhookDeliver, handleWebhookDisabled, handleWebhookEvent } from './modules/webhooks/webhook.jobs';
import { handleRetention } from './modules/retention/retention.job';
import {
  handleCheckoutNotification,
  handleTemperatureAlert,
  handleVisitBooked,
  handleVisitCancelled,
  handleVisitHostArrival,
  handleVisitNotification,
} from './modules/visits/visit-mail.job';

/**
 * Every job of contracts/queues.ts with its handler, which lives beside the feature that owns the fact (its
 * queries and e-mail texts with it). The worker process runs them (worker/src/queues); adding a job is its
 * payload and queue in contracts/queues.ts, its handler in the feature, and one line here.
 */
export const jobHandlers: { [N in JobName]: JobHandler<N> } = {
  'password-reset': handlePasswordReset,
  'account-confirmation': handleAccountConfirmation,
  'partner-qr-code': handlePartnerQr,
  'visit-booked': handleVisitBooked,
  'visit-cancelled': handleVisitCancelled,
  'regular-visitor-registered': handleRegularVisitorRegistered,
  'visit-notification': handleVisitNotification,
  'visitor-checkout-notification': handleCheckoutNotification,
  'temperature-alert': handleTemperatureAlert,
  'visit-host-arrival': handleVisitHostArrival,
  'signed-in-confirmation': handleSignedInConfirmation,
  'evacuation-notification': handleEvacuationNotification,
  'end-of-day-sign-out': handleEndOfDaySignOut,
  retention: handleRetention,
  'bulk-import': handleBulkImport,
  'xlsx-export': handleXlsxExport,
  'webhook-event': handleWebhookEvent,
  'webhook-deliver': handleWebhookDeliver,
  'webhook-disabled': handleWebhookDisabled,
};
