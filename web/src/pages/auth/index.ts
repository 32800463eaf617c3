// The login, forgot-password and reset-password pages: one lazily loaded chunk.
export { LoginPage } from './LoginPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SsoCallbackPage } from './SsoCallbackPage';
