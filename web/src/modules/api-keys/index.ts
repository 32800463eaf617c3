import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';

/** The api-keys feature's manifest (app/features.ts): its screen (the tenant's API keys), a page of Manage Tenant, and its words. */
export const apiKeys: FeatureManifest = {
  name: 'api-keys',
  staffRoutes: [
    {
      path: paths.apiKeys,
      guard: 'tenantAdmin',
      section: 'manage-tenant',
      screen: lazyRetry(() => import('./ApiKeysPage').then((m) => m.ApiKeysPage)),
    },
  ],
  words: ['apiKeys'],
};
