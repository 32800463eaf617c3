import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';

/** The profile's manifest (app/features.ts): the signed-in user's own settings (password, two-step, language, channels, summaries). */
export const profile: FeatureManifest = {
  name: 'profile',
  staffRoutes: [{ path: paths.profile, guard: 'staff', screen: lazyRetry(() => import('./ProfilePage').then((m) => m.ProfilePage)) }],
  words: ['account'],
};
