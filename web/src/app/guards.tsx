import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageLoader } from './FullPageLoader';
import { useAuth } from './auth';
import { mayReturnAfterSignIn } from './session';
import { paths } from './paths';
import { admits, type Guard } from './roles';

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

export type { Guard };

/** A staff screen behind its guard: a role the guard does not admit goes to /dashboard. */
export function guarded(guard: Guard, element: ReactNode) {
  if (guard === 'staff') return element;
  return (
    <RequireRole allow={admits[guard]} redirectTo={paths.dashboard}>
      {element}
    </RequireRole>
  );
}
