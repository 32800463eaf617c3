import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';

/** The reasons feature's manifest (app/features.ts): its screen (the visit reasons), a page of Manage Tenant, and its words. */
export const reasons: FeatureManifest = {
  name: 'reasons',
  staffRoutes: [
    {
      path: paths.visitReasons,
      guard: 'tenantAdmin',
      section: 'manage-tenant',
      screen: lazyRetry(() => import('./VisitReasonsPage').then((m) => m.VisitReasonsPage)),
    },
  ],
  words: ['reasons'],
};
