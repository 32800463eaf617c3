/**
 * The module not converted yet (issue 42; one: visits), wrapped as a manifest built from
 * what the central lists named before: their services, entities, resolvers, REST rows and jobs. They declare no
 * needs (their services still build their collaborators with `new`, their transports take the whole registry).
 * Converting a module moves its entry into `modules/<feature>/index.ts` (as kiosk-devices did) and takes it out of
 * here.
 */
import type { Feature } from './core/feature';
import { ReferenceResolutionService } from './modules/visits/reference-resolution.service';
import { VisitCheckInService } from './modules/visits/visit-check-in.service';
import { VisitCheckOutService } from './modules/visits/visit-check-out.service';
import { VisitorViewsService } from './modules/visits/visitor-views.service';
import { BookingService } from './modules/visits/booking.service';
import { ManagerNotificationService } from './modules/visits/manager-notification.service';
import { VisitQuestionnaireService } from './modules/visits/visit-questionnaire.service';
import { AgreementDownloadService } from './modules/visits/agreement-download.service';
import { agreementDownloadRoutes } from './modules/visits/agreement-download.rest';
import { VisitKioskResolver } from './modules/visits/visit-kiosk.resolver';
import { BookedVisitFieldsResolver, BookingResolver } from './modules/visits/booking.resolver';
import { VisitQuestionnaireResolver } from './modules/visits/visit-questionnaire.resolver';
import { visitKioskRoutes } from './modules/visits/visit-kiosk.rest';
import { bookingRoutes } from './modules/visits/booking.rest';
import { handleSignedInConfirmation } from './modules/visits/signed-in-mail.job';
import {
  handleCheckoutNotification,
  handleTemperatureAlert,
  handleVisitBooked,
  handleVisitCancelled,
  handleVisitHostArrival,
  handleVisitNotification,
} from './modules/visits/visit-mail.job';

export const visits: Feature<{
  referenceResolution: ReferenceResolutionService;
  visitCheckIn: VisitCheckInService;
  visitCheckOut: VisitCheckOutService;
  visitorViews: VisitorViewsService;
  bookings: BookingService;
  managerNotifications: ManagerNotificationService;
  visitQuestionnaire: VisitQuestionnaireService;
  agreementDownloads: AgreementDownloadService;
}> = {
  name: 'visits',
  services: {
    referenceResolution: (d) => new ReferenceResolutionService(d),
    visitCheckIn: (d) => new VisitCheckInService(d),
    visitCheckOut: (d) => new VisitCheckOutService(d),
    visitorViews: (d) => new VisitorViewsService(d),
    bookings: (d) => new BookingService(d),
    managerNotifications: (d) => new ManagerNotificationService(d),
    visitQuestionnaire: (d) => new VisitQuestionnaireService(d),
    agreementDownloads: (d) => new AgreementDownloadService(d),
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
};
