import { id, optionalId, optionalText, text, z } from '../../core/command';

/** The second step of a sign-in (signInWithCode): the challenge from signIn and a 6-digit code or a recovery code. */
export const SignInCodeCommand = z.object({
  challenge: text('Challenge', 2000).describe('The challenge signIn answered.'),
  code: text('Code', 40).describe('A 6-digit code, or a recovery code (xxxxx-xxxxx).'),
});
export type SignInCodeCommand = z.output<typeof SignInCodeCommand>;

/** Set up an authenticator (startTotpEnrolment): signed in, or with the `enrol` challenge of a sign-in. */
const enrolChallenge = optionalText('Challenge', 2000).describe('The TOTP_ENROL challenge of signIn; omit when signed in.');
export const StartTotpCommand = z.object({ challenge: enrolChallenge });
export type StartTotpCommand = z.output<typeof StartTotpCommand>;

/** Confirm the authenticator with its first code (confirmTotpEnrolment). */
export const ConfirmTotpCommand = z.object({
  code: text('Code', 40)
    .refine((v) => /^\d{6}$/.test(v.replace(/\s/g, '')), { message: 'Code must be the 6 digits your app shows' })
    .describe('The 6-digit code the app shows now.'),
  challenge: enrolChallenge,
});
export type ConfirmTotpCommand = z.output<typeof ConfirmTotpCommand>;

/** Turn two-step sign-in off (disableTotp): the password and a current code (or a recovery code). */
export const DisableTotpCommand = z.object({
  password: text('Password').describe('The current password.'),
  code: text('Code', 40).describe('A current 6-digit code or an unused recovery code.'),
});
export type DisableTotpCommand = z.output<typeof DisableTotpCommand>;

/**
 * A tenant's OpenID Connect provider (setTenantSso): issuer (https; http only on this machine), client id and
 * secret. A blank issuer turns single sign-on off; a blank secret keeps the stored one. SuperAdmin names the tenant.
 */
export const SaveSsoCommand = z.object({
  tenantId: optionalId('tenantId').describe('The tenant (SuperAdmin only; a TenantAdmin sets its own).'),
  issuer: optionalText('Issuer', 500).describe("The provider's issuer URL (https, on a public address)."),
  clientId: optionalText('Client id', 255).describe('The client id registered at the provider.'),
  clientSecret: optionalText('Client secret', 500).describe('The client secret; blank keeps the stored one. Never shown again.'),
});
export type SaveSsoCommand = z.output<typeof SaveSsoCommand>;

/** Start a single sign-on at the tenant's provider (startOidcSignIn). */
export const StartOidcCommand = z.object({
  tenantId: id('tenantId', 'Tenant').describe('The tenant (of the login link) whose provider signs the user in.'),
});
export type StartOidcCommand = z.output<typeof StartOidcCommand>;

/** The provider's answer: the query string it sent the browser back to /sso/callback with (completeOidcSignIn). */
export const CompleteOidcCommand = z.object({
  callback: text('Callback', 4000).describe('The query string of /sso/callback (code, state, iss).'),
});
export type CompleteOidcCommand = z.output<typeof CompleteOidcCommand>;
