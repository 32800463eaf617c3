import { feature, need, type ContextOf, type Scope } from '../../core/feature';
import type { DepotService } from '../depots/depot.service';
import type { UserService } from '../users/user.service';
import { RepresentativeResolver } from './representative.resolver';
import { representativeRoutes } from './representative.rest';
import { RepresentativeService } from './representative.service';
import { TenantResolver } from './tenant.resolver';
import { tenantRoutes } from './tenant.rest';
import { TenantService } from './tenant.service';

/** Its services and needs, named (its REST rows' type cannot be read from the manifest that lists them). */
export interface TenantAdminServices {
  tenants: TenantService;
  representatives: RepresentativeService;
}
export interface TenantAdminNeeds {
  users: UserService;
  depots: DepotService;
}

/** Tenant administration (spec 2.2, 6, 7): tenants, their details and first run, and their representatives. */
export const tenantAdmin = feature<TenantAdminServices, TenantAdminNeeds>({
  name: 'tenant-admin',
  needs: { users: need<UserService>('users'), depots: need<DepotService>('depots') },
  services: {
    tenants: (d, { depots }) => new TenantService(d, depots),
    representatives: (d, { users }) => new RepresentativeService(d, users),
  },
  resolvers: [TenantResolver, RepresentativeResolver],
  routes: [...tenantRoutes, ...representativeRoutes],
});

/** What the feature's resolvers see: its own services and its needs (users, depots), not the whole registry. */
export type TenantAdminContext = ContextOf<typeof tenantAdmin>;
/** What its REST rows see (the scope `feature()` checks them against). */
export type TenantAdminScope = Scope<TenantAdminServices & TenantAdminNeeds>;
