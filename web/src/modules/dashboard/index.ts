import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';

/**
 * The dashboard's manifest (app/features.ts): the staff area's home (today's visits, who is on site, the first-run
 * guide) and the side menu's Manage Visits, the section of the booking, partner, shift and role screens.
 */
export const dashboard: FeatureManifest = {
  name: 'dashboard',
  staffRoutes: [{ path: paths.dashboard, guard: 'staff', screen: lazyRetry(() => import('./DashboardPage').then((m) => m.DashboardPage)) }],
  menu: [{ slug: 'manage-visits', label: 'screens.manageVisits', to: paths.dashboard }],
};
