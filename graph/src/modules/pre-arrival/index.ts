import { feature, need, type ContextOf } from '../../core/feature';
import type { AgreementsService } from '../agreements/agreements.service';
import type { VisitorInductionsService } from '../inductions/visitor-inductions.service';
import type { VisitorDocumentService } from '../documents/visitor-document.service';
import { PreArrival, PreArrivalLink } from './pre-arrival.entity';
import { PreArrivalResolver } from './pre-arrival.resolver';
import { PreArrivalService } from './pre-arrival.service';
import { preArrivalRoutes } from './pre-arrival.rest';

/**
 * A visitor who arrives ready (issue 38): the booking e-mail (visits' 'visit-booked' job, which sits above this
 * module and calls `issuePreArrivalLink`) links to a public page where the planned visitor confirms the booking's
 * details, types the car registration, accepts the tenant's rules (the version recorded) and signs when asked; the
 * kiosk's check-in by reference (visits' VisitCheckInService, `preArrivalOf`) then uses it and asks none of it again.
 * The visitor also takes the induction courses the visit needs (graded and recorded by the inductions' visitor service,
 * so the kiosk finds the pass) and uploads the documents the tenant asks of the visit (the documents' visitor service;
 * POST api/pre-arrival-document, multipart, by the link's token).
 */
export const preArrival = feature<
  { preArrival: PreArrivalService },
  { agreements: AgreementsService; visitorInductions: VisitorInductionsService; visitorDocuments: VisitorDocumentService }
>({
  name: 'pre-arrival',
  needs: {
    agreements: need<AgreementsService>('agreements'),
    visitorInductions: need<VisitorInductionsService>('inductions'),
    visitorDocuments: need<VisitorDocumentService>('documents'),
  },
  services: {
    preArrival: (d, { agreements, visitorInductions, visitorDocuments }) =>
      new PreArrivalService(d, agreements, visitorInductions, visitorDocuments),
  },
  entities: [PreArrival, PreArrivalLink],
  resolvers: [PreArrivalResolver],
  routes: preArrivalRoutes,
});

/** What the feature's resolver sees: its own service and its need (the agreements'). */
export type PreArrivalContext = ContextOf<typeof preArrival>;
