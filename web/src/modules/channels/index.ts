import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';

/** The channels feature's manifest (app/features.ts): its staff screen and its words. */
export const channels: FeatureManifest = {
  name: 'channels',
  staffRoutes: [
    { path: paths.channels, guard: 'tenantAdmin', screen: lazyRetry(() => import('./ChannelsPage').then((m) => m.ChannelsPage)) },
  ],
  words: ['channels'],
};
