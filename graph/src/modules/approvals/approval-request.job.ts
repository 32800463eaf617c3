import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobLike } from '../../core/jobs/job';
import { mailLinkBase } from '../../core/http/origin';
import type { JobPayloads } from '../../contracts/queues';
import { escapeHtml } from '../mail/mail-text';
import { mailWords } from '../mail/i18n/mail-i18n';
import { recipientLanguages } from '../channels/recipient-language';
import { sendOnce } from '../mail/send-once';
import { MailDelivery } from '../mail/mail-delivery.entity';
import { mailedManagers } from '../managers/manager-recipients';
import { WalkInApproval, WalkInApprovalLink } from './approval.entity';
import { hashToken, newToken } from './approval.service';

const REASON_KEYS = {
  WALK_IN: 'approvalWhyWalkIn',
  WATCHLIST: 'approvalWhyWatchlist',
  TEMPERATURE: 'approvalWhyTemperature',
  HEALTH: 'approvalWhyHealth',
} as const;

/** The page an approval link opens (web `/approval/:id/:token`): it shows the walk-in, then Let in / Refuse. */
export const approvalLink = (base: string, approvalId: string, token: string) =>
  `${base.replace(/\/+$/, '')}/approval/${approvalId}/${token}`;

/**
 * 'walk-in-approval-request' (issue 37): a walk-in waits at the kiosk; its host (when picked from the depot's list)
 * and each of the depot's e-mail managers get one e-mail with a link of their own: one-time, for this approval only,
 * expiring with it (the token's sha256 is stored, the token only mailed). Once per recipient (a retried job sends
 * nobody twice); nothing once the walk-in was answered or its time ran out.
 */
export async function handleWalkInApprovalRequest(ctx: JobContext, job: JobLike<JobPayloads['walk-in-approval-request']>) {
  const em = ctx.orm.em.fork() as EntityManager;
  const a = await em.findOne(WalkInApproval, { id: job.data.approvalId }, { populate: ['depot'], filters: false });
  const now = ctx.now?.() ?? new Date();
  if (!a || a.status !== 'PENDING' || a.expiresAt.getTime() <= now.getTime()) return 'nothing-to-send';
  const recipients = new Set<string>();
  if (a.hostEmail) recipients.add(a.hostEmail.toLowerCase());
  for (const m of await mailedManagers(em, a.depot.id)) recipients.add(m.email.toLowerCase());
  const languageOf = await recipientLanguages(em, a.depot.id, [...recipients]);
  const outcomes = [];
  for (const to of recipients) {
    if (await em.count(MailDelivery, { sourceEventId: job.id!, recipient: to })) {
      outcomes.push('already-sent');
      continue;
    }
    const token = newToken();
    em.create(WalkInApprovalLink, { approval: a, recipient: to, tokenHash: hashToken(token) });
    await em.flush();
    const link = approvalLink(mailLinkBase(ctx.config, undefined), a.id, token);
    // Issue 39: in the recipient's language (their own, else the tenant's default); English as before, word for word.
    const w = mailWords(languageOf(to));
    const why = a.reasons.map((r) => (r in REASON_KEYS ? w.st(REASON_KEYS[r as keyof typeof REASON_KEYS]) : r)).join('; ');
    const who = { name: a.personName, company: a.company, depot: a.depot.code, host: a.hostName ?? '', why };
    const lines = [
      w.st(a.hostName ? 'approvalWaitingHost' : 'approvalWaiting', who),
      w.st('approvalAct', { link }),
      w.st('approvalOnce', { until: w.when(a.expiresAt, a.depot.timeZone) }),
      '',
      w.t('signature'),
    ];
    const html = [
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(w.st('approvalActLink'))}</a></p>`,
      `<p>${escapeHtml(lines[2]!)}</p>`,
      `<p>${escapeHtml(w.t('signature'))}</p>`,
    ].join('\n');
    outcomes.push(
      await sendOnce(ctx, em, job.id!, 'walk-in-approval-request', {
        to,
        subject: w.st('approvalSubject', { name: a.personName, depot: a.depot.code }),
        text: lines.join('\n'),
        html,
      }),
    );
  }
  return outcomes;
}
