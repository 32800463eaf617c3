import { feature, need, type ContextOf } from '../../core/feature';
import type { AgreementsService } from '../agreements/agreements.service';
import { PreArrival, PreArrivalLink } from './pre-arrival.entity';
import { PreArrivalResolver } from './pre-arrival.resolver';
import { PreArrivalService } from './pre-arrival.service';

/**
 * A visitor who arrives ready (issue 38): the booking e-mail (visits' 'visit-booked' job, which sits above this
 * module and calls `issuePreArrivalLink`) links to a public page where the planned visitor confirms the booking's
 * details, types the car registration, accepts the tenant's rules (the version recorded) and signs when asked; the
 * kiosk's check-in by reference (visits' VisitCheckInService, `preArrivalOf`) then uses it and asks none of it again.
 */
export const preArrival = feature({
  name: 'pre-arrival',
  needs: { agreements: need<AgreementsService>('agreements') },
  services: { preArrival: (d, { agreements }) => new PreArrivalService(d, agreements) },
  entities: [PreArrival, PreArrivalLink],
  resolvers: [PreArrivalResolver],
});

/** What the feature's resolver sees: its own service and its need (the agreements'). */
export type PreArrivalContext = ContextOf<typeof preArrival>;
