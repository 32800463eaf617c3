import { Stack } from '@mantine/core';
import { VisitReasons } from './VisitReasons';
import { StaffPage } from '../../ui/StaffPage';
import { useTenantChoice } from '../tenants/useTenantChoice';
import { st } from '../../i18n/staff';

/** /visit-reasons (issue 23): a TenantAdmin's own tenant; a SuperAdmin picks one (or comes from its details). */
export function VisitReasonsPage() {
  const { tenantId, picker } = useTenantChoice();
  return (
    <StaffPage section={st('screens.manageTenant')} title={st('reasons.title')} intro={st('reasons.intro')}>
      <Stack gap="md">
        {picker}
        <VisitReasons key={tenantId ?? 'none'} tenantId={tenantId} />
      </Stack>
    </StaffPage>
  );
}
