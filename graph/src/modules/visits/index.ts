import { feature, need, type ContextOf, type Needed, type Scope } from '../../core/feature';
import type { AgreementsService } from '../agreements/agreements.service';
import type { AttendanceService } from '../attendance/attendance.service';
import type { DepotService } from '../depots/depot.service';
import type { KioskEntryService } from '../kiosk-entries/kiosk-entry.service';
import type { VisitReasonService } from '../reasons/visit-reason.service';
import type { RegularVisitorService } from '../regular-visitors/regular-visitor.service';
import type { HostService } from '../hosts/host.service';
import { AgreementDownloadService } from './agreement-download.service';
import { agreementDownloadRoutes } from './agreement-download.rest';
import { BookedVisitFieldsResolver, BookingResolver } from './booking.resolver';
import { bookingRoutes } from './booking.rest';
import { BookingService } from './booking.service';
import { ManagerNotificationService } from './manager-notification.service';
import { ReferenceResolutionService } from './reference-resolution.service';
import { handleSignedInConfirmation } from './signed-in-mail.job';
import { VisitCheckInService } from './visit-check-in.service';
import { VisitCheckOutService } from './visit-check-out.service';
import { VisitKioskResolver } from './visit-kiosk.resolver';
import { visitKioskRoutes } from './visit-kiosk.rest';
import {
  handleCheckoutNotification,
  handleTemperatureAlert,
  handleVisitBooked,
  handleVisitCancelled,
  handleVisitHostArrival,
  handleVisitNotification,
} from './visit-mail.job';
import { VisitQuestionnaireResolver } from './visit-questionnaire.resolver';
import { VisitQuestionnaireService } from './visit-questionnaire.service';
import { VisitorViewsService } from './visitor-views.service';

/** Its services and needs, named (its REST rows' type cannot be read from the manifest that lists them). */
export interface VisitsServices {
  referenceResolution: ReferenceResolutionService;
  visitCheckIn: VisitCheckInService;
  visitCheckOut: VisitCheckOutService;
  visitorViews: VisitorViewsService;
  bookings: BookingService;
  managerNotifications: ManagerNotificationService;
  visitQuestionnaire: VisitQuestionnaireService;
  agreementDownloads: AgreementDownloadService;
}
const needs = {
  depots: need<DepotService>('depots'),
  attendance: need<AttendanceService>('attendance'),
  kioskEntries: need<KioskEntryService>('kiosk-entries'),
  agreements: need<AgreementsService>('agreements'),
  visitReasons: need<VisitReasonService>('reasons'),
  regularVisitors: need<RegularVisitorService>('regular-visitors'),
  hosts: need<HostService>('hosts'),
};
export type VisitsNeeds = Needed<typeof needs>;

/**
 * Visits (spec 3, 4, 7): the kiosk's visitor paths (a reference resolved, check-in, walk-in, check-out, the signature),
 * staff bookings and their e-mails (with the pre-arrival link and the calendar invitation), the visit's questionnaire
 * and its signed agreement as a PDF, the managers' sign-in notices. It needs `depots` (the kiosk's depot, the depots an
 * actor may see), `attendance` (opening and closing an attendance), `kiosk-entries` (a kiosk write made once by its
 * entry id), `agreements` (the rules' versions accepted), `reasons` (the visit reasons offered) and
 * `regular-visitors` (a booking that registers a regular visitor, REST) and `hosts` (the people directory the walk-in
 * form offers, issue 39).
 */
export const visits = feature<VisitsServices, VisitsNeeds>({
  name: 'visits',
  needs,
  services: {
    referenceResolution: (d, { depots, agreements }) => new ReferenceResolutionService(d, depots, agreements),
    visitCheckIn: (d, { attendance, depots, kioskEntries, agreements, hosts }) =>
      new VisitCheckInService(d, attendance, depots, kioskEntries, agreements, hosts),
    visitCheckOut: (d, { attendance, depots, kioskEntries }) => new VisitCheckOutService(d, attendance, depots, kioskEntries),
    visitorViews: (d, { depots, visitReasons, hosts }) => new VisitorViewsService(d, depots, visitReasons, hosts),
    bookings: (d, { depots }) => new BookingService(d, depots),
    managerNotifications: (d, { depots }) => new ManagerNotificationService(d, depots),
    visitQuestionnaire: (d, { agreements }) => new VisitQuestionnaireService(d, agreements),
    agreementDownloads: (d, { agreements }) => new AgreementDownloadService(d, agreements),
  },
  resolvers: [VisitKioskResolver, BookingResolver, BookedVisitFieldsResolver, VisitQuestionnaireResolver],
  routes: [...visitKioskRoutes, ...bookingRoutes, ...agreementDownloadRoutes],
  jobs: {
    'visit-booked': handleVisitBooked,
    'visit-cancelled': handleVisitCancelled,
    'visit-notification': handleVisitNotification,
    'visitor-checkout-notification': handleCheckoutNotification,
    'temperature-alert': handleTemperatureAlert,
    'visit-host-arrival': handleVisitHostArrival,
    'signed-in-confirmation': handleSignedInConfirmation,
  },
});

/** What the feature's resolvers see: its own services and its needs, not the whole registry. */
export type VisitsContext = ContextOf<typeof visits>;
/** What its REST rows see (the scope `feature()` checks them against). */
export type VisitsScope = Scope<VisitsServices & VisitsNeeds>;
