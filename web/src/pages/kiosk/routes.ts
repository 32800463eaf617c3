import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';
import { loadEngine } from '../../i18n/core';
import type * as KioskScreens from './index';
import type * as PartnerScreens from './partner';

// The kiosk's screens past its home, as the manifest of this page folder (app/features.ts): they compose several
// features (the kiosk's sign-in, inductions, photos, the roll-call), which may not name a page. The kiosk home is the
// entry's own (shell/kioskRoutes.tsx): the first screen of every kiosk. The others load with their route, all of a
// journey in one chunk (the visitor's, the partner's), each with the i18n engine (issue 27): a kiosk screen past the
// home speaks every language from its first frame.
const kioskPage = (name: Exclude<keyof typeof KioskScreens, 'KioskHomePage'>) =>
  lazyRetry(() => Promise.all([import('./index'), loadEngine()]).then(([m]) => m[name]));
const partnerPage = (name: keyof typeof PartnerScreens) =>
  lazyRetry(() => Promise.all([import('./partner'), loadEngine()]).then(([m]) => m[name]));
const printHouseRules = kioskPage('PrintHouseRulesPage');

export const kioskJourney: FeatureManifest = {
  name: 'kiosk-journey',
  kioskRoutes: [
    { path: paths.visitType, screen: kioskPage('VisitTypePage') },
    { path: paths.unplannedVisit, screen: kioskPage('UnplannedVisitPage') },
    { path: paths.plannedVisit, screen: kioskPage('PlannedVisitPage') },
    { path: paths.regularVisitorKiosk, screen: kioskPage('RegularVisitorPage') },
    { path: paths.partner, screen: partnerPage('PartnerKioskPage') },
    { path: paths.partnerTemperature, screen: partnerPage('PartnerTemperaturePage') },
    { path: paths.checkout, screen: kioskPage('CheckoutPage') },
    { path: paths.enterBadgeNumber, screen: kioskPage('EnterBadgePage') },
    { path: paths.enterBadgeNumberPartner, screen: partnerPage('PartnerBadgePage') },
    { path: paths.printHouseRules, screen: printHouseRules },
    { path: paths.printHouseRulesFlag, screen: printHouseRules },
    { path: paths.printLabel, screen: kioskPage('PrintLabelPage') },
    // The partner kiosk's set-up (no depot in its address).
    { path: paths.partnerAdmin, screen: partnerPage('PartnerAdminPage'), depot: false },
  ],
};
