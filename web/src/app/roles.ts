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
/** Who sees a depot's presence (on site now): DepotManager (its own depot) and above (issue 23). */
export const mayViewPresence = (role: string | undefined | null) =>
  role === Roles.SuperAdmin || role === Roles.TenantAdmin || role === Roles.DepotManager;
