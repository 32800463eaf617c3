/**
 * Staff sign-in's user-facing messages (issue 25): the authenticator app (TOTP) and single sign-on (OpenID Connect).
 * Apart from messages.ts so the kiosk's first load does not carry them (its JavaScript budget, web-app.test.ts).
 */
export const SignInMessages = {
  totpCodeWrong: 'That code is not right. Enter the 6-digit code your authenticator app shows now, or a recovery code.',
  totpCodeUsed: 'That code was used already. Wait for the next code in your authenticator app.',
  totpChallengeExpired: 'The sign-in took too long. Please enter your username and password again.',
  totpAlreadyOn: 'Two-step sign-in is already on for your account',
  totpNotOn: 'Two-step sign-in is not on for your account',
  totpNoPending: 'Start setting up two-step sign-in again: no authenticator is waiting for its first code',
  totpEnabled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe: each works once.',
  totpDisabled: 'Two-step sign-in is off.',
  totpLegacyLoginRefused:
    'This account signs in with a code from an authenticator app, which this login cannot ask for. Sign in with the web app or the GraphQL signIn mutation.',
  totpOwnFirst: 'Turn on two-step sign-in for your own account before you require it for everyone',
  totpRequiredOn: 'Two-step sign-in is now required: staff without it set it up at their next sign-in.',
  totpRequiredOff: 'Two-step sign-in is no longer required.',
  ssoNotConfigured: 'Single sign-on is not set up for this company',
  ssoTenantUnknown: 'No company uses that code for single sign-on',
  ssoProviderUnreachable:
    'The single sign-on provider could not be reached or did not describe itself correctly. Check its issuer address.',
  ssoStateInvalid: 'This single sign-on attempt is not valid or has expired. Please start again.',
  ssoOtherBrowser:
    'This single sign-on was not started in this browser, so it cannot finish here. Start single sign-on again from this browser.',
  ssoNeedsBrowser: 'Single sign-on starts over HTTP from a browser, which keeps a cookie for it',
  ssoFailed: 'The single sign-on provider did not confirm who you are. Please start again.',
  ssoEmailUnverified: 'Your single sign-on account has no verified e-mail address',
  ssoUserUnknown: 'No staff account of this company has your e-mail address. Ask your administrator to add you.',
  ssoSaved: 'Single sign-on settings saved',
  ssoIssuerInvalid: 'The issuer must be an https address',
  ssoAddressRefused: (reason: string) =>
    `The single sign-on provider cannot be used: ${reason}. Enter the provider's public https address.`,
} as const;
