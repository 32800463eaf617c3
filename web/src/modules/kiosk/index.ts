import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';

/**
 * The kiosk feature's manifest (app/features.ts): the installed kiosk app's start (issue 27: the kiosk last opened on
 * the device), a kiosk address outside any depot. The kiosk's own screens are its pages' (pages/kiosk/routes.ts).
 */
export const kiosk: FeatureManifest = {
  name: 'kiosk',
  publicRoutes: [
    { path: paths.kioskLaunch, area: 'kiosk', screen: lazyRetry(() => import('./offline/KioskLaunch').then((m) => m.KioskLaunch)) },
  ],
};
