import { useQuery } from '@apollo/client/react';
import { Group, Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAuth } from '../../app/auth';
import { isSuperAdmin } from '../../app/roles';
import { StaffDepotsDocument, TenantsShortDocument } from './documents';

/**
 * The depots the user may see (a DepotManager: its own) and the one chosen on this screen (the first by
 * default). SuperAdmin works across tenants, so it picks the tenant first.
 */
export function useDepotChoice() {
  const { user } = useAuth();
  const superAdmin = isSuperAdmin(user?.role);
  const tenants = useQuery(TenantsShortDocument, { skip: !superAdmin });
  const [tenantId, setTenantId] = useState<string | null>(null);
  useEffect(() => {
    const first = tenants.data?.tenantsShortList[0]?.id;
    if (superAdmin && !tenantId && first) setTenantId(first);
  }, [superAdmin, tenantId, tenants.data]);
  const { data, loading } = useQuery(StaffDepotsDocument, { variables: { tenantId: superAdmin ? tenantId : null }, skip: superAdmin && !tenantId });
  const depots = data?.depots ?? [];
  const [depotId, setDepotId] = useState<string | null>(null);
  useEffect(() => {
    if (depots.length && !depots.some((d) => d.id === depotId)) setDepotId(depots[0].id);
  }, [depotId, depots]);
  const depot = depots.find((d) => d.id === depotId) ?? null;
  const picker = (
    <Group align="end" wrap="wrap">
      {superAdmin ? (
        <Select label="Tenant" data={(tenants.data?.tenantsShortList ?? []).map((t) => ({ value: t.id, label: t.name }))} value={tenantId} searchable
          onChange={(v) => { setTenantId(v); setDepotId(null); }} allowDeselect={false} w={260} data-testid="tenant-picker" />
      ) : null}
      <Select label="Location" data={depots.map((d) => ({ value: d.id, label: d.text }))} value={depotId} onChange={setDepotId} allowDeselect={false}
        disabled={loading || depots.length < 2} w={320} data-testid="depot-picker" />
    </Group>
  );
  return { depotId, depot, depots, picker, loading };
}
