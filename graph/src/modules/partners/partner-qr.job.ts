import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobLike } from '../../core/jobs/job';
import type { JobPayloads } from '../../contracts/queues';
import { escapeHtml } from '../mail/mail-text';
import { lastKioskLanguage, mailWords } from '../mail/i18n/mail-i18n';
import { qrAttachment, sendOnce, type SendOutcome } from '../mail/send-once';
import { Partner } from '../attendance/partner.entity';

/**
 * 'partner-qr-code': the partner's work id as a QR code it can show at the kiosk (once per outbox event), in the
 * language of its last clock-in.
 */
export async function handlePartnerQr(
  ctx: JobContext,
  job: JobLike<JobPayloads['partner-qr-code']>,
): Promise<SendOutcome | 'no-such-partner'> {
  const em = ctx.orm.em.fork() as EntityManager;
  const partner = await em.findOne(Partner, { id: job.data.partnerId }, { filters: false, populate: ['tenant'] });
  if (!partner || !partner.email) return 'no-such-partner';
  // In the language of the partner's last clock-in at a kiosk that said one (issue 27); English before any.
  const w = mailWords(await lastKioskLanguage(em, { partnerId: partner.id }));
  const MARK = '\u0000';
  const workLine = w.t('qrWorkId', { tenant: partner.tenant.name, workId: MARK });
  const text = [
    w.t('hello', { name: partner.name }),
    '',
    workLine.replace(MARK, partner.workId),
    w.t('qrShowAttached'),
    '',
    w.t('signature'),
  ].join('\n');
  const html = [
    `<div lang="${w.language}" dir="${w.rtl ? 'rtl' : 'ltr'}">`,
    `<p>${escapeHtml(w.t('hello', { name: partner.name }))}</p>`,
    `<p>${escapeHtml(workLine).replace(MARK, `<b>${escapeHtml(partner.workId)}</b>`)}</p>`,
    `<p>${escapeHtml(w.t('qrShowBelow'))}</p>`,
    `<p><img src="cid:qr" alt="${escapeHtml(w.t('qrAlt'))}" width="300" height="300"></p>`,
    `<p>${escapeHtml(w.t('signature'))}</p>`,
    '</div>',
  ].join('\n');
  return sendOnce(ctx, em, job.id!, 'partner-qr-code', {
    to: partner.email,
    subject: w.t('qrSubject'),
    text,
    html,
    attachments: [await qrAttachment(partner.workId, `work-id-${partner.workId}.png`)],
  });
}
