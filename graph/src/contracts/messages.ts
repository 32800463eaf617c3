/**
 * Every user-facing text of the product (spec section 8), in one place. The server's REST and GraphQL
 * answers and the web app's screens import these: change a text here and every surface changes.
 * Plain constants only: this file is imported by the browser bundle too.
 */
export const Messages = {
  // 8.1 transport
  networkError: 'Network error - make sure the API is running',
  sessionExpired: 'Your session has expired, please login again!',
  notFound: 'Resource Not Found - check the terminal for more info',
  serverError: 'Server Error - check the terminal for more info',

  // 8.2 kiosk modals
  temperatureOutOfRange: 'Your Temperature is outside acceptable limits to enter the Building. Please wait at the reception and contact your Host.',
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
  malformedBody: 'The request body is not valid JSON',
  bodyTooLarge: 'The request is too large',
  resetLinkInvalid: 'This password reset link is invalid or has expired',
  badgeInUse: 'This badge number is already in use',
  badgeUnknown: (n: string) => `Badge number ${n} is not a badge of this depot`,

  // Bulk uploads (spec 5: xlsx only, rows must not repeat, work ids unique) and report exports.
  xlsxOnly: 'Only spreadsheet (xlsx) files are accepted',
  fileRequired: 'A file is required',
  fileTooLarge: (mb: number) => `The file is too large (at most ${mb} MB)`,
  notXlsx: (why: string) => `The file is not an xlsx workbook (${why})`,
  zipBomb: (mb: number) => `The file expands to more than ${mb} MB or is compressed suspiciously well: refused as a possible zip bomb`,
  tooManyRows: (max: string) => `The file has more than ${max} rows: split it into files of at most ${max} rows`,
  formulaInFile: (cell: string) => `The file contains a formula (cell ${cell}): upload values only`,
  columnsMismatch: (expected: string, found: string) => `The columns do not match template V1.1: expected ${expected} in row 1; found ${found}`,
  unreadableXlsx: 'The file could not be read as an xlsx workbook',
  noRowsInFile: 'The file has no rows below the header',
  uploadRejected: (n: number) => `The file was not uploaded: ${n} ${n === 1 ? 'row was' : 'rows were'} rejected. Correct ${n === 1 ? 'it' : 'them'} and upload the whole file again.`,
  rowRepeats: (row: number, first: number) => `Row ${row} repeats row ${first}`,
  workIdTaken: (workId: string) => `WorkId ${workId} is already registered`,
  workIdInFile: (workId: string, row: number) => `WorkId ${workId} is already used in row ${row}`,
  uploadGivenUp: 'The upload could not be completed: please try again',
  exportGivenUp: 'The export could not be completed: please try again',
  exportNotReady: 'The export is not ready yet: try again in a moment',
  dateRangeTooLong: (days: number) => `The date range is too long (at most ${days} days)`,
  dateFromAfterTo: 'Date From must not be after Date To',
} as const;

/** The spec's field-required text by label, e.g. "Username is required". */
export const required = (label: string) => `${label} is required`;
