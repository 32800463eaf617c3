import type { JobContext, JobLike } from '../../core/jobs/job';
import type { JobPayloads } from '../../contracts/queues';
import { escapeHtml } from '../mail/mail-text';
import type { User } from '../users/user.entity';
import { expiryNote, sendResetLinkOnce, type ResetMailContent, type ResetMailOutcome } from './reset-link-mail';
import { RESET_TOKEN_TTL_MINUTES } from './reset-token';

export const PASSWORD_RESET_SUBJECT = 'Reset your Depot Register password';

export function passwordResetMail(user: User, link: string): ResetMailContent {
  const text = [
    `Hello ${user.name},`,
    '',
    `Someone asked to reset the password of your Depot Register account (${user.username}).`,
    'Choose a new password here:',
    '',
    link,
    '',
    expiryNote(RESET_TOKEN_TTL_MINUTES),
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    'Depot Register',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(user.name)},</p>`,
    `<p>Someone asked to reset the password of your Depot Register account (<b>${escapeHtml(user.username)}</b>).</p>`,
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
    `<p>${expiryNote(RESET_TOKEN_TTL_MINUTES)}</p>`,
    '<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>',
    '<p>Depot Register</p>',
  ].join('\n');
  return { subject: PASSWORD_RESET_SUBJECT, text, html };
}

/** 'password-reset': mints a single-use token for the user and mails the reset link (once per outbox event). */
export function handlePasswordReset(ctx: JobContext, job: JobLike<JobPayloads['password-reset']>): Promise<ResetMailOutcome> {
  return sendResetLinkOnce(ctx, job, passwordResetMail, RESET_TOKEN_TTL_MINUTES);
}
