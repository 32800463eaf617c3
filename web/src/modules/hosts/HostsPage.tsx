import { useApolloClient } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { useCallback } from 'react';
import { useAuth } from '../../app/auth';
import { isTenantAdminOrSuper } from '../../app/roles';
import { HostDirectory } from './HostDirectory';
import { HostForm } from './HostForm';
import { StaffPage } from '../../ui/StaffPage';
import { useDepotChoice } from '../staff/useDepots';
import { BulkUpload } from '../uploads';
import { st } from '../../i18n/staff';
import { HostsDocument } from './documents';
import { Panel } from '../../ui/Panel';

/**
 * /hosts (issue 39): the tenant's people directory. A TenantAdmin keeps every host (a SuperAdmin picks the tenant), a
 * DepotManager the hosts of their depot; by hand or by an xlsx or CSV upload to the depot chosen (the list read again
 * once it lands). Hosts the identity provider
 * keeps (SCIM) are marked so.
 */
export function HostsPage() {
  const { user } = useAuth();
  const admin = isTenantAdminOrSuper(user?.role);
  const choice = useDepotChoice();
  const tenantId = choice.superAdmin ? choice.tenantId : null;
  const ready = !choice.superAdmin || !!choice.tenantId;
  const depots = admin ? choice.depots.map((d) => ({ id: d.id, code: d.code })) : null;
  const client = useApolloClient();
  const landed = useCallback(() => void client.refetchQueries({ include: [HostsDocument] }), [client]);
  return (
    <StaffPage section={st('screens.hosts')} title={st('hosts.title')} intro={admin ? st('hosts.intro') : st('hosts.introManager')}>
      <Stack gap="md">
        {choice.picker}
        {ready ? (
          <Panel title={st('hosts.addTitle')}>
            <HostForm key={`form-${tenantId}`} tenantId={tenantId} depots={depots} />
          </Panel>
        ) : null}
        {ready ? (
          <HostDirectory
            key={`list-${tenantId}`}
            tenantId={tenantId}
            depots={depots ?? choice.depots.map((d) => ({ id: d.id, code: d.code }))}
          />
        ) : null}
        {ready ? <BulkUpload kind="host" depotId={choice.depotId} onLanded={landed} /> : null}
      </Stack>
    </StaffPage>
  );
}
