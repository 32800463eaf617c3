import type { FeatureManifest, SideMenuSource } from '../app/features';
import { apiKeys } from '../modules/api-keys';
import { approvals } from '../modules/approvals';
import { audit } from '../modules/audit';
import { channels } from '../modules/channels';
import { dashboard } from '../modules/dashboard';
import { documents } from '../modules/documents';
import { evacuationNotices } from '../modules/evacuation-notices';
import { hosts } from '../modules/hosts';
import { inductions } from '../modules/inductions';
import { kiosk } from '../modules/kiosk';
import { kioskDevices } from '../modules/kiosk-devices';
import { kioskTexts } from '../modules/kiosk-texts';
import { partnerReport } from '../modules/partner-report';
import { partners } from '../modules/partners';
import { preArrival } from '../modules/pre-arrival';
import { presence } from '../modules/presence';
import { profile } from '../modules/profile';
import { queueScreen } from '../modules/queue-screen';
import { reasons } from '../modules/reasons';
import { retention } from '../modules/retention';
import { roles } from '../modules/roles';
import { shifts } from '../modules/shifts';
import { staff } from '../modules/staff';
import { tenants } from '../modules/tenants';
import { visits } from '../modules/visits';
import { watchlist } from '../modules/watchlist';
import { webhooks } from '../modules/webhooks';
import { signIn } from '../pages/auth/routes';
import { kioskJourney } from '../pages/kiosk/routes';

/**
 * The web features (issue 42; the web's graph/src/features.ts): one line each. The router adds their screens
 * (shell/staffRoutes.tsx, kioskRoutes.tsx, router.tsx) and this order is the side menu's: the staff area shows the
 * entries of the features in this order, each feature's in its own, to the roles each admits (app/navigation.ts).
 * So the features with entries come first, as the menu reads: Manage Visits, On Site, Evacuation, Kiosks, Manage
 * Tenant, Reports, then the directories and the admin screens. Then the page folders that compose several features
 * (their `routes.ts`). The shell keeps only its own: the landing page, the login, the kiosk home, the staff area's
 * chrome and the not-found page.
 */
export const features: readonly FeatureManifest[] = [
  dashboard,
  presence,
  kioskDevices,
  tenants,
  visits,
  hosts,
  watchlist,
  inductions,
  documents,
  audit,
  queueScreen,
  // no side-menu entry of their own (a tab of Manage Visits, Reports or Manage Tenant, the profile, a public link)
  staff,
  partners,
  partnerReport,
  shifts,
  roles,
  reasons,
  kioskTexts,
  retention,
  apiKeys,
  webhooks,
  channels,
  profile,
  approvals,
  evacuationNotices,
  preArrival,
  kiosk,
  signIn,
  kioskJourney,
];

/**
 * The staff area's navigation: every feature's side-menu entries in the features' order, their screens (to light an
 * entry, and to know who opens a tab's) and their tabs.
 */
export const sideMenu: SideMenuSource = {
  entries: features.flatMap((f) => f.menu ?? []),
  screens: features.flatMap((f) => f.staffRoutes ?? []),
  tabs: features.flatMap((f) => f.tabs ?? []),
};
