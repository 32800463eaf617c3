import { Stack } from '@mantine/core';
import { DataSubjectPanel } from './DataSubjectPanel';
import { RetentionSetting } from './RetentionSetting';
import { StaffPage } from '../../ui/StaffPage';
import { useTenantChoice } from '../tenants/useTenantChoice';
import { st } from '../../i18n/staff';

/** /data-retention (issue 25): a TenantAdmin's own tenant; a SuperAdmin picks one (or comes from its details). */
export function DataRetentionPage() {
  const { tenantId, picker } = useTenantChoice();
  return (
    <StaffPage section={st('screens.manageTenant')} title={st('retention.title')} intro={st('retention.intro')}>
      <Stack gap="md">
        {picker}
        {tenantId ? <RetentionSetting key={`setting-${tenantId}`} tenantId={tenantId} /> : null}
        {tenantId ? <DataSubjectPanel key={`subject-${tenantId}`} tenantId={tenantId} /> : null}
      </Stack>
    </StaffPage>
  );
}
