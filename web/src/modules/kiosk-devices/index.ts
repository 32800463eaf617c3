import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';
import { mayViewPresence } from '../../app/roles';

/** The kiosk devices' manifest (app/features.ts): a depot's kiosk tablets, their side-menu entry and words. */
export const kioskDevices: FeatureManifest = {
  name: 'kiosk-devices',
  staffRoutes: [{ path: paths.kiosks, guard: 'presence', screen: lazyRetry(() => import('./KiosksPage').then((m) => m.KiosksPage)) }],
  menu: [{ slug: 'kiosks', label: 'screens.kiosks', to: paths.kiosks, shows: mayViewPresence }],
  words: ['kioskDevices'],
};
