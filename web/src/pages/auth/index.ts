// The login, forgot-password and reset-password pages: one lazily loaded chunk, each in the sign-in language (issue 39).
import { inSignInLanguage } from './inSignInLanguage';
import { LoginPage as Login } from './LoginPage';
import { ForgotPasswordPage as Forgot } from './ForgotPasswordPage';
import { ResetPasswordPage as Reset } from './ResetPasswordPage';
import { SsoCallbackPage as SsoCallback } from './SsoCallbackPage';

export const LoginPage = inSignInLanguage(Login);
export const ForgotPasswordPage = inSignInLanguage(Forgot);
export const ResetPasswordPage = inSignInLanguage(Reset);
export const SsoCallbackPage = inSignInLanguage(SsoCallback);
