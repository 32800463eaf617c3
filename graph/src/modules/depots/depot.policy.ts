import type { FilterQuery } from '@mikro-orm/core';
import type { Actor } from '../../core/auth/actor';
import { requireStaff, tenantWhere } from '../../core/tenancy';
import type { Depot } from './depot.entity';

/** Roles that see every depot of their tenant (spec 6). Everyone else sees only the depot it belongs to. */
export const TENANT_WIDE_ROLES = ['SuperAdmin', 'TenantAdmin'];

/**
 * The depots the actor may see: its tenant's (all of them for SuperAdmin), narrowed to its own depot for
 * DepotManager and the other roles. Combine with `$and`, never by spreading, so it cannot be overridden.
 */
export function depotScope(actor: Actor): FilterQuery<Depot> {
  const staff = requireStaff(actor);
  const where = tenantWhere(staff);
  if (TENANT_WIDE_ROLES.includes(staff.role)) return where;
  return { ...where, id: staff.depotId ?? { $in: [] } };
}
