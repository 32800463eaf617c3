import { useQuery } from '@apollo/client/react';
import { Select } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth';
import { isSuperAdmin } from '../../app/roles';
import { TenantsShortDocument } from '../staff/documents';
import { st } from '../../i18n/staff';

/**
 * The tenant an admin form works on: a TenantAdmin's own; a SuperAdmin picks one (preselected by `?tenant=`,
 * as the tenant details' buttons link).
 */
export function useTenantChoice() {
  const { user } = useAuth();
  const superAdmin = isSuperAdmin(user?.role);
  const [params, setParams] = useSearchParams();
  const { data, loading } = useQuery(TenantsShortDocument, { skip: !superAdmin, fetchPolicy: 'cache-and-network' });
  const tenants = data?.tenantsShortList ?? [];
  const wanted = params.get('tenant');
  const tenantId = superAdmin ? (tenants.some((t) => t.id === wanted) ? wanted : null) : (user?.tenantId ?? null);
  const setTenantId = (id: string | null) => setParams(id ? { tenant: id } : {}, { replace: true });
  const picker = superAdmin ? (
    <Select
      label={st('tenants.tenant')}
      placeholder={st('tenants.chooseTenant')}
      data={tenants.map((t) => ({ value: t.id, label: t.name }))}
      value={tenantId}
      onChange={setTenantId}
      searchable
      withAsterisk
      allowDeselect={false}
      w={{ base: '100%', sm: 360 }}
      data-testid="tenant-choice"
    />
  ) : null;
  return { superAdmin, tenantId, tenants, loading, picker, noTenants: superAdmin && !!data && tenants.length === 0 };
}
