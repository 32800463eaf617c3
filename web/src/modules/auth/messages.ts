import { SignInMessages } from '@contracts/sign-in-messages';

/** The words of two-step sign-in and single sign-on (issue 25). */
export const signInUi = {
  enabled: SignInMessages.totpEnabled,
  disabled: SignInMessages.totpDisabled,
  requiredOn: SignInMessages.totpRequiredOn,
  requiredOff: SignInMessages.totpRequiredOff,
  ssoSaved: SignInMessages.ssoSaved,
} as const;
