import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/auth/actor';
import { findInScope, requireStaff, tenantWhere } from '../../core/tenancy';
import { Depot } from './depot.entity';

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

/**
 * A depot the actor may see, with its tenant, or 404 'Location' (another tenant's id answers exactly like a missing
 * one): the scope check most features make, a function of the request's EntityManager and actor (no service).
 */
export function visibleDepot(em: EntityManager, actor: Actor, id: string): Promise<Depot> {
  return findInScope(em, Depot, id, depotScope(actor), 'Location', { populate: ['tenant'] });
}
