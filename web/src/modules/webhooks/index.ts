import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';

/** The webhooks feature's manifest (app/features.ts): its screen (the tenant's webhooks), a page of Manage Tenant, and its words. */
export const webhooks: FeatureManifest = {
  name: 'webhooks',
  staffRoutes: [
    {
      path: paths.webhooks,
      guard: 'tenantAdmin',
      section: 'manage-tenant',
      screen: lazyRetry(() => import('./WebhooksPage').then((m) => m.WebhooksPage)),
    },
  ],
  words: ['webhooks'],
};
