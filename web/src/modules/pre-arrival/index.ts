import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { loadEngine } from '../../i18n/core';
import { paths } from '../../app/paths';

/**
 * The pre-arrival feature's manifest (app/features.ts): a booking e-mail's link (issue 38; public, the token is the
 * link's), loaded with the i18n engine so it speaks the visitor's language from its first frame, as the "I am safe" page.
 */
export const preArrival: FeatureManifest = {
  name: 'pre-arrival',
  publicRoutes: [
    {
      path: paths.arrive,
      screen: lazyRetry(() => Promise.all([import('./PreArrivalPage'), loadEngine()]).then(([m]) => m.PreArrivalPage)),
    },
  ],
};
