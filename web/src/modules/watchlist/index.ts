import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';
import { mayViewPresence } from '../../app/roles';

/** The watchlist feature's manifest (app/features.ts): its staff screen, its side-menu entry and its words. */
export const watchlist: FeatureManifest = {
  name: 'watchlist',
  staffRoutes: [
    { path: paths.watchlist, guard: 'presence', screen: lazyRetry(() => import('./WatchlistPage').then((m) => m.WatchlistPage)) },
  ],
  menu: [{ slug: 'watchlist', label: 'screens.watchlist', to: paths.watchlist, shows: mayViewPresence }],
  words: ['watchlist'],
};
