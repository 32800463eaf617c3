import { useQuery } from '@apollo/client/react';
import { Group, Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAuth } from '../../app/auth';
import { isSuperAdmin } from '../../app/roles';
import { StaffDepotsDocument, TenantsShortDocument } from './documents';
import { st } from '../../i18n/staff';

/**
 * The depots the user may see (a DepotManager: its own) and the one chosen on this screen (the user's own
 * depot, else the first). SuperAdmin works across tenants, so it picks the tenant first.
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
  const { data, loading } = useQuery(StaffDepotsDocument, {
    variables: { tenantId: superAdmin ? tenantId : null },
    skip: superAdmin && !tenantId,
  });
  const depots = data?.depots ?? [];
  const [depotId, setDepotId] = useState<string | null>(null);
  useEffect(() => {
    if (!depots.length || depots.some((d) => d.id === depotId)) return;
    const own = depots.find((d) => d.id === user?.depot?.id);
    setDepotId((own ?? depots[0]).id);
  }, [depotId, depots, user]);
  const depot = depots.find((d) => d.id === depotId) ?? null;
  const choice = {
    depotId,
    depot,
    depots,
    loading,
    setDepotId,
    superAdmin,
    tenants: tenants.data?.tenantsShortList ?? [],
    tenantId,
    setTenantId: (id: string | null) => {
      setTenantId(id);
      setDepotId(null);
    },
  };
  return { ...choice, picker: <DepotSelect choice={choice} /> };
}

type Choice = Omit<ReturnType<typeof useDepotChoice>, 'picker'>;

/** The location dropdown of a staff screen (and, for SuperAdmin, the tenant dropdown before it). */
export function DepotSelect({ choice, testId = 'depot-picker', required }: { choice: Choice; testId?: string; required?: boolean }) {
  return (
    <Group align="end" wrap="wrap">
      {choice.superAdmin ? (
        <Select
          label={st('common.tenant')}
          data={choice.tenants.map((t) => ({ value: t.id, label: t.name }))}
          value={choice.tenantId}
          searchable
          onChange={(v) => choice.setTenantId(v)}
          allowDeselect={false}
          w={260}
          data-testid="tenant-picker"
        />
      ) : null}
      <Select
        label={st('common.location')}
        data={choice.depots.map((d) => ({ value: d.id, label: d.text || d.code }))}
        value={choice.depotId}
        onChange={(v) => v && choice.setDepotId(v)}
        allowDeselect={false}
        withAsterisk={required}
        searchable={choice.depots.length > 6}
        disabled={choice.loading || choice.depots.length < 2}
        w={{ base: '100%', sm: 320 }}
        data-testid={testId}
      />
    </Group>
  );
}
