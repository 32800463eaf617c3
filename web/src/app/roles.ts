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

/** Which roles a staff route admits (the others are redirected, app/guards.tsx). */
export type Guard = 'staff' | 'superAdmin' | 'tenantAdmin' | 'tenantDetails' | 'shiftsAndRoles' | 'presence';

/** The roles each guard admits (a screen's tab shows to the same roles, app/navigation.ts). */
export const admits: Record<Guard, (role: string) => boolean> = {
  staff: () => true,
  superAdmin: isSuperAdmin, // spec 2.2 / 6
  tenantAdmin: isTenantAdminOrSuper, // admin forms: TenantAdmin and SuperAdmin only
  presence: mayViewPresence, // on site now: DepotManager and above (issue 23)
  tenantDetails: mayOpenTenantDetails, // spec 6 sends other roles to /; a signed-in user stays in the staff area (issue 12)
  shiftsAndRoles: mayManageShiftsAndRoles, // issue 23
};
