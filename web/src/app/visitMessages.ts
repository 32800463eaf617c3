/**
 * Labels and copy of the visit screens (visitors report, visit detail, questionnaire, live-report modals).
 * The catalogue texts (spec 8) come from @contracts/messages.
 */
export const visitUi = {
  // visit states (spec 4.7)
  state: {
    BOOKED: 'Not checked in',
    CHECKED_IN: 'Checked in',
    CHECKED_OUT: 'Checked out',
    CANCELLED: 'Cancelled',
  } as Record<string, string>,
  visitType: { Planned: 'Planned', Unplanned: 'Walk-in', Regular: 'Regular' } as Record<string, string>,

  // visit detail
  detailTitle: 'Visit detail',
  notFound: 'This visit could not be found.',
  backToReports: 'Back to the reports',
  expected: 'Expected',
  checkedIn: 'Checked in',
  checkedOut: 'Checked out',
  manualCheckoutNote: 'checked out by staff',
  visitor: 'Visitor',
  company: 'Company',
  email: 'E-mail',
  host: 'Host',
  reference: 'Reference',
  type: 'Visit type',
  depot: 'Location',
  badge: 'Badge',
  cancelVisit: 'Cancel Visit',
  manualCheckout: 'Manual Checkout',
  automaticSignOut: '(automatic)',
  timeFormat: 'Time must be HH:mm on the 24-hour clock, e.g. 14:30',
  viewQuestionnaire: 'View Questionnaire',
  cancelConfirmTitle: 'Cancel this visit?',
  cancelConfirmBody: (name: string, when: string) => `The meeting with ${name} (${when}) will be cancelled.`,
  keepVisit: 'Keep the visit',
  checkoutConfirmTitle: 'Check this visitor out?',
  checkoutConfirmBody: (name: string) => `${name} will be checked out now and the badge freed.`,
  notifyHost: 'Send a notification to the host',
  notNow: 'Not now',
  cancelled: 'This visit was cancelled.',
  // booking edit and QR re-send (issue 23)
  editBooking: 'Edit booking',
  editBookingTitle: 'Edit this booking',
  editBookingHint: 'The visitor is not e-mailed about an edit: use Re-send QR e-mail to send the new date.',
  saveBooking: 'Save changes',
  resendQr: 'Re-send QR e-mail',
  notEditable: 'A booking can be edited or its QR e-mail re-sent only before the visit.',
  flags: 'Kiosk options',
  justBookedTitle: 'Visit booked',
  justBooked: (name: string, when: string, reference: string) => `${name} is booked for ${when}, reference ${reference}.`,
  openBooking: 'Open the booking',
  dismiss: 'Dismiss',
  actionFailed: 'That did not work: please try again',
  open: 'Open',

  // questionnaire
  questionnaireTitle: 'Visitor questionnaire',
  print: 'Print',
  temperature: 'Temperature',
  temperatureFlag: 'outside the limits',
  carReg: 'Car registration',
  reason: 'Reason for visit',
  timesInDepot: 'Time in the depot',
  signature: 'Signature',
  noSignature: 'No signature was given.',
  answers: 'Rules and questions',
  rulesOnDevice: 'The kiosk asked the rules itself; its answers were not sent.',
  noAnswers: 'No answers were given.',
  question: 'Question',
  answer: 'Answer',

  // visitors report
  plannedByDay: 'Planned visits',
  byDateRange: 'Visitors by date range',
  date: 'Date',
  dateFrom: 'Date From',
  dateTo: 'Date To',
  visitTypeFilter: 'Visit type',
  visitTypes: [
    { value: 'All', label: 'All' },
    { value: 'Planned', label: 'Planned' },
    { value: 'Unplanned', label: 'Walk-in' },
    { value: 'Regular', label: 'Regular' },
  ],
  search: 'Search',
  searchPlaceholder: 'Name, e-mail, company, reference or car reg',
  showReport: 'Show',
  exportExcel: 'Export to Excel',
  exportProgress: (rows: number) => (rows > 0 ? `Preparing the file: ${rows} rows…` : 'Preparing the file…'),
  downloaded: (file: string) => `Downloaded ${file}`,
  exportFailed: 'The export could not be completed: please try again',
  total: (n: number) => (n === 1 ? '1 visit' : `${n} visits`),
  col: {
    when: 'Time',
    visitor: 'Visitor',
    company: 'Company',
    type: 'Type',
    host: 'Host',
    reference: 'Reference',
    state: 'State',
    inOut: 'In / out',
  },
  chartTitle: 'Visits for the chosen range',
  chartPerDay: 'Visits per day by kind',
  chartHours: 'Busiest hours (check-ins)',
  chartSeries: { planned: 'Planned', unplanned: 'Walk-in', regular: 'Regular', count: 'Check-ins' },
  chartZone: (zone: string) => `Times in ${zone}`,

  // live report
  attendeeFilter: 'Attendee',
  attendeePlaceholder: 'Filter by name',
  bookVisit: 'Book a visit',
  addPartner: 'Add a partner',
  bookVisitTitle: 'Book a Visit',
} as const;

/** The visit reasons screen (issue 23). */
export const reasonUi = {
  title: 'Visit reasons',
  intro:
    'The reasons the kiosk offers a walk-in visitor. A reason visits have used can only be retired: those visits keep it, and the kiosk no longer offers it. A reason no visit has used can be deleted.',
  newReason: 'New reason',
  add: 'Add reason',
  rename: 'Rename',
  renameTitle: 'Rename this reason',
  renameHint: 'Visits that used the old name keep it.',
  save: 'Save',
  cancel: 'Cancel',
  retire: 'Retire',
  restore: 'Restore',
  delete: 'Delete',
  inUse: 'Used by visits',
  unused: 'Never used: can be deleted',
  retired: 'Retired',
  active: 'Offered on the kiosk',
  retiredHeading: 'Retired reasons',
  noneRetired: 'No retired reasons.',
  empty: 'No reasons yet: add the first.',
  chooseTenant: 'Choose a tenant to see its reasons.',
  link: 'Visit reasons',
} as const;

/** The tenant's kiosk texts screen (issue 23). */
export const kioskTextsUi = {
  title: 'Kiosk texts',
  intro:
    'The words your kiosks use for the rules and the questionnaire, and the contractor rules partners accept. Leave a rule empty to keep the default words shown in grey. The questions Q1 to Q6 are asked only when you write them.',
  questionsGroup: 'Questionnaire (asked only when written)',
  contractorRules: 'Contractor rules (one a line; empty: the default ones)',
  save: 'Save kiosk texts',
  chooseTenant: 'Choose a tenant to see its kiosk texts.',
  link: 'Kiosk texts',
  // Kiosk languages (issue 27)
  languagesTitle: 'Kiosk languages',
  languagesIntro:
    'The languages visitors can pick on the kiosk home, and the one the kiosks start in and return to when left alone. Your own texts below are shown as you wrote them, in every language.',
  languagesOffered: 'Languages the kiosks offer',
  languageDefault: 'Default language',
  languagesSave: 'Save kiosk languages',
  languagesNotSaved: 'The kiosk languages were not saved',
} as const;

/** Labels of the staff visit screens (regular visitors lists). */
export const staffUi = {
  searchRegular: 'Search',
  searchRegularPlaceholder: 'Name, e-mail, company or RV code',
  noRegularYet: 'No regular visitors at this location yet.',
  noRegularFound: 'No regular visitor matches this search.',
} as const;
