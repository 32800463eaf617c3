/**
 * The modules not converted yet (issue 42; two: auth, visits), each wrapped as a manifest built from
 * what the central lists named before: their services, entities, resolvers, REST rows and jobs. They declare no
 * needs (their services still build their collaborators with `new`, their transports take the whole registry).
 * Converting a module moves its entry into `modules/<feature>/index.ts` (as kiosk-devices did) and takes it out of
 * here.
 */
import type { Feature } from './core/feature';
import { AuthService } from './modules/auth/auth.service';
import { OidcService } from './modules/auth/oidc.service';
import { TotpService } from './modules/auth/totp.service';
import { RecoveryCode } from './modules/auth/recovery-code.entity';
import { OidcSignIn } from './modules/auth/oidc-sign-in.entity';
import { SignInResolver } from './modules/auth/sign-in.resolver';
import { AccountResolver } from './modules/auth/account.resolver';
import { accountRoutes } from './modules/auth/account.rest';
import { handlePasswordReset } from './modules/auth/password-reset.job';
import { handleAccountConfirmation } from './modules/auth/account-confirmation.job';
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

export const auth: Feature<{ auth: AuthService; oidc: OidcService; totp: TotpService }> = {
  name: 'auth',
  services: { auth: (d) => new AuthService(d), oidc: (d) => new OidcService(d), totp: (d) => new TotpService(d) },
  entities: [RecoveryCode, OidcSignIn],
  resolvers: [SignInResolver, AccountResolver],
  routes: accountRoutes,
  jobs: { 'password-reset': handlePasswordReset, 'account-confirmation': handleAccountConfirmation },
};

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
