import { feature, need, type ContextOf, type Needed, type Scope } from '../../core/feature';
import type { BookingService } from '../visits/booking.service';
import type { VisitQuestionnaireService } from '../visits/visit-questionnaire.service';
import { LiveReportResolver } from './live-report.resolver';
import { liveReportRoutes } from './live-report.rest';
import { LiveReportService } from './live-report.service';
import { PartnerReportResolver } from './partner-report.resolver';
import { partnerReportRoutes } from './partner-report.rest';
import { PartnerReportService } from './partner-report.service';
import { VisitorReportResolver } from './visitor-report.resolver';
import { visitorReportRoutes } from './visitor-report.rest';
import { VisitorReportService } from './visitor-report.service';

/** Its services and needs, named (its REST rows' type cannot be read from the manifest that lists them). */
export interface ReportsServices {
  partnerReports: PartnerReportService;
  liveReport: LiveReportService;
  visitorReports: VisitorReportService;
}
const needs = {
  bookings: need<BookingService>('visits'),
  visitQuestionnaire: need<VisitQuestionnaireService>('visits'),
};
export type ReportsNeeds = Needed<typeof needs>;

/**
 * Reports (spec 2.4, 7, 9): the partner reports, the live report and the visitors report with its chart. Their xlsx
 * exports are queued by `exports` (above this module), which takes a report's scope and its query and cells from here.
 * The depots the actor may see are `visibleDepot`'s (modules/depots); it needs from `visits` a booked visit's state (the visitors report's
 * rows) and the questionnaire (api/view-visitor-questionnaire).
 */
export const reports = feature<ReportsServices, ReportsNeeds>({
  name: 'reports',
  needs,
  services: {
    partnerReports: (d) => new PartnerReportService(d),
    liveReport: (d) => new LiveReportService(d),
    visitorReports: (d, { bookings }) => new VisitorReportService(d, bookings),
  },
  resolvers: [PartnerReportResolver, LiveReportResolver, VisitorReportResolver],
  routes: [...partnerReportRoutes, ...liveReportRoutes, ...visitorReportRoutes],
});

/** What the feature's resolvers see: its own services and its needs, not the whole registry. */
export type ReportsContext = ContextOf<typeof reports>;
/** What its REST rows see (the scope `feature()` checks them against). */
export type ReportsScope = Scope<ReportsServices & ReportsNeeds>;
