import { feature, type ContextOf, type Scope } from '../../core/feature';
import { Depot } from './depot.entity';
import { DepotResolver } from './depot.resolver';
import { depotRoutes } from './depot.rest';
import { DepotService } from './depot.service';
import { Manager } from './manager.entity';

/** Its services, named (its REST rows' type cannot be read from the manifest that lists them). It needs no feature. */
export interface DepotsServices {
  depots: DepotService;
}

/**
 * Depots (spec 3, 7): a tenant's locations, the depots an actor may see (`findVisible`, the scope most features
 * need) and the kiosk's view of its depot. Its `Manager` entity is the depot's manager rows (`managers` edits them).
 */
export const depots = feature<DepotsServices>({
  name: 'depots',
  services: { depots: (d) => new DepotService(d) },
  entities: [Depot, Manager],
  resolvers: [DepotResolver],
  routes: depotRoutes,
});

/** What the feature's resolver sees: its own service and the request's deps, not the whole registry. */
export type DepotsContext = ContextOf<typeof depots>;
/** What its REST rows see (the scope `feature()` checks them against). */
export type DepotsScope = Scope<DepotsServices>;
