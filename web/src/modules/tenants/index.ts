import type { FeatureManifest, StaffRoute } from '../../app/features';
import type { Guard } from '../../app/guards';
import { lazyRetry } from '../../app/lazyRetry';
import type * as Screens from './screens';
import { paths, tenantDetailsPath } from '../../app/paths';
import { isSuperAdmin, mayOpenTenantDetails } from '../../app/roles';

/** A screen of the feature, loaded with its route: all of them in one chunk (./screens.ts). */
const screen = (name: keyof typeof Screens) => lazyRetry(() => import('./screens').then((m) => m[name]));

/** A screen of the side menu's Manage Tenant. */
const tenantScreen = (path: string, guard: Guard, name: keyof typeof Screens): StaffRoute => ({
  path,
  guard,
  screen: screen(name),
  section: 'manage-tenant',
});

/**
 * The tenants feature's manifest (app/features.ts): the tenants (SuperAdmin), a tenant's details, users and depots,
 * and the side menu's Manage Tenant: the tenant list for SuperAdmin, the user's own tenant for TenantAdmin and
 * DepotManager (none without one).
 */
export const tenants: FeatureManifest = {
  name: 'tenants',
  staffRoutes: [
    tenantScreen(paths.tenants, 'superAdmin', 'TenantsPage'),
    tenantScreen(paths.addTenant, 'superAdmin', 'AddTenantPage'),
    tenantScreen(paths.manageTenants, 'superAdmin', 'ManageTenantsPage'),
    tenantScreen(paths.tenantDetails, 'tenantDetails', 'TenantDetailsPage'),
    tenantScreen(paths.updateTenantDetails, 'tenantAdmin', 'UpdateTenantDetailsPage'),
    tenantScreen(paths.manageUsers, 'tenantAdmin', 'ManageUsersPage'),
    tenantScreen(paths.manageDepot, 'tenantAdmin', 'ManageDepotPage'),
  ],
  menu: [
    {
      slug: 'manage-tenant',
      label: 'screens.manageTenant',
      to: (user) => (isSuperAdmin(user.role) ? paths.tenants : user.tenantId ? tenantDetailsPath(user.tenantId) : null),
      shows: mayOpenTenantDetails,
    },
  ],
  tabs: [
    { bar: 'tenantAdmin', at: 1, slug: 'add-tenant', label: 'screens.addTenant', to: paths.addTenant },
    { bar: 'tenantAdmin', at: 2, slug: 'view-tenants', label: 'screens.viewTenants', to: paths.tenants },
  ],
  words: ['tenants'],
};
