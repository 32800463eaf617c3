import { ForgotPasswordForm } from '../../modules/auth/ForgotPasswordForm';
import { AuthLayout } from '../../ui/AuthLayout';
import { at } from '../../i18n/auth';
import { SignInLanguagePicker } from '../../modules/auth/SignInLanguagePicker';

/** /forgot-password */
export function ForgotPasswordPage() {
  return (
    <AuthLayout below={<SignInLanguagePicker />} title={at('login.forgotTitle')} subtitle={at('login.forgotSubtitle')}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
