import { feature, type ContextOf, type Scope } from '../../core/feature';
import { ManagerResolver } from './manager.resolver';
import { managerRoutes } from './manager.rest';
import { ManagerService } from './manager.service';

/** Its services and needs, named (its REST rows' type cannot be read from the manifest that lists them). */
export interface ManagersServices {
  managers: ManagerService;
}

/** Depot managers (spec 7): the people a depot notifies, managed by its tenant's user admins. */
export const managers = feature<ManagersServices>({
  name: 'managers',
  services: { managers: (d) => new ManagerService(d) },
  resolvers: [ManagerResolver],
  routes: managerRoutes,
});

/** What the feature's resolver sees: its own service, not the whole registry. */
export type ManagersContext = ContextOf<typeof managers>;
/** What its REST rows see (the scope `feature()` checks them against). */
export type ManagersScope = Scope<ManagersServices>;
