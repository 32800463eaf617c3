import { Alert } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../app/auth';
import { backAfterSignIn } from '../../app/paths';
import { LoginForm } from '../../modules/auth/LoginForm';
import { SsoButton } from '../../modules/auth/SsoButton';
import { useExpiredNotice } from '../../app/session';
import { AuthLayout } from '../../ui/AuthLayout';
import { at } from '../../i18n/auth';
import { SignInLanguagePicker } from '../../modules/auth/SignInLanguagePicker';

/** /ml-admin: staff login; a signed-in user goes on to the address that asked for it, else /dashboard. */
export function LoginPage() {
  const { token } = useAuth();
  const back = backAfterSignIn(useLocation().state);
  return token ? <Navigate to={back} replace /> : <LoginScreen />;
}

/** The login form (and a tenant's single sign-on, from its link `/ml-admin?sso=<tenant id>`). Session expiry lands here with its message (spec 8.1). */
function LoginScreen() {
  const expired = useExpiredNotice();
  return (
    <AuthLayout below={<SignInLanguagePicker />} title={at('login.loginTitle')} subtitle={at('login.loginSubtitle')}>
      {expired ? (
        <Alert color="yellow" variant="light" data-testid="session-expired" role="status">
          {at('login.sessionExpired')}
        </Alert>
      ) : null}
      <SsoButton />
      <LoginForm />
    </AuthLayout>
  );
}
