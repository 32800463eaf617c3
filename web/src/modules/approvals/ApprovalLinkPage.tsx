import { useParams } from 'react-router';
import { ApprovalLinkAnswer } from './ApprovalLinkAnswer';
import { AuthLayout } from '../../ui/AuthLayout';
import { st } from '../../i18n/staff';

/** /approval/:id/:token (issue 37): the one-time approve/deny link of an approval e-mail. */
export function ApprovalLinkPage() {
  const { id = '', token = '' } = useParams();
  return (
    <AuthLayout title={st('approvals.linkTitle')}>
      <ApprovalLinkAnswer id={id} token={token} />
    </AuthLayout>
  );
}
