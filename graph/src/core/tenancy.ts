import type { EntityName, FilterQuery, FindOneOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TENANT_FILTER } from './db/base.entity';
import { badInput, forbidden, notFound, unauthenticated } from './errors';
import { isId } from './validate';
import { isSuperAdmin, isTenantAdmin, refusalOf, type Actor, type StaffActor } from './auth/actor';
import { carryAuditActor } from './audit';

/**
 * Tenancy in depth: the tenant comes from the verified token only. Services name it in every query via
 * tenantWhere(); the ORM filter (enabled per request by scopedEm) is the safety net.
 */
export function requireStaff(actor: Actor): StaffActor {
  if (actor.kind !== 'staff') throw unauthenticated(refusalOf(actor));
  return actor;
}

export function requireRole(actor: Actor, ...roles: string[]): StaffActor {
  const staff = requireStaff(actor);
  if (!roles.includes(staff.role)) throw forbidden();
  return staff;
}

/** `{ tenant: id }` for a tenant's staff, `{}` for SuperAdmin (the only cross-tenant role). */
export function tenantWhere(actor: Actor): { tenant?: string } {
  const staff = requireStaff(actor);
  if (staff.role === 'SuperAdmin') return {};
  if (!staff.tenantId) throw forbidden();
  return { tenant: staff.tenantId };
}

/** The tenant a staff action writes into: its own; SuperAdmin names one explicitly. */
export function actingTenantId(actor: Actor, requested?: string | null): string {
  const staff = requireStaff(actor);
  if (staff.role === 'SuperAdmin') {
    if (!requested) throw notFound('Tenant');
    return requested;
  }
  if (!staff.tenantId) throw forbidden();
  // Another tenant's id answers exactly as a missing one.
  if (requested && requested !== staff.tenantId) throw notFound('Tenant');
  return staff.tenantId;
}

/**
 * The tenant whose sign-in settings an admin changes (single sign-on, two-step): a TenantAdmin's own (a tenant named
 * beside it is not read), the one a SuperAdmin names (none: 400); another role is refused.
 */
export function adminTenantId(actor: Actor, tenantId?: string): string {
  if (actor.kind !== 'staff') throw unauthenticated();
  if (isTenantAdmin(actor) && actor.tenantId) return actor.tenantId;
  if (isSuperAdmin(actor) && tenantId) return tenantId;
  if (isSuperAdmin(actor)) throw badInput('Tenant is required', { tenantId: ['Tenant is required'] });
  throw forbidden();
}

/** An EntityManager fork with the tenant filter on for tenant staff; a staff actor's writes are audited (core/audit.ts) with `ip`. */
export function scopedEm(em: EntityManager, actor: Actor, ip?: string): EntityManager {
  const fork = carryAuditActor(em.fork(), actor, ip);
  if (actor.kind === 'staff' && actor.role !== 'SuperAdmin' && actor.tenantId) {
    fork.setFilterParams(TENANT_FILTER, { tenantId: actor.tenantId });
  }
  return fork;
}

/**
 * One row by id within the actor's scope, or 404: a non-uuid, a missing id and another tenant's id all
 * give the same answer. `scope` is the where-clause of what the actor may see (e.g. tenantWhere(actor)).
 */
export async function findInScope<T extends object, P extends string = never>(
  em: EntityManager,
  entity: EntityName<T>,
  id: unknown,
  scope: FilterQuery<T>,
  label: string,
  options?: FindOneOptions<T, P>,
) {
  if (!isId(id)) throw notFound(label);
  const row = await em.findOne(entity, { $and: [{ id } as FilterQuery<T>, scope] } as FilterQuery<T>, options);
  if (!row) throw notFound(label);
  return row;
}

/** Register a New User and Add Location: TenantAdmin and SuperAdmin only (spec 2.2, 6). */
export const requireUserAdmin = (actor: Actor) => requireRole(actor, 'SuperAdmin', 'TenantAdmin');
