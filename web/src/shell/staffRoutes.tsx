import type { RouteObject } from 'react-router';
import { guarded, RequireLogin } from '../app/guards';
import type { StaffRoute } from '../app/features';
import { features } from './features';
import { handle } from './screens';

// ---- staff (login required) --------------------------------------------------------------------
const declared: StaffRoute[] = features.flatMap((f) => f.staffRoutes ?? []);

/** The staff screens in the staff area's chrome (the router puts them behind the login, in StaffLayout): the features'. */
export const staffRoutes: RouteObject[] = declared
  .filter((r) => r.chrome !== false)
  .map((r) => ({ path: r.path, element: guarded(r.guard, <r.screen />) }));

/** The staff screens that open without the chrome (in a tab of their own, printable): still behind the login. */
export const bareStaffRoutes: RouteObject[] = declared
  .filter((r) => r.chrome === false)
  .map((r) => ({ path: r.path, handle: handle('staff'), element: <RequireLogin>{guarded(r.guard, <r.screen />)}</RequireLogin> }));
