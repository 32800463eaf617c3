/** Every path of the app (spec 2.1 and 2.2), in one place, with builders for the parameterised ones. */
export const paths = {
  // public
  home: '/',
  login: '/ml-admin',
  forgotPassword: '/forgot-password',
  /** Where a tenant's OpenID provider sends the browser back (issue 25). */
  ssoCallback: '/sso/callback',
  resetPassword: '/resetPassword/:b1/:b2/:b3/:username/:email',
  /** An "I am safe" link from an evacuation e-mail (issue 39): public, the token is the link's. */
  safe: '/safe/:token',
  /** A booking e-mail's pre-arrival link (issue 38): public, the token is the link's. */
  arrive: '/arrive/:token',

  // kiosk (no login)
  kioskHome: '/:tenantName/:depotCode',
  visitType: '/visit-type/:tenantName/:depotCode',
  unplannedVisit: '/unplanned-visit/:tenantName/:depotCode',
  plannedVisit: '/planned-visit/:tenantName/:depotCode',
  regularVisitorKiosk: '/regular-visitor/:tenantName/:depotCode',
  partner: '/partner/:tenantName/:depotCode',
  partnerTemperature: '/partner-temperature/:tenantName/:depotCode',
  checkout: '/checkout/:tenantName/:depotCode',
  enterBadgeNumber: '/enter-badge-number/:tenantName/:depotCode',
  enterBadgeNumberPartner: '/enter-badge-number-partner/:tenantName/:depotCode/:origin',
  printHouseRules: '/print-house-rules/:tenantName/:depotCode',
  printHouseRulesFlag: '/print-house-rules/:tenantName/:depotCode/:regularFlag',
  printLabel: '/print-label/:tenantName/:depotCode',
  partnerAdmin: '/partner-admin',
  /** The installed kiosk app's start: the kiosk last opened on the device (issue 27). */
  kioskLaunch: '/kiosk',

  // staff (login required)
  dashboard: '/dashboard',
  plannedVisitor: '/planned-visitor',
  regularVisitor: '/regular-visitor',
  registerPartner: '/register-partner',
  shifts: '/shifts',
  role: '/role',
  reports: '/reports',
  partnerReport: '/partner-report',
  registeredPartners: '/registered-partners',
  bookedVisitors: '/booked-visitors',
  liveVisitReport: '/LiveVisITReport',
  visit: '/visit/:visitId',
  visitQuestionnaire: '/visit/:visitId/questionnaire',
  manageUsers: '/manage-users',
  manageDepot: '/manage-depot',
  visitReasons: '/visit-reasons',
  kioskTexts: '/kiosk-texts',
  addTenant: '/add-tenant',
  manageTenants: '/manage-tenants',
  tenants: '/tenants',
  tenantDetails: '/tenant-details/:tenantId',
  updateTenantDetails: '/update-tenant-details',
  profile: '/profile',
  onSite: '/on-site',
  kiosks: '/kiosks',
  audit: '/audit',
  dataRetention: '/data-retention',
  apiKeys: '/api-keys',
  webhooks: '/webhooks',
  channels: '/channels',
  hosts: '/hosts',
  watchlist: '/watchlist',
  inductions: '/inductions',
  documents: '/documents',
  /** The SuperAdmin's way into the job queues' screen (issue 41). */
  queues: '/queues',
  approvalLink: '/approval/:id/:token',
  evacuation: '/evacuation',
  evacuationRecord: '/evacuation/:evacuationId',
} as const;

export const tenantDetailsPath = (tenantId: string) => `/tenant-details/${encodeURIComponent(tenantId)}`;
export const kioskHomePath = (tenantName: string, depotCode: string) =>
  `/${encodeURIComponent(tenantName)}/${encodeURIComponent(depotCode)}`;
export const visitPath = (visitId: string) => `/visit/${encodeURIComponent(visitId)}`;
export const visitQuestionnairePath = (visitId: string) => `/visit/${encodeURIComponent(visitId)}/questionnaire`;
export const onSitePath = (depotId?: string | null) => (depotId ? `/on-site?depot=${encodeURIComponent(depotId)}` : '/on-site');
/**
 * Where a sign-in goes on to: the staff address that asked for it (the route guard's `state.from`: a link, the installed
 * app's shortcut), a path of this site only, else the dashboard.
 */
export function backAfterSignIn(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && /^\/(?![/\\])/.test(from) && !from.startsWith(paths.login) ? from : paths.dashboard;
}

/** The installed app's "Start a roll-call" shortcut (web/vite.config.ts, issue 39): the confirmation opens at once. */
export const evacuationStartPath = '/evacuation?start=1';
/** The roll-call of one depot (issue 36: the banner on every staff screen and the on-site list lead there). */
export const evacuationPath = (depotId?: string | null) => (depotId ? `/evacuation?depot=${encodeURIComponent(depotId)}` : '/evacuation');
export const evacuationRecordPath = (evacuationId: string) => `/evacuation/${encodeURIComponent(evacuationId)}`;
