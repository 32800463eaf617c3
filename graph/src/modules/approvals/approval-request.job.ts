import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobLike } from '../../core/jobs/job';
import { formats } from '../../core/time';
import { mailLinkBase } from '../../core/http/origin';
import type { JobPayloads } from '../../contracts/queues';
import { escapeHtml } from '../mail/mail-text';
import { sendOnce } from '../mail/send-once';
import { MailDelivery } from '../mail/mail-delivery.entity';
import { mailedManagers } from '../managers/manager-recipients';
import { WalkInApproval, WalkInApprovalLink } from './approval.entity';
import { hashToken, newToken } from './approval.service';

const REASON_WORDS: Record<string, string> = {
  WALK_IN: 'every walk-in at this depot needs approval',
  WATCHLIST: 'they match the watchlist ("alert")',
  TEMPERATURE: 'their temperature is above the limit',
  HEALTH: 'they answered "yes" to a health question',
};

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
  const until = formats.long(a.expiresAt, a.depot.timeZone);
  const why = a.reasons.map((r) => REASON_WORDS[r] ?? r).join('; ');
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
    const lines = [
      `${a.personName} (${a.company}) is at the entrance of ${a.depot.code}${a.hostName ? ` to see ${a.hostName}` : ''} and waits to be let in: ${why}.`,
      `Let them in or refuse: ${link}`,
      `The link works once, for this visitor only, until ${until}. With no answer by then the kiosk asks them to see reception.`,
      '',
      'Depot Register',
    ];
    const html = [
      `<p>${escapeHtml(lines[0])}</p>`,
      `<p><a href="${escapeHtml(link)}">Let them in or refuse</a></p>`,
      `<p>${escapeHtml(lines[2])}</p>`,
      '<p>Depot Register</p>',
    ].join('\n');
    outcomes.push(
      await sendOnce(ctx, em, job.id!, 'walk-in-approval-request', {
        to,
        subject: `${a.personName} is waiting at ${a.depot.code}: let them in?`,
        text: lines.join('\n'),
        html,
      }),
    );
  }
  return outcomes;
}
