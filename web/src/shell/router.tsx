import { Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { AppErrorPage } from '../pages/public/AppErrorPage';
import { NotFoundPage } from '../pages/public/NotFoundPage';
import { KioskDepots } from '../modules/kiosk/KioskContext';
import { FullPageLoader } from '../app/FullPageLoader';
import { AuthProvider } from '../app/auth';
import { RequireLogin } from '../app/guards';
import { FeatureMenu } from '../app/features';
import { featureMenu } from './features';
import { kioskRoutes } from './kioskRoutes';
import { staffRoutes } from './staffRoutes';
import { paths } from '../app/paths';
import {
  ApprovalLinkPage,
  ForgotPasswordPage,
  KioskLaunch,
  LandingPage,
  LoginPage,
  PreArrivalPage,
  QuestionnairePage,
  ResetPasswordPage,
  SafePage,
  SsoCallbackPage,
  StaffLayout,
  handle,
} from './screens';

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

/** The app's route table: public screens, the kiosk's (./kioskRoutes) and the staff area's (./staffRoutes). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <AppErrorPage />,
    children: [
      // ---- public ----
      { path: paths.home, handle: handle('public'), element: <LandingPage /> },
      { path: paths.login, handle: handle('public'), element: <LoginPage /> },
      { path: paths.forgotPassword, handle: handle('public'), element: <ForgotPasswordPage /> },
      { path: paths.resetPassword, handle: handle('public'), element: <ResetPasswordPage /> },
      { path: paths.approvalLink, handle: handle('public'), element: <ApprovalLinkPage /> },
      { path: paths.ssoCallback, handle: handle('public'), element: <SsoCallbackPage /> },
      { path: paths.safe, handle: handle('public'), element: <SafePage /> },
      { path: paths.arrive, handle: handle('public'), element: <PreArrivalPage /> },
      { path: paths.kioskLaunch, handle: handle('kiosk'), element: <KioskLaunch /> },

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
            <FeatureMenu.Provider value={featureMenu}>
              <StaffLayout />
            </FeatureMenu.Provider>
          </RequireLogin>
        ),
        children: staffRoutes,
      },
      // The questionnaire opens in its own tab without the staff chrome (printable); still behind the login.
      {
        path: paths.visitQuestionnaire,
        handle: handle('staff'),
        element: (
          <RequireLogin>
            <QuestionnairePage />
          </RequireLogin>
        ),
      },

      { path: '*', handle: handle('public'), element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
