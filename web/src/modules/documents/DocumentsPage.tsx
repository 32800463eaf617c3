import { Stack } from '@mantine/core';
import { useAuth } from '../../app/auth';
import { isTenantAdminOrSuper } from '../../app/roles';
import { DocumentsAttention } from './DocumentsAttention';
import { DocumentTypes } from './DocumentTypes';
import { StaffPage } from '../../ui/StaffPage';
import { useDepotChoice } from '../staff/useDepots';
import { st } from '../../i18n/staff';

/**
 * /documents (issue 38): partners' documents missing, expired or expiring at a depot; a TenantAdmin (a SuperAdmin for
 * the tenant picked) also keeps the tenant's required document types here.
 */
export function DocumentsPage() {
  const { user } = useAuth();
  const admin = isTenantAdminOrSuper(user?.role);
  const { depotId, picker, superAdmin, tenantId } = useDepotChoice();
  return (
    <StaffPage section={st('screens.documents')} title={st('documents.title')} intro={st('documents.intro')}>
      <Stack gap="md">
        {picker}
        <DocumentsAttention depotId={depotId} />
        {admin && (!superAdmin || tenantId) ? <DocumentTypes tenantId={superAdmin ? tenantId : null} /> : null}
      </Stack>
    </StaffPage>
  );
}
