import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';

/** The staff feature's manifest (app/features.ts): the regular visitors' screen (a tab of Manage Visits) and its words. */
export const staff: FeatureManifest = {
  name: 'staff',
  staffRoutes: [
    {
      path: paths.regularVisitor,
      guard: 'staff',
      section: 'manage-visits',
      screen: lazyRetry(() => import('./RegularVisitorStaffPage').then((m) => m.RegularVisitorStaffPage)),
    },
  ],
  tabs: [{ bar: 'visit', at: 2, slug: 'regular-visitor', label: 'screens.regularVisitor', to: paths.regularVisitor }],
  words: ['staff'],
};
