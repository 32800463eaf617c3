import { feature, type ContextOf } from '../../core/feature';
import { VisitReason } from './visit-reason.entity';
import { VisitReasonResolver } from './visit-reason.resolver';
import { VisitReasonService } from './visit-reason.service';

/** Visit reasons: the tenant's list of reasons a visitor may give, offered by the kiosk. It needs no other feature. */
export const reasons = feature({
  name: 'reasons',
  services: { visitReasons: (d) => new VisitReasonService(d) },
  entities: [VisitReason],
  resolvers: [VisitReasonResolver],
});

/** What the feature's resolver sees: its own service and the request's deps, not the whole registry. */
export type ReasonsContext = ContextOf<typeof reasons>;
