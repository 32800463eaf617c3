import { Stack } from '@mantine/core';
import { WebhookForm } from './WebhookForm';
import { WebhookList } from './WebhookList';
import { StaffPage } from '../../ui/StaffPage';
import { useTenantChoice } from '../tenants/useTenantChoice';
import { st } from '../../i18n/staff';

/** /webhooks (issue 26): a TenantAdmin's own tenant; a SuperAdmin picks one (or comes from its details). */
export function WebhooksPage() {
  const { tenantId, picker } = useTenantChoice();
  return (
    <StaffPage section={st('screens.manageTenant')} title={st('webhooks.title')} intro={st('webhooks.intro')}>
      <Stack gap="md">
        {picker}
        {tenantId ? <WebhookForm key={`form-${tenantId}`} tenantId={tenantId} /> : null}
        {tenantId ? <WebhookList key={`list-${tenantId}`} tenantId={tenantId} /> : null}
      </Stack>
    </StaffPage>
  );
}
