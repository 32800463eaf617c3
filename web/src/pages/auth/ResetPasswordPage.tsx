import { useParams } from 'react-router';
import { ui } from '../../app/messages';
import { decodeResetToken } from '../../modules/auth/resetToken';
import { ResetPasswordForm } from '../../modules/auth/ResetPasswordForm';
import { AuthLayout } from '../../ui/AuthLayout';

/** /resetPassword/:b1/:b2/:b3/:username/:email (docs/contracts.md, reset-password link). */
export function ResetPasswordPage() {
  const { b1 = '', b2 = '', b3 = '', username = '', email = '' } = useParams();
  const token = decodeResetToken(b1, b2, b3);
  return (
    <AuthLayout title={ui.resetTitle} subtitle={ui.resetFor(email ? `${username} (${email})` : username)}>
      <ResetPasswordForm token={token} username={username} />
    </AuthLayout>
  );
}
