import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobLike } from '../../core/jobs/job';
import type { JobPayloads } from '../../contracts/queues';
import { escapeHtml } from '../mail/mail-text';
import { qrAttachment, sendOnce, type SendOutcome } from '../mail/send-once';
import { Partner } from './partner.entity';

export const PARTNER_QR_SUBJECT = 'Your Depot Register clock-in QR code';

/** 'partner-qr-code': the partner's work id as a QR code it can show at the kiosk (once per outbox event). */
export async function handlePartnerQr(
  ctx: JobContext,
  job: JobLike<JobPayloads['partner-qr-code']>,
): Promise<SendOutcome | 'no-such-partner'> {
  const em = ctx.orm.em.fork() as EntityManager;
  const partner = await em.findOne(Partner, { id: job.data.partnerId }, { filters: false, populate: ['tenant'] });
  if (!partner || !partner.email) return 'no-such-partner';
  const text = [
    `Hello ${partner.name},`,
    '',
    `Your work ID at ${partner.tenant.name} is ${partner.workId}.`,
    'Show the attached QR code at the depot kiosk (or type your work ID) to clock in and out.',
    '',
    'Depot Register',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(partner.name)},</p>`,
    `<p>Your work ID at ${escapeHtml(partner.tenant.name)} is <b>${escapeHtml(partner.workId)}</b>.</p>`,
    '<p>Show this QR code at the depot kiosk (or type your work ID) to clock in and out:</p>',
    '<p><img src="cid:qr" alt="QR code of your work ID" width="300" height="300"></p>',
    '<p>Depot Register</p>',
  ].join('\n');
  return sendOnce(ctx, em, job.id!, 'partner-qr-code', {
    to: partner.email,
    subject: PARTNER_QR_SUBJECT,
    text,
    html,
    attachments: [await qrAttachment(partner.workId, `work-id-${partner.workId}.png`)],
  });
}
