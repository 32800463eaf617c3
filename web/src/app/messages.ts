/**
 * Every user-facing text of the web app lives here. The catalogue texts (spec section 8) are not
 * copied: they come from the one module the server answers with too (graph/src/contracts/messages.ts),
 * grouped here the way the screens use them. UI labels (buttons, headings, field labels) follow.
 */
import { PASSWORD_MIN_LENGTH, required } from '@contracts/messages';
import { live } from '../i18n/catalogue';
import { Messages } from '../i18n/serverMessages';
import { shellWords } from './shellWords';
/** Spec 8.1: transport errors, shown as toasts (or on the login page for an expired session). */
export const transportMessages = live(() => ({
  network: Messages.networkError,
  sessionExpired: Messages.sessionExpired,
  notFound: Messages.notFound,
  serverError: Messages.serverError,
}));

/** Spec 8.2: kiosk modal texts. */
export const kioskModalMessages = live(() => ({
  temperatureOutOfLimits: Messages.temperatureOutOfRange,
  alreadySignedInSignOut: Messages.alreadySignedInSignOut,
  alreadySignedInForDay: Messages.alreadySignedInForDay,
  alreadySignedOutSignIn: Messages.alreadySignedOutSignIn,
  signedInAtAnotherDepot: Messages.signedInAtAnotherDepot,
  noVisitorForBadge: Messages.noVisitorForBadge,
  shiftNotStarted: Messages.shiftNotStarted,
}));

/** Spec 8.3: error toasts and messages. */
export const errorMessages = live(() => ({
  referenceAlreadyUsedLeadingSpace: Messages.referenceAlreadyUsedToast,
  referenceAlreadyUsed: Messages.referenceAlreadyUsed,
  wrongReference: Messages.wrongReference,
  invalidReference: Messages.invalidReference,
  resetPasswordFailed: Messages.errorResettingPassword,
}));

/** Spec 8.3: info messages. */
export const infoMessages = live(() => ({
  batchNumberNotInUse: Messages.batchNotInUse,
  noMeetingScheduled: Messages.noMeetingScheduled,
  noVisitorsForDates: Messages.noVisitorsForDates,
  noVisitorsYet: Messages.noVisitorsYet,
  noPlannedVisitorsToday: Messages.noPlannedVisitorsToday,
  noVisitorsClockedIn: Messages.noVisitorsClockedIn,
  noPartnersClockedIn: Messages.noPartnersClockedIn,
  noClockedInFor: Messages.noClockedInFor,
  noPartnersClockedInToday: Messages.noPartnersToday,
  noAttendees: Messages.noAttendees,
  visitorNotCheckedIn: Messages.visitorNotCheckedIn,
}));

/** Spec 8.3: success messages. */
export const successMessages = live(() => ({
  meetingCanceled: Messages.meetingCanceled,
  visitorCheckedOut: Messages.visitorCheckedOut,
  exportReady: Messages.exportReady,
  locationUpdated: Messages.locationUpdated,
  regularVisitorBooked: Messages.regularVisitorBooked,
  visitorBooked: Messages.visitorBooked,
  repRegistered: Messages.repRegistered,
  checkEmail: Messages.checkEmail,
  pleaseLogin: Messages.loginNow,
  fileUploaded: Messages.fileUploaded,
  fileUploadedBang: Messages.fileUploadedPage,
  badgeAdded: Messages.badgeAdded,
  tenantAdded: Messages.tenantAdded,
  confirmationEmailSent: Messages.confirmationEmailSent,
  managerUpdated: Messages.managerUpdated,
  managerDeleted: Messages.managerDeleted,
  partnerSaved: Messages.partnerSaved,
  partnerUpdated: Messages.partnerUpdated,
  partnerDeleted: Messages.partnerDeleted,
  regularVisitorUpdated: Messages.regularVisitorUpdated,
  hostUpdated: Messages.hostUpdated,
  regularVisitorDeleted: Messages.regularVisitorDeleted,
  shiftAdded: Messages.shiftAdded,
  shiftUpdated: Messages.shiftUpdated,
  shiftDeleted: Messages.shiftDeleted,
  roleAdded: Messages.roleAdded,
  roleUpdated: Messages.roleUpdated,
  roleDeleted: Messages.roleDeleted,
}));

/** Spec 8.3: validation messages. */
export const validationMessages = live(() => ({
  emailsDoNotMatch: Messages.emailsDoNotMatch,
  passwordsDoNotMatch: Messages.passwordsDoNotMatch,
  /** Not in the catalogue: the "required" text of a field, by its label (the server's own helper). */
  required,
}));

/** Spec 8.3: delete confirmations. */
export const deleteConfirmations = live(() => ({
  manager: Messages.removeManager,
  representative: Messages.removeRepresentative,
  regularVisitor: Messages.removeRegularVisitor,
  partner: Messages.removePartner,
}));

/** Staff administration (issue 8): the server's answers the screens show as they are. */
export const adminMessages = live(() => ({
  userDisabled: Messages.userDisabled,
  userEnabled: Messages.userEnabled,
  passwordResetSent: Messages.passwordResetSent,
  confirmTenantName: Messages.confirmTenantName,
  tenantArchived: Messages.tenantArchived,
  tenantRestored: Messages.tenantRestored,
}));

/** The public pages' words (app/shellWords.ts) and the password rules the sign-in and account pages show. */
export const ui = {
  ...shellWords,
  passwordRule: Messages.passwordRule(PASSWORD_MIN_LENGTH),
  passwordTooShort: Messages.passwordTooShort(PASSWORD_MIN_LENGTH),
  passwordMinLength: PASSWORD_MIN_LENGTH,
  resetLinkInvalid: Messages.resetLinkInvalid,
  passwordChanged: Messages.passwordChanged,
} as const;
