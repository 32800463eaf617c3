import type { JobContext, JobLike } from '../../core/jobs/job';
import type { JobPayloads } from '../../contracts/queues';
import { escapeHtml } from '../mail/mail-text';
import type { User } from '../users/user.entity';
import { expiryNote, sendResetLinkOnce, type ResetMailContent, type ResetMailOutcome } from './reset-link-mail';
import { INVITATION_TTL_MINUTES } from './reset-token';

export const ACCOUNT_CONFIRMATION_SUBJECT = 'Welcome to Depot Register';

export function accountConfirmationMail(user: User, link: string): ResetMailContent {
  const text = [
    `Hello ${user.name},`,
    '',
    'An account has been created for you on Depot Register.',
    `Your username is: ${user.username}`,
    '',
    'Set your password here:',
    '',
    link,
    '',
    expiryNote(INVITATION_TTL_MINUTES),
    'When it has expired, use "Forgot password" on the login page to get a new one.',
    '',
    'Depot Register',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(user.name)},</p>`,
    '<p>An account has been created for you on Depot Register.</p>',
    `<p>Your username is: <b>${escapeHtml(user.username)}</b></p>`,
    `<p><a href="${escapeHtml(link)}">Set your password</a></p>`,
    `<p>${expiryNote(INVITATION_TTL_MINUTES)} When it has expired, use "Forgot password" on the login page to get a new one.</p>`,
    '<p>Depot Register</p>',
  ].join('\n');
  return { subject: ACCOUNT_CONFIRMATION_SUBJECT, text, html };
}

/**
 * 'account-confirmation': a new user (or representative) gets a link to set a password, through the same
 * token mechanism as a reset. Nothing else about the user changes here (setting the password does that).
 */
export function handleAccountConfirmation(ctx: JobContext, job: JobLike<JobPayloads['account-confirmation']>): Promise<ResetMailOutcome> {
  return sendResetLinkOnce(ctx, job, accountConfirmationMail, INVITATION_TTL_MINUTES);
}
