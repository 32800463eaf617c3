import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';
import { mayViewPresence } from '../../app/roles';

/** The inductions feature's manifest (app/features.ts): its staff screen, its side-menu entry and its words. */
export const inductions: FeatureManifest = {
  name: 'inductions',
  staffRoutes: [
    { path: paths.inductions, guard: 'presence', screen: lazyRetry(() => import('./InductionsPage').then((m) => m.InductionsPage)) },
  ],
  menu: [{ slug: 'inductions', label: 'screens.inductions', to: paths.inductions, shows: mayViewPresence }],
  words: ['inductions'],
};
