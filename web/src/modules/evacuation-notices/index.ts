import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { loadEngine } from '../../i18n/core';
import { paths } from '../../app/paths';

/**
 * The evacuation notices' manifest (app/features.ts): an evacuation e-mail's "I am safe" link (issue 39; public, the
 * token is the link's), loaded with the i18n engine so it speaks the person's language from its first frame, as a
 * kiosk screen; and its words.
 */
export const evacuationNotices: FeatureManifest = {
  name: 'evacuation-notices',
  publicRoutes: [
    { path: paths.safe, screen: lazyRetry(() => Promise.all([import('./SafePage'), loadEngine()]).then(([m]) => m.SafePage)) },
  ],
  words: ['assemblyPoint'],
};
