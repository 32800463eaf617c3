import { Stack } from '@mantine/core';
import { reasonUi, screenNames } from '../../../app/messages';
import { VisitReasons } from '../../../modules/reasons/VisitReasons';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { useTenantChoice } from '../../../modules/tenants/useTenantChoice';

/** /visit-reasons (issue 23): a TenantAdmin's own tenant; a SuperAdmin picks one (or comes from its details). */
export function VisitReasonsPage() {
  const { tenantId, picker } = useTenantChoice();
  return (
    <StaffPage section={screenNames.manageTenant} title={reasonUi.title} intro={reasonUi.intro}>
      <Stack gap="md">
        {picker}
        <VisitReasons key={tenantId ?? 'none'} tenantId={tenantId} />
      </Stack>
    </StaffPage>
  );
}
