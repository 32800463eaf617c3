import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';

// The sign-in pages past the login, as the manifest of this page folder (app/features.ts): forgotten password, its
// reset link and the OpenID provider's way back; one chunk with the login (the shell's own: where the guards send).
const authPage = (name: 'ForgotPasswordPage' | 'ResetPasswordPage' | 'SsoCallbackPage') =>
  lazyRetry(() => import('./index').then((m) => m[name]));

export const signIn: FeatureManifest = {
  name: 'sign-in',
  publicRoutes: [
    { path: paths.forgotPassword, screen: authPage('ForgotPasswordPage') },
    { path: paths.resetPassword, screen: authPage('ResetPasswordPage') },
    { path: paths.ssoCallback, screen: authPage('SsoCallbackPage') },
  ],
};
