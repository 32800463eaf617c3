import { Stack } from '@mantine/core';
import { ApiKeyForm } from './ApiKeyForm';
import { ApiKeyList } from './ApiKeyList';
import { StaffPage } from '../../ui/StaffPage';
import { useTenantChoice } from '../tenants/useTenantChoice';
import { st } from '../../i18n/staff';

/** /api-keys (issue 26): a TenantAdmin's own tenant; a SuperAdmin picks one (or comes from its details). */
export function ApiKeysPage() {
  const { tenantId, picker } = useTenantChoice();
  return (
    <StaffPage section={st('screens.manageTenant')} title={st('apiKeys.title')} intro={st('apiKeys.intro')}>
      <Stack gap="md">
        {picker}
        {tenantId ? <ApiKeyForm key={`form-${tenantId}`} tenantId={tenantId} /> : null}
        {tenantId ? <ApiKeyList key={`list-${tenantId}`} tenantId={tenantId} /> : null}
      </Stack>
    </StaffPage>
  );
}
