/** Staff roles named by the spec (6). Other roles are plain strings from the role list. */
export const Roles = {
  SuperAdmin: 'SuperAdmin',
  TenantAdmin: 'TenantAdmin',
  DepotManager: 'DepotManager',
} as const;

export type NamedRole = (typeof Roles)[keyof typeof Roles];

export const isSuperAdmin = (role: string | undefined | null) => role === Roles.SuperAdmin;
export const isTenantAdminOrSuper = (role: string | undefined | null) => role === Roles.SuperAdmin || role === Roles.TenantAdmin;
export const mayOpenTenantDetails = (role: string | undefined | null) =>
  role === Roles.SuperAdmin || role === Roles.TenantAdmin || role === Roles.DepotManager;
/**
 * Who manages the tenant's shifts and role names (issue 23): SuperAdmin, TenantAdmin and DepotManager. Other roles
 * (from the role list) have Manage Visits and Reports only (spec 6): they neither see the Shift Details and Role tabs
 * nor open those screens, and the server refuses their changes (403).
 */
export const mayManageShiftsAndRoles = (role: string | undefined | null) =>
  role === Roles.SuperAdmin || role === Roles.TenantAdmin || role === Roles.DepotManager;
