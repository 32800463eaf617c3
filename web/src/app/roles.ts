/** Staff roles named by the spec (6). Other roles are plain strings from the role list. */
export const Roles = {
  SuperAdmin: 'SuperAdmin',
  TenantAdmin: 'TenantAdmin',
  DepotManager: 'DepotManager',
} as const;

export type NamedRole = (typeof Roles)[keyof typeof Roles];

export const isSuperAdmin = (role: string | undefined | null) => role === Roles.SuperAdmin;
export const isTenantAdminOrSuper = (role: string | undefined | null) => role === Roles.SuperAdmin || role === Roles.TenantAdmin;
/** DepotManager and above: the named roles of spec 6 (every other role comes from the tenant's role list). */
const isDepotManagerOrAbove = (role: string | undefined | null) =>
  role === Roles.SuperAdmin || role === Roles.TenantAdmin || role === Roles.DepotManager;
export const mayOpenTenantDetails = isDepotManagerOrAbove;
/** Who sees a depot's presence (on site now, starts and ends an evacuation): DepotManager (its own depot) and above (issue 23). */
export const mayViewPresence = isDepotManagerOrAbove;
/**
 * Who manages the tenant's shifts and role names (issue 23): SuperAdmin, TenantAdmin and DepotManager. Other roles
 * (from the role list) have Manage Visits and Reports only (spec 6): they neither see the Shift Details and Role tabs
 * nor open those screens, and the server refuses their changes (403).
 */
export const mayManageShiftsAndRoles = isDepotManagerOrAbove;
