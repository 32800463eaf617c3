import type { Actor } from '../../core/auth/actor';
import { requireRole, tenantWhere } from '../../core/tenancy';

/** Add and list tenants, remove a tenant: SuperAdmin only (spec 2.2, 6). */
export const requireSuperAdmin = (actor: Actor) => requireRole(actor, 'SuperAdmin');

/** Edit tenant details: SuperAdmin any, TenantAdmin its own. */
export const requireTenantEditor = (actor: Actor) => requireRole(actor, 'SuperAdmin', 'TenantAdmin');

/** Tenant details: SuperAdmin, TenantAdmin and DepotManager; other roles may not open them (spec 6). */
export const requireTenantViewer = (actor: Actor) => requireRole(actor, 'SuperAdmin', 'TenantAdmin', 'DepotManager');

/** The tenant table has no tenant column: `{ id: own }` for a tenant's staff, `{}` for SuperAdmin. */
export function ownTenantWhere(actor: Actor): { id?: string } {
  const { tenant } = tenantWhere(actor);
  return tenant ? { id: tenant } : {};
}
