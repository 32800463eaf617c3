import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';

/** The roles feature's manifest (app/features.ts): its screen, a tab of Manage Visits for the roles that manage roles. */
export const roles: FeatureManifest = {
  name: 'roles',
  staffRoutes: [
    {
      path: paths.role,
      guard: 'shiftsAndRoles',
      section: 'manage-visits',
      screen: lazyRetry(() => import('./RolesPage').then((m) => m.RolesPage)),
    },
  ],
  tabs: [{ bar: 'visit', at: 5, slug: 'role', label: 'screens.role', to: paths.role }],
};
