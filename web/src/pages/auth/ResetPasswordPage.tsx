import { useParams } from 'react-router';
import { decodeResetToken } from '../../modules/auth/resetToken';
import { ResetPasswordForm } from '../../modules/auth/ResetPasswordForm';
import { AuthLayout } from '../../ui/AuthLayout';
import { at } from '../../i18n/auth';
import { SignInLanguagePicker } from '../../modules/auth/SignInLanguagePicker';

/** /resetPassword/:b1/:b2/:b3/:username/:email (docs/contracts.md, reset-password link). */
export function ResetPasswordPage() {
  const { b1 = '', b2 = '', b3 = '', username = '', email = '' } = useParams();
  const token = decodeResetToken(b1, b2, b3);
  return (
    <AuthLayout
      below={<SignInLanguagePicker />}
      title={at('login.resetTitle')}
      subtitle={at('login.resetFor', { username: email ? `${username} (${email})` : username })}
    >
      <ResetPasswordForm token={token} username={username} />
    </AuthLayout>
  );
}
