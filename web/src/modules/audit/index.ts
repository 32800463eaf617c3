import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';
import { isTenantAdminOrSuper } from '../../app/roles';

/** The audit feature's manifest (app/features.ts): its staff screen, its side-menu entry and its words. */
export const audit: FeatureManifest = {
  name: 'audit',
  staffRoutes: [{ path: paths.audit, guard: 'tenantAdmin', screen: lazyRetry(() => import('./AuditPage').then((m) => m.AuditPage)) }],
  menu: [{ slug: 'audit', label: 'screens.audit', to: paths.audit, shows: isTenantAdminOrSuper }],
  words: ['audit'],
};
