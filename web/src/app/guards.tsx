import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageLoader } from './FullPageLoader';
import { useAuth } from './auth';
import { mayReturnAfterSignIn } from './session';
import { paths } from './paths';
import { isSuperAdmin, isTenantAdminOrSuper, mayManageShiftsAndRoles, mayOpenTenantDetails, mayViewPresence } from './roles';

/** Staff area: needs a stored login (localStorage.jwt), else /ml-admin (spec 2.2). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { token } = useAuth();
  const location = useLocation();
  if (!token)
    return <Navigate to={paths.login} replace state={mayReturnAfterSignIn() ? { from: `${location.pathname}${location.search}` } : null} />;
  return children;
}

/**
 * Only the given roles may see `children`; the others are redirected (spec 2.2 and 6).
 * Waits for `me` so a reload of a guarded page does not bounce a SuperAdmin away.
 */
export function RequireRole({
  allow,
  redirectTo,
  children,
}: {
  allow: (role: string) => boolean;
  redirectTo: string;
  children: ReactNode;
}) {
  const { user, loading, token } = useAuth();
  if (!token) return <Navigate to={paths.login} replace />;
  if (loading || !user) return <FullPageLoader />;
  if (!allow(user.role)) return <Navigate to={redirectTo} replace />;
  return children;
}

/** Which roles a staff route admits (the others are redirected). */
export type Guard = 'staff' | 'superAdmin' | 'tenantAdmin' | 'tenantDetails' | 'shiftsAndRoles' | 'presence';

/** A staff screen behind its guard. */
export function guarded(guard: Guard, element: ReactNode) {
  switch (guard) {
    case 'staff':
      return element;
    case 'superAdmin': // spec 2.2 / 6: others to /dashboard
      return (
        <RequireRole allow={isSuperAdmin} redirectTo={paths.dashboard}>
          {element}
        </RequireRole>
      );
    case 'tenantAdmin': // admin forms: TenantAdmin and SuperAdmin only, others to /dashboard
      return (
        <RequireRole allow={isTenantAdminOrSuper} redirectTo={paths.dashboard}>
          {element}
        </RequireRole>
      );
    case 'presence': // on site now: DepotManager and above (issue 23), others to /dashboard
      return (
        <RequireRole allow={mayViewPresence} redirectTo={paths.dashboard}>
          {element}
        </RequireRole>
      );
    case 'tenantDetails': // spec 6 sends other roles to /; a signed-in user stays in the staff area (issue 12)
      return (
        <RequireRole allow={mayOpenTenantDetails} redirectTo={paths.dashboard}>
          {element}
        </RequireRole>
      );
    case 'shiftsAndRoles': // issue 23: roles that may not manage them go to /dashboard
      return (
        <RequireRole allow={mayManageShiftsAndRoles} redirectTo={paths.dashboard}>
          {element}
        </RequireRole>
      );
  }
}
