/** Copy of the presence screens (issue 23): on site now, and the evacuation roll-call. */
const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

export const presenceUi = {
  onSiteTitle: 'On site now',
  onSiteIntro: 'Everyone signed in at this location now: visitors of every kind and partners. It follows the kiosks live.',
  onSiteCount: (n: number) => `${people(n)} on site`,
  depotOnSite: (code: string, n: number) => `${code}: ${people(n)} on site`,
  earlierDayCount: (n: number) => `${people(n)} signed in on an earlier day`,
  printedAt: (depot: string, when: string) => `${depot}, printed ${when}`,
  print: 'Print list',
  kindFilter: 'Show',
  search: 'Search',
  searchPlaceholder: 'Name, company, host or badge',
  noneMatch: 'Nobody on site matches this search.',
  nobodyOnSite: 'Nobody is signed in at this location.',
  loading: 'Loading...',
  name: 'Name',
  company: 'Company',
  type: 'Type',
  host: 'Host',
  badge: 'Badge',
  signedIn: 'Signed in',
  onSiteFor: 'On site for',
  earlierDay: 'Earlier day',
  autoSignOutAt: (time: string) => `Everyone still signed in is signed out automatically at ${time} every day.`,
  autoSignOutNone: 'No end-of-day sign-out: people stay signed in until they sign out.',
  autoSignOutLabel: 'End-of-day sign-out time',
  autoSignOutHint: 'HH:mm on this location clock, e.g. 18:00',
  autoSignOutBad: 'Enter a time as HH:mm, e.g. 18:00',
  autoSignOutSaved: (time: string) => `End-of-day sign-out set to ${time}`,
  autoSignOutOff: 'End-of-day sign-out turned off',
  autoSignOutFailed: 'The end-of-day sign-out time was not saved',
  change: 'Change',
  save: 'Save',
  turnOff: 'Turn off',
  cancel: 'Cancel',
} as const;

/** Issue 27: entries a kiosk held while offline and the server refused when they were sent. */
export const refusedEntriesUi = {
  title: (n: number) => (n === 1 ? '1 kiosk entry was refused' : `${n} kiosk entries were refused`),
  intro:
    'A kiosk saved these while its network was down; when it sent them, they could not be taken (for example the badge was already in use). Sort each out with the person, then dismiss it.',
  kinds: { WalkIn: 'Walk-in sign-in', SignOut: 'Sign-out by badge', ClockIn: 'Partner clock-in', ClockOut: 'Partner clock-out' } as Record<
    string,
    string
  >,
  when: (at: string) => `At the kiosk: ${at}`,
  reason: (message: string) => `Refused: ${message}`,
  dismiss: 'Dismiss',
  dismissed: 'Kiosk entry dismissed',
  dismissFailed: 'The kiosk entry was not dismissed',
} as const;

export const evacuationUi = {
  title: 'Evacuation',
  intro: 'A roll-call of everyone on site. Marshals mark people safe from their phones; every mark shows on every screen at once.',
  start: 'Start evacuation',
  startConfirmTitle: 'Start an evacuation?',
  startConfirm: (depot: string, n: number) =>
    `Everyone on site at ${depot} now (${n === 1 ? '1 person' : `${n} people`}) goes on the roll-call, and the location's managers are e-mailed.`,
  startYes: 'Start the roll-call',
  none: 'No evacuation is under way at this location.',
  noneMarshal: 'No evacuation is under way at this location. A DepotManager or an administrator starts one.',
  underWay: (started: string, by: string) => `Under way since ${started}, started by ${by}`,
  missing: 'To find',
  safe: 'Safe',
  left: 'Left',
  all: 'All',
  counts: (missing: number, safe: number, left: number) => `${missing} to find · ${safe} safe · ${left} left`,
  markSafe: 'Mark safe',
  undo: 'Undo',
  safeBy: (when: string, by: string | null) => `Safe at ${when}${by ? ` (${by})` : ''}`,
  leftAt: (when: string) => `Signed out at ${when}`,
  everyoneAccounted: 'Everyone on the list is accounted for.',
  end: 'End evacuation',
  endConfirmTitle: 'End the evacuation?',
  endConfirm: (missing: number) =>
    missing
      ? `${missing === 1 ? '1 person is' : `${missing} people are`} not accounted for: they are recorded as unaccounted for.`
      : 'Everyone is accounted for. The record is kept.',
  endYes: 'End and keep the record',
  cancel: 'Cancel',
  record: 'Evacuation record',
  records: 'Past evacuations',
  noRecords: 'No evacuation has been recorded at this location.',
  recordLine: (started: string, ended: string | null) => (ended ? `${started} to ${ended}` : `${started}, under way`),
  unaccounted: 'Unaccounted for',
  open: 'Open',
  print: 'Print record',
  exportXlsx: 'Export xlsx',
  exported: (name: string) => `${name} downloaded`,
  startedBy: 'Started by',
  endedBy: 'Ended by',
  markedBy: 'Marked by',
  status: 'Status',
  when: 'When',
  failed: 'That did not work: please try again',
} as const;

/** Copy of the Kiosks screen (issue 27): each kiosk tablet's state from its heartbeats. */
export const kioskDevicesUi = {
  title: 'Kiosks',
  intro:
    'The kiosk tablets at this location: which are online, when each was last seen, the version it runs and how many sign-ins it holds unsent. A kiosk silent for more than five minutes while the location is open is flagged.',
  none: 'No kiosk has reported from this location yet. Open the kiosk on the tablet: it shows here within a minute.',
  loading: 'Loading...',
  status: { ONLINE: 'Online', SILENT: 'Not responding', CLOSED: 'Offline (closed)' } as Record<string, string>,
  summary: (online: number, silent: number) => `${online} online${silent ? ` · ${silent} not responding` : ''}`,
  unnamed: (deviceId: string) => `Kiosk ${deviceId.slice(0, 8)}`,
  name: 'Kiosk',
  state: 'State',
  lastSeen: 'Last seen',
  version: 'Version',
  held: 'Held unsent',
  heldCount: (n: number) => (n === 0 ? 'None' : n === 1 ? '1 entry' : `${n} entries`),
  ago: (minutes: number) =>
    minutes < 1
      ? 'just now'
      : minutes < 60
        ? `${minutes} min ago`
        : minutes < 1440
          ? `${Math.floor(minutes / 60)} h ago`
          : `${Math.floor(minutes / 1440)} d ago`,
  rename: 'Rename',
  renameTitle: 'Name this kiosk',
  nameLabel: 'Name',
  nameHint: 'Where it stands, e.g. "Gate 1" or "Reception"',
  save: 'Save',
  cancel: 'Cancel',
  renamed: 'Kiosk renamed',
  forget: 'Remove',
  forgetTitle: 'Remove this kiosk?',
  forgetBody: (name: string) => `${name} leaves this list. If the tablet is still in use it comes back with its next heartbeat.`,
  forgotten: 'Kiosk removed',
  failed: 'The change was not saved',
  hoursOpen: (from: string, to: string) => `Open ${from} to ${to} on the location clock: a kiosk silent then is flagged.`,
  hoursNone: 'No opening hours set: a silent kiosk is flagged at any time of day.',
  hoursChange: 'Set opening hours',
  opensAt: 'Opens at',
  closesAt: 'Closes at',
  hoursHint: 'HH:mm, e.g. 07:00',
  hoursBad: 'Enter a time as HH:mm',
  hoursClear: 'Always open',
  hoursSaved: 'Opening hours saved',
} as const;
