import type { User } from '../../users/user.entity';
import { ACCOUNT_CONFIRMATION_SUBJECT, accountConfirmationMail } from '../account-confirmation.job';
import { PASSWORD_RESET_SUBJECT, passwordResetMail } from '../password-reset.job';

/** The texts of the two reset-link e-mails (the jobs beside auth); the worker's mailer only carries them. */
describe('reset-link e-mail texts', () => {
  const user = { name: "Ann <O'Neill>", username: 'ann', email: 'ann@example.test' } as User;
  const link = 'http://localhost:4000/resetPassword/a/b/c/ann/ann%40example.test';

  it('the password reset: its subject, the link, the expiry, and an HTML part that escapes what it shows', () => {
    const mail = passwordResetMail(user, link);
    expect(mail.subject).toBe(PASSWORD_RESET_SUBJECT);
    expect(PASSWORD_RESET_SUBJECT).toBe('Reset your Depot Register password');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('This link expires in 30 minutes and works once.');
    expect(mail.html).toContain('Ann &lt;O&#39;Neill&gt;');
    expect(mail.html).not.toContain("<O'Neill>");
  });

  it('the account confirmation: its subject, the username and the link', () => {
    const mail = accountConfirmationMail(user, link);
    expect(mail.subject).toBe(ACCOUNT_CONFIRMATION_SUBJECT);
    expect(mail.text).toContain('Your username is: ann');
    expect(mail.text).toContain('This link expires in 72 hours and works once.');
    expect(mail.html).toContain(`<a href="${link}">`);
    expect(mail.html).toContain('Ann &lt;O&#39;Neill&gt;');
  });
});
