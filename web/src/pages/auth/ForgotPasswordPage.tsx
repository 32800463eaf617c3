import { ui } from '../../app/messages';
import { ForgotPasswordForm } from '../../modules/auth/ForgotPasswordForm';
import { AuthLayout } from '../../ui/AuthLayout';

/** /forgot-password */
export function ForgotPasswordPage() {
  return (
    <AuthLayout title={ui.forgotTitle} subtitle={ui.forgotSubtitle}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
