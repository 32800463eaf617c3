import { Stack } from '@mantine/core';
import { ChannelProviders } from './ChannelProviders';
import { ChannelDeliveries } from './ChannelDeliveries';
import { StaffPage } from '../../ui/StaffPage';
import { useTenantChoice } from '../tenants/useTenantChoice';
import { st } from '../../i18n/staff';

/** /channels (issue 39): a TenantAdmin's providers (SMS, each depot's Teams and Slack) and the delivery log. */
export function ChannelsPage() {
  const { tenantId, picker } = useTenantChoice();
  return (
    <StaffPage section={st('screens.manageTenant')} title={st('channels.title')} intro={st('channels.intro')}>
      <Stack gap="md">
        {picker}
        {tenantId ? <ChannelProviders key={`p-${tenantId}`} tenantId={tenantId} /> : null}
        {tenantId ? <ChannelDeliveries key={`l-${tenantId}`} tenantId={tenantId} /> : null}
      </Stack>
    </StaffPage>
  );
}
