import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';

/** The retention feature's manifest (app/features.ts): its screen (data retention and a person's data), a page of Manage Tenant, and its words. */
export const retention: FeatureManifest = {
  name: 'retention',
  staffRoutes: [
    {
      path: paths.dataRetention,
      guard: 'tenantAdmin',
      section: 'manage-tenant',
      screen: lazyRetry(() => import('./DataRetentionPage').then((m) => m.DataRetentionPage)),
    },
  ],
  words: ['retention'],
};
