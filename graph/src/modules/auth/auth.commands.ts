import { id, optionalId, optionalText, text, z } from '../../core/command';
import { PASSWORD_MIN_LENGTH } from '../../core/auth/password';
import { Messages } from '../../contracts/messages';

/** Log in (api/login, login): username and password, both required. */
export const LoginCommand = z.object({
  username: text('Username'),
  password: text('Password'),
});
export type LoginCommand = z.output<typeof LoginCommand>;

/** Ask for a reset link (request-password-email/{username}, requestPasswordReset). */
export const RequestPasswordResetCommand = z.object({ username: text('Username') });
export type RequestPasswordResetCommand = z.output<typeof RequestPasswordResetCommand>;

const passwordTooShort = Messages.passwordTooShort(PASSWORD_MIN_LENGTH);

/**
 * Set a new password with the e-mailed token (api/user-reset-password, resetPassword). A confirmation, when
 * sent (the legacy form's password_confirmation), must match.
 */
export const ResetPasswordCommand = z
  .object({
    token: text('Token').describe('The token of the reset link.'),
    username: text('Username').describe('The username of the reset link.'),
    password: text('Password')
      .refine((v) => v.length >= PASSWORD_MIN_LENGTH, { message: passwordTooShort })
      .describe('The new password (the password rules apply; BAD_USER_INPUT names what is missing).'),
    password_confirmation: z.unknown().optional(),
  })
  .superRefine((c, ctx) => {
    if (c.password_confirmation !== undefined && c.password_confirmation !== c.password) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: Messages.passwordsDoNotMatch });
    }
  })
  .transform(({ token, username, password }) => ({ token, username, password }));
export type ResetPasswordCommand = z.output<typeof ResetPasswordCommand>;

/** Whether an e-mailed reset link still works (resetLinkValid), so the page shows no form for a spent one. */
export const CheckResetLinkCommand = z.object({ token: text('Token'), username: text('Username') });
export type CheckResetLinkCommand = z.output<typeof CheckResetLinkCommand>;

/** A signed-in user changes its own password (changePassword): the current one, and a new one of 8 or more. */
export const ChangePasswordCommand = z.object({
  currentPassword: text('Current password').describe('The password in use now; a wrong one answers BAD_USER_INPUT.'),
  newPassword: text('New password')
    .refine((v) => v.length >= PASSWORD_MIN_LENGTH, { message: passwordTooShort })
    .describe('The new password (the password rules apply).'),
});
export type ChangePasswordCommand = z.output<typeof ChangePasswordCommand>;

/** The second step of a sign-in (signInWithCode): the challenge from signIn and a 6-digit code or a recovery code. */
export const SignInCodeCommand = z.object({ challenge: text('Challenge', 2000), code: text('Code', 40) });
export type SignInCodeCommand = z.output<typeof SignInCodeCommand>;

/** Set up an authenticator (startTotpEnrolment): signed in, or with the `enrol` challenge of a sign-in. */
export const StartTotpCommand = z.object({ challenge: optionalText('Challenge', 2000) });
export type StartTotpCommand = z.output<typeof StartTotpCommand>;

/** Confirm the authenticator with its first code (confirmTotpEnrolment). */
export const ConfirmTotpCommand = z.object({
  code: text('Code', 40).refine((v) => /^\d{6}$/.test(v.replace(/\s/g, '')), { message: 'Code must be the 6 digits your app shows' }),
  challenge: optionalText('Challenge', 2000),
});
export type ConfirmTotpCommand = z.output<typeof ConfirmTotpCommand>;

/** Turn two-step sign-in off (disableTotp): the password and a current code (or a recovery code). */
export const DisableTotpCommand = z.object({ password: text('Password'), code: text('Code', 40) });
export type DisableTotpCommand = z.output<typeof DisableTotpCommand>;

/**
 * A tenant's OpenID Connect provider (setTenantSso): issuer (https; http only on this machine), client id and
 * secret. A blank issuer turns single sign-on off; a blank secret keeps the stored one. SuperAdmin names the tenant.
 */
export const SaveSsoCommand = z.object({
  tenantId: optionalId('tenantId').describe('The tenant (SuperAdmin only; a TenantAdmin sets its own).'),
  issuer: optionalText('Issuer', 500).describe("The provider's issuer URL (https; http only for a provider on this machine)."),
  clientId: optionalText('Client id', 255).describe('The client id registered at the provider.'),
  clientSecret: optionalText('Client secret', 500).describe('The client secret; blank keeps the stored one. Never shown again.'),
});
export type SaveSsoCommand = z.output<typeof SaveSsoCommand>;

/** Start a single sign-on at the tenant's provider (startOidcSignIn). */
export const StartOidcCommand = z.object({ tenantId: id('tenantId', 'Tenant') });
export type StartOidcCommand = z.output<typeof StartOidcCommand>;

/** The provider's answer: the query string it sent the browser back to /sso/callback with (completeOidcSignIn). */
export const CompleteOidcCommand = z.object({ callback: text('Callback', 4000) });
export type CompleteOidcCommand = z.output<typeof CompleteOidcCommand>;
