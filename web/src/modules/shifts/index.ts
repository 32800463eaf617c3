import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';

/** The shifts feature's manifest (app/features.ts): its screen, a tab of Manage Visits for the roles that manage shifts. */
export const shifts: FeatureManifest = {
  name: 'shifts',
  staffRoutes: [
    {
      path: paths.shifts,
      guard: 'shiftsAndRoles',
      section: 'manage-visits',
      screen: lazyRetry(() => import('./ShiftsPage').then((m) => m.ShiftsPage)),
    },
  ],
  tabs: [{ bar: 'visit', at: 4, slug: 'shift-details', label: 'screens.shiftDetails', to: paths.shifts }],
};
