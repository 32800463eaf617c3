import { text, z } from '../../core/command';
import { PASSWORD_MIN_LENGTH } from '../../core/auth/password';
import { Messages } from '../../contracts/messages';

/** Log in (api/login, login): username and password, both required. */
export const LoginCommand = z.object({
  username: text('Username').describe("The user's username (matched case-insensitively)."),
  password: text('Password').describe("The user's password."),
});
export type LoginCommand = z.output<typeof LoginCommand>;

/** Ask for a reset link (request-password-email/{username}, requestPasswordReset). */
export const RequestPasswordResetCommand = z.object({
  username: text('Username').describe(
    'The username of the account; when it exists, its e-mail address gets a reset link (valid for a limited time, used once). Rate-limited per client IP and per account.',
  ),
});
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
export const CheckResetLinkCommand = z.object({
  token: text('Token').describe('The token of the reset link (its `token` query parameter).'),
  username: text('Username').describe('The username the reset link was sent for (the `username` query parameter of the link).'),
});
export type CheckResetLinkCommand = z.output<typeof CheckResetLinkCommand>;

/** A signed-in user changes its own password (changePassword): the current one, and a new one of 8 or more. */
export const ChangePasswordCommand = z.object({
  currentPassword: text('Current password').describe('The password in use now; a wrong one answers BAD_USER_INPUT.'),
  newPassword: text('New password')
    .refine((v) => v.length >= PASSWORD_MIN_LENGTH, { message: passwordTooShort })
    .describe('The new password (the password rules apply).'),
});
export type ChangePasswordCommand = z.output<typeof ChangePasswordCommand>;
