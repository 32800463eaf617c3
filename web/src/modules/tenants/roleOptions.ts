import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Roles } from '../../app/roles';
import { TenantRolesDocument } from './documents';
import { st } from '../../i18n/staff';

/**
 * The role list a user's role is chosen from (spec 6): the built-in TenantAdmin and DepotManager, then the
 * tenant's own role names. SuperAdmin is offered only to keep a user's current SuperAdmin role.
 */
export function useRoleOptions(tenantId: string | null, current?: string) {
  const { data } = useQuery(TenantRolesDocument, { variables: { tenantId }, skip: !tenantId });
  return useMemo(() => {
    const builtIn: string[] = [Roles.TenantAdmin, Roles.DepotManager];
    if (current === Roles.SuperAdmin) builtIn.unshift(Roles.SuperAdmin);
    const own = (data?.roles ?? []).map((r) => r.roleName).filter((r) => !builtIn.includes(r));
    if (current && !builtIn.includes(current) && !own.includes(current)) own.push(current);
    return [
      { group: st('tenants.builtInRoles'), items: builtIn },
      ...(own.length ? [{ group: st('tenants.tenantRoles'), items: own }] : []),
    ];
  }, [data, current]);
}
