/**
 * Every user-facing text of the product (spec section 8), in one place. The server's REST and GraphQL
 * answers and the web app's screens import these: change a text here and every surface changes.
 * Plain constants only: this file is imported by the browser bundle too.
 */
/** The shortest password accepted (reset, change, registration); the web says so beside the field. */
export const PASSWORD_MIN_LENGTH = 8;

export const Messages = {
  // 8.1 transport
  networkError: 'Network error - make sure the API is running',
  sessionExpired: 'Your session has expired, please login again!',
  /** An integrator's API key that staff revoked: said so, rather than a session that expired (it has none). */
  apiKeyRevoked: 'This API key has been revoked. Ask an administrator of your organisation for a new key.',
  notFound: 'Resource Not Found - check the terminal for more info',
  serverError: 'Server Error - check the terminal for more info',

  // 8.2 kiosk modals
  temperatureOutOfRange:
    'Your Temperature is outside acceptable limits to enter the Building. Please wait at the reception and contact your Host.',
  alreadySignedInSignOut: 'You have Already Signed In. Do you want to Sign Out?',
  alreadySignedInForDay: 'You have Already Signed In for a Day..',
  alreadySignedOutSignIn: 'You have Already Signed out. Do you want to Sign In?',
  signedInAtAnotherDepot: 'You are already Signed-In at another Depot. Do you want to Sign-Out from there?',
  noVisitorForBadge: 'No Visitor has been assigned with this Badge number Please Check your Badge number.',
  shiftNotStarted: 'Your shift time not yet started. Please Sign in once your time starts.',

  // 8.3 errors
  referenceAlreadyUsedToast: ' Reference Number Already Used',
  referenceAlreadyUsed: 'Reference Number already used',
  wrongReference: 'Wrong Reference Number Entered',
  invalidReference: 'Invalid Reference Number',
  errorResettingPassword: 'Error resetting password',

  // 8.3 info
  batchNotInUse: 'Batch number not in Use.',
  noMeetingScheduled: 'No Meeting Scheduled For Your Reference Number',
  noVisitorsForDates: 'There are no visitors for the given dates',
  noVisitorsYet: 'There are no visitors in the system yet',
  noPlannedVisitorsToday: 'There are not planned visitors for today yet',
  noVisitorsClockedIn: 'No Visitors Clocked-In',
  noPartnersClockedIn: 'No Partners Clocked-In',
  noClockedInFor: (name: string) => `No Clocked-In for ${name}`,
  noPartnersToday: 'No partners have clocked-in today',
  noAttendees: 'No Attendees Available',
  visitorNotCheckedIn: 'Visitor Has Not checked In Yet!',

  // 8.3 success
  meetingCanceled: 'Meeting Canceled.',
  visitorCheckedOut: 'Visitor was checked-out',
  exportReady: 'Please export the file now.',
  locationUpdated: 'Location updated successfully!',
  regularVisitorBooked: 'Regular Visitor Booked Successfully!',
  visitorBooked: 'Visitor Booked Successfully!',
  repRegistered: 'Rep. was successfully registered!',
  checkEmail: 'Please check your email!',
  loginNow: 'Please login now',
  fileUploaded: 'File uploaded Successfully',
  fileUploadedPage: 'File Uploaded Successfully!',
  badgeAdded: 'Badge added successfully!',
  tenantAdded: 'Tenant successfully added!',
  confirmationEmailSent: 'New confirmation email sent!',
  managerUpdated: 'Manager successfully updated!',
  managerDeleted: 'Manager deleted successfully',
  partnerSaved: 'Partner Details Saved Successfully!',
  partnerUpdated: 'Partner successfully updated!',
  partnerDeleted: 'Partner successfully Deleted!',
  regularVisitorUpdated: 'Regular Visitor successfully updated!',
  hostUpdated: 'Host Details successfully updated!',
  regularVisitorDeleted: 'Regular Visitor successfully deleted!',
  shiftAdded: 'Shift added successfully !',
  shiftUpdated: 'Shift successfully updated!',
  shiftDeleted: 'Shift successfully deleted!',
  roleAdded: 'Role added successfully !',
  roleUpdated: 'Role successfully updated!',
  roleDeleted: 'Role successfully deleted!',

  // 8.3 validation and confirmations
  emailsDoNotMatch: 'Emails do not match',
  passwordsDoNotMatch: 'Passwords do not match',
  removeManager: 'Remove Manager?',
  removeRepresentative: 'Remove Representative?',
  removeRegularVisitor: 'Remove Regular Visitor?',
  removePartner: 'Remove Partner?',

  // Server answers the spec leaves unnamed: plain, specific, no internals.
  invalidCredentials: 'Invalid username or password',
  forbidden: 'You do not have permission to do that',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  malformedBody: 'The request body is not valid JSON',
  /** A value the database refused (a number out of range, text it cannot store): the field is not known here. */
  invalidValue: 'The request holds a value that is not valid here',
  duplicateRecord: 'This record already exists',
  recordInUse: 'This record is still in use',
  concurrentChange: 'Someone else changed this at the same moment; please try again',
  subscriptionOverHttp: 'Subscriptions are served over WebSocket (graphql-ws) at /graphql',
  bodyTooLarge: 'The request is too large',
  resetLinkInvalid: 'This password reset link is invalid or has expired',
  currentPasswordWrong: 'The current password is not right',
  passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
  passwordRule: (min: number) => `At least ${min} characters.`,
  passwordChanged: 'Password changed. Other sessions were signed out.',
  badgeInUse: 'This badge number is already in use',
  roleNameTaken: (name: string) => `A role named ${name} already exists`,
  workIdNumeric: 'Work ID must be a number (digits only, at most 18)',
  shiftEnded: 'Your shift time has ended. Please contact your supervisor.',
  partnerUnknown: 'No partner is registered with this Work ID',
  meetingReferenceTaken: (ref: string) => `The meeting reference ${ref} is already in use`,
  visitAlreadyCheckedIn: 'This visit has already checked in: it can no longer be cancelled',
  bookingInPast: 'The date of the visit cannot be in the past',
  // Booking edit and QR re-send (issue 23): only a planned visit before its day, not cancelled, not checked in.
  bookingNotPlanned: 'Only a booked (planned) visit can be changed',
  bookingCancelledNoChange: 'This visit is cancelled: it can no longer be changed or its QR code re-sent',
  bookingCheckedInNoChange: 'This visit has already checked in: it can no longer be changed or its QR code re-sent',
  bookingDayPassedNoChange: 'The day of this visit has passed: it can no longer be changed or its QR code re-sent',
  bookingUpdated: 'Booking updated',
  bookingQrResent: 'The QR code e-mail is on its way to the visitor again',
  // Visit reasons managed per tenant (issue 23).
  reasonTaken: (text: string) => `A visit reason named ${text} already exists`,
  reasonInUse: 'Visits have used this reason: it can be retired, not deleted',
  reasonAdded: 'Visit reason added',
  reasonRenamed: 'Visit reason renamed',
  reasonRetired: 'Visit reason retired: the kiosk no longer offers it',
  reasonRestored: 'Visit reason restored: the kiosk offers it again',
  reasonDeleted: 'Visit reason deleted',
  // The tenant's own kiosk texts (issue 23).
  kioskTextsSaved: 'Kiosk texts saved: the kiosks ask them from now on',
  ruleKeyUnknown: (key: string) => `${key} is not a rule or question of the kiosk`,
  rvReferenceFormat: 'An RV code starts with RV and has letters and digits only',
  regularEmailTaken: 'Another regular visitor already uses this e-mail address',
  passcodeFormat: 'Passcode must be 6 letters or digits',
  notificationNoSignIn: 'No sign-in today at this depot matches this notification',
  managersNotified: 'The depot managers have been notified',
  partnerNoEmail: 'This partner has no e-mail address',
  partnerClockedIn: (name: string) => `Welcome ${name}, you are clocked in.`,
  /** The clock-out's answer: the partner named once; a partner holding a badge is reminded to hand it back. */
  partnerClockedOut: (name: string, badge: string | null = null) =>
    `Goodbye ${name}, you are clocked out.${badge ? ` Please hand back your badge ${badge} before you leave.` : ''}`,
  partnerQrSent: 'The QR code has been e-mailed to the partner',
  temperatureRequired: 'Temperature is required',
  badgeUnknown: (n: string) => `Badge number ${n} is not a badge of this depot`,

  // Kiosk visitors and badges (server answers the spec leaves unnamed)
  passcodeMismatch: 'The passcode characters do not match our records. Please try again with the new challenge.',
  passcodePositions: 'The passcode positions must be three different numbers from 1 to 6',
  passcodeCharacters: 'Enter exactly one character for each of the three passcode positions',
  houseRulesRequired: 'Please accept the house rules and security rules to proceed',
  healthAndSafetyRequired: 'Please answer the health questions and accept the health and safety rules to proceed',
  healthAnswerRefused: 'You cannot sign in after answering yes to a health question. Please contact your Host.',
  temperatureInvalid: 'Temperature must be a number in degrees C, e.g. 36.6',
  signatureNotPng: 'The signature must be a PNG image',
  signatureTooLarge: 'The signature image is too large',
  signatureNoSignIn: 'No open sign-in was found for this signature',
  // Entries a kiosk held while its network was down (issue 27).
  kioskEntryInFuture: 'The time of this kiosk entry is in the future: check the kiosk clock',
  kioskEntryTooOld: (hours: number) => `This kiosk entry is more than ${hours} hours old and can no longer be sent`,
  kioskEntryOtherKind: 'This entry id was already used for another kiosk entry',
  kioskEntryRefused: (message: string) => `This kiosk entry was refused: ${message}`,
  // Paired kiosks (issue 40).
  kioskSignOutBeforeSignIn:
    'This sign-out is dated before the sign-in it would close: it was not saved, and staff see it on the Kiosks screen',
  kioskNotPaired: 'This kiosk is not paired (or was unpaired): pair it from the Kiosks screen',
  kioskPairingCode: 'This pairing code is wrong, used or expired: make a new one on the Kiosks screen',
  kioskPaired: 'Kiosk paired',
  kioskUnpaired: 'Kiosk unpaired: it must be paired again before its heartbeats and held entries are trusted',
  kioskPairingCodeFormat: 'code must be the 8-character pairing code',
  badgeExists: (n: string) => `Badge number ${n} already exists at this depot`,
  badgeRangeStart: (next: string) => `The range must start at the next badge number, ${next}`,
  badgeRangeNumeric: 'A badge range needs whole numbers From and To, with To not below From',
  badgeRangeTooLarge: (max: number) => `A badge range may add at most ${max} badges at a time`,
  // Bulk uploads (spec 5: xlsx only, rows must not repeat, work ids unique) and report exports.
  xlsxOnly: 'Only spreadsheet (xlsx) files are accepted',
  /** Issue 39: the people directory also takes CSV (UTF-8, as Excel's "CSV UTF-8" and Google Sheets save it). */
  xlsxOrCsvOnly: 'Only a spreadsheet (xlsx) or a CSV file (UTF-8) is accepted',
  csvNotText: 'The file is not a CSV text file: save it from your spreadsheet as "CSV UTF-8 (comma delimited)"',
  csvNotUtf8: 'The CSV file is not UTF-8: save it from your spreadsheet as "CSV UTF-8 (comma delimited)"',
  csvUnreadable: (line: number, why: string) => `The CSV file could not be read at line ${line}: ${why}`,
  fileRequired: 'A file is required',
  fileTooLarge: (mb: number) => `The file is too large (at most ${mb} MB)`,
  notXlsx: (why: string) => `The file is not an xlsx workbook (${why})`,
  partTooLarge: (mb: number) =>
    `The file's table of texts is larger than ${mb} MB once unpacked: split it into smaller files, or save it again from Excel`,
  zipBomb: (mb: number) => `The file expands to more than ${mb} MB or is compressed suspiciously well: refused as a possible zip bomb`,
  tooManyRows: (max: string) => `The file has more than ${max} rows: split it into files of at most ${max} rows`,
  formulaInFile: (cell: string) => `The file contains a formula (cell ${cell}): upload values only`,
  columnsMismatch: (expected: string, found: string) =>
    `The columns do not match template V1.1: expected ${expected} in row 1; found ${found}`,
  unreadableXlsx: 'The file could not be read as an xlsx workbook',
  noRowsInFile: 'The file has no rows below the header',
  uploadRejected: (n: number) =>
    `The file was not uploaded: ${n} ${n === 1 ? 'row was' : 'rows were'} rejected. Correct ${n === 1 ? 'it' : 'them'} and upload the whole file again.`,
  /** After uploadRejected when not every rejected row is listed (a partner upload lists the first 1,000). */
  firstRowsListed: (listed: number) => `The first ${listed.toLocaleString('en-GB')} are listed.`,
  rowRepeats: (row: number, first: number) => `Row ${row} repeats row ${first}`,
  // An upload row's faults by column (issue 39: said in the staff language like every other message).
  cellRequired: (column: string) => `${column} is required`,
  cellTooLong: (column: string) => `${column} is too long (at most 120 characters)`,
  cellNotEmail: (column: string) => `${column} is not a valid e-mail address`,
  cellYesNo: (column: string) => `${column} must be Yes or No`,
  cellShiftUnknown: (shift: string) => `Shift "${shift}" is not one of your shifts`,
  cellRoleUnknown: (role: string) => `Role "${role}" is not one of your role names`,
  cellDateFormat: 'Date must be dd/MM/yyyy',
  cellDateNotReal: 'Date is not a real date',
  cellDatePast: 'Date is in the past',
  cellTimeFormat: 'Time must be HH:mm',
  workIdTaken: (workId: string) => `WorkId ${workId} is already registered`,
  workIdInFile: (workId: string, row: number) => `WorkId ${workId} is already used in row ${row}`,
  uploadGivenUp: 'The upload could not be completed: please try again',
  exportGivenUp: 'The export could not be completed: please try again',
  exportNotReady: 'The export is not ready yet: try again in a moment',
  dateRangeTooLong: (days: number) => `The date range is too long (at most ${days} days)`,
  dateFromAfterTo: 'Date From must not be after Date To',

  // Staff administration (issue 8): users, depots' kiosk links, tenant archiving.
  cannotDisableSelf: 'You cannot disable your own account',
  userDisabled: 'User disabled: their sessions have ended',
  userEnabled: 'User enabled: they can log in again',
  userIsDisabled: 'This user is disabled: enable the account before sending a password reset e-mail',
  passwordResetSent: 'A password reset e-mail has been sent to the user',
  confirmTenantName: 'Type the tenant name to confirm',
  cannotArchiveOwnTenant: 'You cannot remove your own tenant',
  tenantArchived: 'Tenant archived: its users can no longer log in and its kiosks are closed. It can be restored.',
  tenantRestored: 'Tenant restored',
  tenantNameArchived: (name: string) => `A tenant named ${name} already exists (archived): restore it, or choose another name`,

  // Presence (issue 23): evacuation roll-calls and the end-of-day sign-out.
  evacuationUnderWay: 'An evacuation is already under way at this location: end it before starting another',
  evacuationEnded: 'This evacuation has ended: its record can no longer be changed',
  evacuationStarted: 'Evacuation started: everyone on site is on the roll-call',
  evacuationClosed: 'Evacuation ended: the record is kept',
  evacueeLeft: 'This person signed out during the evacuation',
  // Kiosk languages (issue 27).
  languageUnknown: (code: string, supported: string) => `${code} is not a kiosk language (supported: ${supported})`,
  languagesRequired: 'Offer at least one language',
  languageRepeated: (code: string) => `${code} is offered twice`,
  defaultLanguageNotOffered: 'The default language must be one of the languages the kiosks offer',
  kioskLanguagesSaved: 'Kiosk languages saved',
  assemblyPointTooLong: 'The assembly point must be at most 300 characters',
  safeLinkInvalid: 'This link is not valid. If you are on site, go to the assembly point and tell a marshal.',
  safeLinkEnded: 'The evacuation has ended: there is nothing more to do.',
  selfReportedBy: 'Self-reported',
  selfReportedAtKiosk: 'Self-reported at the kiosk',
  musterNoEvacuation: 'No evacuation is under way at this depot: there is nothing to do.',
  musterKioskOff: 'This depot\'s kiosk does not take "I am safe": tell a marshal at the assembly point.',
  musterNotOnRollCall: 'Not found on this roll-call: tell a marshal at the assembly point.',
  musterWho: 'Give your badge or work id, or pick your name',
  expectedLength:
    "The visit's expected length must be a whole number of minutes from 15 to 1440 (24 hours), or empty for the depot's expected stay",
  expectedStay: 'The expected stay must be a whole number of minutes from 15 to 1440 (24 hours), or empty for no limit',
  autoSignOutTime: 'The end-of-day sign-out time must be a time of day as HH:mm (00:00 to 23:59), or empty for none',

  malformedMultipart: 'The upload could not be read: send it as multipart/form-data with its boundary',
  // Kiosks staff can see (issue 27).
  depotHours: 'Opening and closing times must each be a time of day as HH:mm (00:00 to 23:59), both set or both empty',
  depotHoursSame: 'Opening and closing times must differ',
  kioskDeviceId: 'deviceId is not a valid device id',
  kioskVersion: 'version must be 1 to 40 characters',
  kioskHeld: 'held must be a whole number from 0 to 100000',
  kioskDevicesFull: 'This location has too many kiosks registered: remove ones no longer in use on the Kiosks screen',

  // Retention and the data subject (issue 25).
  retentionDays: 'Keep personal data for a whole number of days from 30 to 2557 (7 years)',
  retentionSaved: 'Retention saved: the daily clean-up uses it from its next run',
  exportRemoved: 'This export was removed a day after it was made: export it again',
  exportErased: 'This export was removed because it named a person erased since: export it again',
  subjectEmail: 'Enter the e-mail address of the person',
  subjectNotFound: 'No one with this e-mail address is held in your tenant',
  /** /metrics with METRICS_TOKEN set, asked without it (issue 41). */
  metricsToken: 'The metrics need the METRICS_TOKEN as a bearer token (Authorization: Bearer <token>)',
  subjectErased: (n: number) => `Erased: ${n} ${n === 1 ? 'record' : 'records'} anonymised`,
  subjectEraseConfirm: (email: string) =>
    `Erase everything held about ${email}? Names, e-mail, car registrations, temperatures, answers and signatures are anonymised now; visit counts and hours stay. This cannot be undone.`,
  // Integrators' API keys (issue 26).
  apiKeyName: 'Name must be 1 to 80 characters',
  apiKeyNameTaken: 'An API key with this name exists: revoke it or choose another name',
  apiKeyScopes: 'Choose at least one scope',
  apiKeyExpiry: 'The expiry must be a date and time in the future',
  apiKeyHostRequired: 'An API key is not a person: give hostName and hostEmail (hostIsMe: false)',
  /** "Booked by" of a visit an integrator's key booked (issue 40). */
  bookedByApiKey: (name: string) => `API key: ${name}`,
  // Webhooks (issue 26).
  webhookUrl: 'The URL must be an https address of at most 2000 characters',
  webhookUrlRefused: (reason: string) => `This URL cannot receive webhooks: ${reason}`,
  webhookEvents: 'Choose at least one event',
  webhookDescription: 'The description must be at most 200 characters',
  webhookNotSucceeded: 'Only a delivery that is not under way can be redelivered',
  // Watchlist (issue 37).
  /** What the kiosk says to a person on the watchlist whose entry blocks them: never why. */
  pleaseSeeReception: 'Please see reception',
  watchlistName: 'Name must be 2 to 120 characters with at least one letter',
  watchlistReason: 'Reason must be 1 to 500 characters',
  watchlistAction: 'Action must be ALERT or BLOCK',
  watchlistPhone: 'Phone must be 6 to 20 digits (spaces, dashes, brackets and a leading + allowed)',
  watchlistCarReg: 'Car registration must be 2 to 15 letters and digits',
  watchlistExpiry: 'The expiry must be a date and time in the future',
  // Approval before entry (issue 37).
  approvalRule: 'The approval rule must be OFF, WALK_INS or FLAGGED',
  approvalTimeout: 'The answer time must be 5 to 3600 seconds',
  approvalLinkInvalid: 'This approval link is not valid',
  approvalLinkUsed: 'This approval link has already been used',
  approvalAlreadyDecided: 'This visitor has already been answered',
  approvalExpired: 'No answer was given in time: the visitor was asked to see reception',
  watchlistIdentifierRequired: 'Give an e-mail, phone or car registration with the name: a name alone matches no one',
  watchlistWarning: (action: string, fields: string) =>
    `This person matches the watchlist (${fields}): ${action === 'BLOCK' ? 'the kiosk will refuse their sign-in' : 'the depot managers will be alerted when they sign in'}`,
  // Agreements with versions (issue 38).
  /** A regular visitor's quick sign-in after the tenant changed its rules and asked everyone to accept them again. */
  agreementMustAccept: 'The site rules have changed: please read and accept them to sign in',
  // A visitor who arrives ready (issue 38): the pre-arrival page of the booking e-mail.
  /** A made-up, malformed, expired (after the visit's day) or cancelled visit's link: one answer, revealing nothing. */
  preArrivalLinkInvalid: 'This link is not valid or has expired. At the depot, sign in at the kiosk with your reference.',
  /** The visit's sign-in was made: nothing more to do before arrival. */
  preArrivalVisitStarted: 'Your visit has already started: you are signed in, there is nothing more to do here.',
  /** The tenant saved new rule words after the page was opened: the visitor reads the new ones. */
  preArrivalRulesChanged: 'The site rules have changed while you were reading them: please read and accept them again',
  /** A NUL or other control character in a field of the page. */
  preArrivalControlCharacters: 'Text must not contain control characters',
  // Inductions that expire (issue 38).
  /** A clock-in of a partner who needs an induction and has no valid pass (the kiosk shows the course first). */
  inductionRequired: 'Please take your induction at the kiosk before you clock in',
  /** A visitor's sign-in without a pass of a course their visit needs (the kiosk shows the course first). */
  inductionRequiredVisitor: 'Please take your induction before you sign in',
  inductionTitle: 'Title must be 1 to 200 characters',
  inductionBody: 'The text must be 1 to 20000 characters',
  inductionPassMark: 'The pass mark must be a whole number from 0 to 100',
  inductionValidMonths: 'A pass must be valid for a whole number of months from 1 to 120',
  inductionQuestions:
    'Each question needs its text (1 to 500 characters), 2 to 6 options (1 to 200 characters each) and at least one right option; at most 30 questions',
  inductionWho: 'Choose who needs the course: every partner, partner roles, regular visitors or visit reasons',
  inductionRoles: 'Choose partner roles of your tenant',
  inductionReasons: 'Choose visit reasons of your tenant',
  inductionVisitorWho: 'Give the reference, or the reason for the visit',
  inductionVisitorNotDue: 'This visitor does not need this course',
  inductionAnswers: 'Answer every question with one or more of its options',
  inductionNotDue: 'This partner does not need this course',
  /** A pass given in person: its day (yyyy-MM-dd) is a real day, not after today and not before the course existed. */
  inductionPassDay: 'The day of the pass must be a date (yyyy-MM-dd)',
  inductionPassDayFuture: 'The day of the pass cannot be in the future',
  inductionPassDayBeforeCourse: 'The day of the pass cannot be before the course existed',
  inductionPassDayExpired: 'A pass given on that day has already expired',
  /** Course material (a PDF and/or a video, read from its bytes). */
  inductionMaterialRequired: 'Choose a PDF or a video file',
  inductionMaterialNotAccepted: 'Course material must be a PDF, or a video in MP4 or WebM',
  inductionMaterialTooLarge: (kind: 'PDF' | 'video', mb: number) => `The ${kind} must be at most ${mb} MB`,
  /** A clock-in held offline whose induction answers the server graded as failed (staff see it with the refused entry). */
  inductionHeldFailed: (title: string, score: number, passMark: number) =>
    `The induction "${title}" answered offline scored ${score}% (pass mark ${passMark}%): please take it again at the kiosk`,
  // Contractor documents that expire (issue 38).
  /** The kiosk's refusal of a partner's clock-in: names the document type (the tenant's own words). */
  documentBlocksClockIn: (name: string) => `Your ${name} is missing or has expired. Please see reception.`,
  documentTypeName: 'Name must be 2 to 120 characters',
  documentTypeNameTaken: 'A document type with this name exists',
  documentTypeRoles: 'Choose role names of your organisation (or none: every partner)',
  documentFileRequired: 'Send the document as the file field "file" (multipart/form-data)',
  documentNotAccepted: 'The document must be a PDF, JPEG or PNG file',
  documentTooLarge: (mb: number) => `The document must be at most ${mb} MB`,
  documentExpiry: 'The expiry must be a date (YYYY-MM-DD) that is not in the past',
  documentTypeDoesNotApply: 'This document type does not apply to this partner',
  /** A booking's reason that is not one of the visit reasons the tenant offers (issue 38). */
  bookingReasonUnknown: "Reason for visit must be one of your organisation's visit reasons",
  documentTypeReasons: 'Choose visit reasons of your tenant (or none: every planned visitor)',
  /** A pre-arrival upload of a type the visit is not asked for (another tenant's, a partners' only, another reason's). */
  documentNotAskedOfVisit: 'This document is not asked for this visit',
  // Visitor photos (issue 37).
  photoNotImage: 'The photo must be a JPEG, PNG or WebP image',
  photoTooLarge: 'The photo must be at most 2 MB',
  photoRequired: 'Send the photo as the file field "photo" (multipart/form-data)',
  photoNoSignIn: 'No recent open sign-in was found for this photo',
  photoAlreadyTaken: 'A photo was already taken for this sign-in',
  // Channels (issue 39).
  channelsPhone: 'The phone number must be in international (E.164) form: + and the country code, 8 to 15 digits, e.g. +353851234567',
  channelsTwilioSid: 'The Account SID is AC followed by 32 letters a-f and digits',
  channelsTwilioToken: 'The auth token must be 16 to 128 characters',
  channelsProvider: 'Unknown SMS provider',
  channelsUrl: 'The URL must be an https address of at most 2000 characters',
  channelsUrlRefused: (reason: string) => `This URL cannot receive messages: ${reason}`,
  channelsChannel: "The channel must be SMS, TEAMS or SLACK (a depot has TEAMS and SLACK; SMS is the tenant's)",
  channelsChoice: 'Each kind of notification may be chosen once, with channels among EMAIL, SMS, TEAMS, SLACK, SLACK_DM and TEAMS_DM',
  channelsSmsNeedsPhone: 'Add your phone number to be told by SMS',
  channelsSlackToken: "The Slack bot token is xoxb- followed by the token's letters, digits and dashes",
  channelsSlackMember: 'A Slack member id is U or W followed by 6 to 20 capital letters and digits (Profile, ⋮, Copy member ID)',
  channelsSlackDmNeedsMember: 'Add a Slack member id to be told by a Slack direct message',
  channelsTeamsDmNeedsUrl: 'Add a Teams workflow URL to be told in Teams directly',
  hostLanguage: (codes: string) => `The language must be one of ${codes}`,
  hostDepots: 'Depots must be a list of at most 50 depots of the tenant',
  hostSmsNeedsPhone: "Add the host's phone number to tell them by SMS",
  hostEmailTaken: (email: string) => `A host with the e-mail ${email} is in the directory already`,
  hostDepotUnknown: "A depot given is not one of the tenant's (or not yours)",
  hostRowEmailInFile: (email: string, row: number) => `the e-mail ${email} is on row ${row} already`,
  scimUserNameTaken: (userName: string) => `A user with the userName ${userName} exists already`,
  scimGroupTaken: (name: string) => `A group named ${name} exists already`,
  scimToken: 'A SCIM request needs the bearer token of an API key with the SCIM scope',
  // Summaries (issue 39).
  summariesDepot: 'Choose one of the depots you manage (a TenantAdmin: any depot of your company)',
  summariesChoice: 'End of day and end of week must each be true or false',
} as const;

/** The spec's field-required text by label, e.g. "Username is required". */
export const required = (label: string) => `${label} is required`;
