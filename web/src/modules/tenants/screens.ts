// The tenants feature's screens: one lazily loaded chunk (modules/tenants/index.ts names them).
export { AddTenantPage } from './AddTenantPage';
export { ManageDepotPage } from './ManageDepotPage';
export { ManageTenantsPage } from './ManageTenantsPage';
export { ManageUsersPage } from './ManageUsersPage';
export { TenantDetailsPage } from './TenantDetailsPage';
export { TenantsPage } from './TenantsPage';
export { UpdateTenantDetailsPage } from './UpdateTenantDetailsPage';
