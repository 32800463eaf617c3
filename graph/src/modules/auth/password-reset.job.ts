import type { JobContext, JobLike } from '../../core/jobs/job';
import type { JobPayloads } from '../../contracts/queues';
import { escapeHtml } from '../mail/mail-text';
import type { User } from '../users/user.entity';
import { userLanguage } from '../users/user.type';
import { mailWords } from '../mail/i18n/mail-i18n';
import { sendResetLinkOnce, type ResetMailContent, type ResetMailOutcome } from './reset-link-mail';
import { RESET_TOKEN_TTL_MINUTES } from './reset-token';

export const PASSWORD_RESET_SUBJECT = 'Reset your Depot Register password';

/** The reset e-mail in the user's language (issue 39: its own, else its tenant's default; English as it always said). */
export function passwordResetMail(user: User, link: string): ResetMailContent {
  const words = mailWords(userLanguage(user));
  const t = words.st;
  const ttl = RESET_TOKEN_TTL_MINUTES;
  const expiry = ttl % 60 === 0 ? t('resetExpiryHours', { n: ttl / 60 }) : t('resetExpiryMinutes', { n: ttl });
  const hello = words.t('hello', { name: user.name });
  const text = [
    hello,
    '',
    t('resetAsked', { username: user.username }),
    t('resetChoose'),
    '',
    link,
    '',
    expiry,
    t('resetIgnore'),
    '',
    'Depot Register',
  ].join('\n');
  const asked = escapeHtml(t('resetAsked', { username: '\u0000' })).replace('\u0000', `<b>${escapeHtml(user.username)}</b>`);
  const html = [
    `<div dir="${words.rtl ? 'rtl' : 'ltr'}" lang="${words.language}">`,
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${asked}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t('resetLink'))}</a></p>`,
    `<p>${escapeHtml(expiry)}</p>`,
    `<p>${escapeHtml(t('resetIgnore'))}</p>`,
    '<p>Depot Register</p>',
    '</div>',
  ].join('\n');
  return { subject: t('resetSubject'), text, html };
}

/** 'password-reset': mints a single-use token for the user and mails the reset link (once per outbox event). */
export function handlePasswordReset(ctx: JobContext, job: JobLike<JobPayloads['password-reset']>): Promise<ResetMailOutcome> {
  return sendResetLinkOnce(ctx, job, passwordResetMail, RESET_TOKEN_TTL_MINUTES);
}
