import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';

/** The kiosk-texts feature's manifest (app/features.ts): its screen (the kiosk's texts and languages), a page of Manage Tenant, and its words. */
export const kioskTexts: FeatureManifest = {
  name: 'kiosk-texts',
  staffRoutes: [
    {
      path: paths.kioskTexts,
      guard: 'tenantAdmin',
      section: 'manage-tenant',
      screen: lazyRetry(() => import('./KioskTextsPage').then((m) => m.KioskTextsPage)),
    },
  ],
  words: ['kioskTexts'],
};
