import { feature, type ContextOf, type Scope } from '../../core/feature';
import { RegularHost } from './regular-host.entity';
import { handleRegularVisitorRegistered } from './regular-visitor-registered.job';
import { RegularVisitor } from './regular-visitor.entity';
import { RegularVisitorResolver } from './regular-visitor.resolver';
import { regularVisitorRoutes } from './regular-visitor.rest';
import { RegularVisitorService } from './regular-visitor.service';

/** Its services, named (its REST rows' type cannot be read from the manifest that lists them). */
export interface RegularVisitorsServices {
  regularVisitors: RegularVisitorService;
}

/** Regular visitors (spec 3, 4.2, 7): recurring passes with their hosts; the pass's mail is its job. */
export const regularVisitors = feature<RegularVisitorsServices>({
  name: 'regular-visitors',
  services: { regularVisitors: (d) => new RegularVisitorService(d) },
  entities: [RegularHost, RegularVisitor],
  resolvers: [RegularVisitorResolver],
  routes: regularVisitorRoutes,
  jobs: { 'regular-visitor-registered': handleRegularVisitorRegistered },
});

/** What the feature's resolver sees: its own service, not the whole registry. */
export type RegularVisitorsContext = ContextOf<typeof regularVisitors>;
/** What its REST rows see (the scope `feature()` checks them against). */
export type RegularVisitorsScope = Scope<RegularVisitorsServices>;
