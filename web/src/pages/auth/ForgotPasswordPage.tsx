import { ForgotPasswordForm } from '../../modules/auth/ForgotPasswordForm';
import { AuthLayout } from '../../ui/AuthLayout';
import { at } from '../../i18n/auth';

/** /forgot-password */
export function ForgotPasswordPage() {
  return (
    <AuthLayout title={at('login.forgotTitle')} subtitle={at('login.forgotSubtitle')}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
