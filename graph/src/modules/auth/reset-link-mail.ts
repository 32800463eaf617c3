import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobRefused, type JobContext, type JobLike } from '../../core/jobs/job';
import { isId } from '../../core/validate';
import { resetLink } from '../../contracts/reset-link';
import { mailLinkBase } from '../../core/http/origin';
import { User } from '../users/user.entity';
import { PasswordResetToken } from '../users/password-reset-token.entity';
import { hashResetToken } from './reset-token';

export type ResetMailOutcome = 'sent' | 'already-sent' | 'no-such-user';

export interface ResetMailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * The reset mechanism both e-mails share (password reset and account confirmation). Idempotent by the
 * job id, which is the outbox event id and becomes PasswordResetToken.sourceEventId:
 * - a token row of this event that was sent (or used) means the job already ran: nothing happens;
 * - otherwise a fresh token (32 random bytes, standard base64) is minted, its sha256 hash stored with a
 *   `ttlMinutes` expiry (30 minutes for a reset, 72 hours for an invitation; replacing an unsent row of the same event, whose link was never delivered), every
 *   older outstanding token of the user is voided (the newest link supersedes them), the link is mailed,
 *   and the row is marked sent.
 * The token itself is only ever in the e-mail: never in the database, the outbox or Redis.
 */
export async function sendResetLinkOnce(
  ctx: JobContext,
  job: JobLike<{ userId: string; linkBase?: string }>,
  compose: (user: User, link: string) => ResetMailContent,
  ttlMinutes: number,
): Promise<ResetMailOutcome> {
  const eventId = job.id;
  if (!isId(eventId)) throw new JobRefused(`job ${job.name} has id ${String(eventId)}, not an outbox event id`);
  const userId = job.data?.userId;
  if (!isId(userId)) throw new JobRefused(`job ${job.name} ${eventId} has no valid userId`);

  const em = ctx.orm.em.fork() as EntityManager;
  const user = await em.findOne(User, { id: userId }, { filters: false, populate: ['tenant'] });
  // Disabled, or its tenant archived since the request (docs/decisions.md): no link for an account that cannot log in.
  if (!user || user.disabled || user.tenant?.archivedAt) {
    ctx.log(`${job.name} ${eventId}: user ${userId} is gone, disabled or of an archived tenant, nothing sent`);
    return 'no-such-user';
  }

  let row = await em.findOne(PasswordResetToken, { sourceEventId: eventId }, { filters: false });
  if (row?.sentAt || row?.usedAt) return 'already-sent';

  const now = ctx.now?.() ?? new Date();
  const token = randomBytes(32).toString('base64');
  const tokenHash = hashResetToken(token);
  const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000);
  // The newest link supersedes every older one still outstanding (a request queued before it included).
  await em.nativeUpdate(PasswordResetToken, { user: user.id, usedAt: null, sourceEventId: { $ne: eventId } }, { usedAt: now });
  if (row) {
    // An earlier attempt stored a token but never recorded the e-mail: its link is replaced.
    row.tokenHash = tokenHash;
    row.expiresAt = expiresAt;
  } else {
    row = em.create(PasswordResetToken, { user, tokenHash, expiresAt, sourceEventId: eventId });
  }
  await em.flush();

  const link = resetLink(mailLinkBase(ctx.config, job.data?.linkBase), token, user.username, user.email);
  await ctx.mailer.send({ to: user.email, ...compose(user, link) });

  row.sentAt = ctx.now?.() ?? new Date();
  await em.flush();
  return 'sent';
}

/** What the e-mail says of its link's life: "This link expires in 30 minutes and works once." (or "in 72 hours"). */
export const expiryNote = (ttlMinutes: number) =>
  `This link expires in ${ttlMinutes % 60 === 0 ? `${ttlMinutes / 60} hours` : `${ttlMinutes} minutes`} and works once.`;
