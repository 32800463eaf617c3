import type { Job } from 'bullmq';
import { Queues, type JobPayloads } from '../../../graph/src/worker-api';
import type { JobContext } from '../handlers/context';
import { handlePasswordReset } from '../handlers/password-reset.handler';
import { handleAccountConfirmation } from '../handlers/account-confirmation.handler';
import { handlePartnerQr } from '../handlers/partner-qr.handler';
import {
  handleCheckoutNotification,
  handleRegularVisitorRegistered,
  handleVisitBooked,
  handleVisitNotification,
} from '../handlers/visit-mail.handler';
import { dispatchByName, type QueueProcessor } from './processor';

/** The email queue: one handler per job name of contracts/queues.ts that jobQueue maps to 'email'. */
export function emailProcessor(ctx: JobContext): QueueProcessor {
  return dispatchByName(Queues.email, ctx, {
    'password-reset': (c, job) => handlePasswordReset(c, job as Job<JobPayloads['password-reset']>),
    'account-confirmation': (c, job) => handleAccountConfirmation(c, job as Job<JobPayloads['account-confirmation']>),
    'partner-qr-code': (c, job) => handlePartnerQr(c, job as Job<JobPayloads['partner-qr-code']>),
    'visit-booked': (c, job) => handleVisitBooked(c, job as Job<JobPayloads['visit-booked']>),
    'regular-visitor-registered': (c, job) => handleRegularVisitorRegistered(c, job as Job<JobPayloads['regular-visitor-registered']>),
    'visit-notification': (c, job) => handleVisitNotification(c, job as Job<JobPayloads['visit-notification']>),
    'visitor-checkout-notification': (c, job) => handleCheckoutNotification(c, job as Job<JobPayloads['visitor-checkout-notification']>),
  });
}

/** Concurrent e-mails per worker process (each is a short SMTP conversation). */
export const EMAIL_CONCURRENCY = 4;
