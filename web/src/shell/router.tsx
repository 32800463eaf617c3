import { Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { AppErrorPage } from '../pages/public/AppErrorPage';
import { NotFoundPage } from '../pages/public/NotFoundPage';
import { KioskDepots } from '../modules/kiosk/KioskContext';
import { FullPageLoader } from '../app/FullPageLoader';
import { AuthProvider } from '../app/auth';
import { RequireLogin } from '../app/guards';
import { FeatureMenu } from '../app/features';
import { features, sideMenu } from './features';
import { kioskRoutes } from './kioskRoutes';
import { bareStaffRoutes, staffRoutes } from './staffRoutes';
import { paths } from '../app/paths';
import { LandingPage, LoginPage, StaffLayout, handle } from './screens';

/** The root of every route: the session, and a loader while a lazily loaded screen arrives. */
function RootLayout() {
  return (
    <AuthProvider>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </AuthProvider>
  );
}

/** The features' public screens (no login, no depot). */
const publicRoutes: RouteObject[] = features.flatMap((f) =>
  (f.publicRoutes ?? []).map((r) => ({ path: r.path, handle: handle(r.area ?? 'public'), element: <r.screen /> })),
);

/**
 * The app's route table: the shell's own (the landing page, the login, the staff area's chrome, not found) and the
 * features' (shell/features.ts): public screens, the kiosk's (./kioskRoutes) and the staff area's (./staffRoutes).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <AppErrorPage />,
    children: [
      // ---- public ----
      { path: paths.home, handle: handle('public'), element: <LandingPage /> },
      { path: paths.login, handle: handle('public'), element: <LoginPage /> },
      ...publicRoutes,

      {
        element: (
          <KioskDepots>
            <Outlet />
          </KioskDepots>
        ),
        children: kioskRoutes,
      },

      {
        handle: handle('staff'),
        element: (
          <RequireLogin>
            <FeatureMenu.Provider value={sideMenu}>
              <StaffLayout />
            </FeatureMenu.Provider>
          </RequireLogin>
        ),
        children: staffRoutes,
      },
      // The staff screens without the chrome (the questionnaire opens in its own tab, printable); still behind the login.
      ...bareStaffRoutes,

      { path: '*', handle: handle('public'), element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
