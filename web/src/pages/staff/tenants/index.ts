// The tenant administration screens (issue 8): loaded lazily with the rest of the staff area.
export { AddTenantPage } from './AddTenantPage';
export { ManageDepotPage } from './ManageDepotPage';
export { ManageTenantsPage } from './ManageTenantsPage';
export { ManageUsersPage } from './ManageUsersPage';
export { TenantDetailsPage } from './TenantDetailsPage';
export { TenantsPage } from './TenantsPage';
export { UpdateTenantDetailsPage } from './UpdateTenantDetailsPage';
export { VisitReasonsPage } from './VisitReasonsPage';
export { KioskTextsPage } from './KioskTextsPage';
export { DataRetentionPage } from './DataRetentionPage';
export { ApiKeysPage } from './ApiKeysPage';
export { WebhooksPage } from './WebhooksPage';
