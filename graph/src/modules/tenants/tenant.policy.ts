import type { Actor } from '../../core/auth/actor';
import { requireRole, tenantWhere } from '../../core/tenancy';

/** Add and list tenants, remove a tenant: SuperAdmin only (spec 2.2, 6). */
export const requireSuperAdmin = (actor: Actor) => requireRole(actor, 'SuperAdmin');

/** Edit tenant details: SuperAdmin any, TenantAdmin its own. */
export const requireTenantEditor = (actor: Actor) => requireRole(actor, 'SuperAdmin', 'TenantAdmin');

/** Tenant details: SuperAdmin, TenantAdmin and DepotManager; other roles may not open them (spec 6). */
export const requireTenantViewer = (actor: Actor) => requireRole(actor, 'SuperAdmin', 'TenantAdmin', 'DepotManager');

/**
 * Add, edit and remove the tenant's shifts and role names (issue 23): SuperAdmin, TenantAdmin and DepotManager. Other
 * roles (spec 6: Manage Visits and Reports only) may still list them (a partner's shift and role are shown everywhere).
 */
export const requireShiftAndRoleEditor = (actor: Actor) => requireRole(actor, 'SuperAdmin', 'TenantAdmin', 'DepotManager');

/** The tenant table has no tenant column: `{ id: own }` for a tenant's staff, `{}` for SuperAdmin. */
export function ownTenantWhere(actor: Actor): { id?: string } {
  const { tenant } = tenantWhere(actor);
  return tenant ? { id: tenant } : {};
}
