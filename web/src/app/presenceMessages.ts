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
} as const;
