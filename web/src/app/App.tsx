import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { router } from './router';
import { TOAST_LIMIT } from './notify';
import { theme } from './theme';

const Notifications = lazy(() => import('./NotificationsView').then((m) => ({ default: m.Notifications })));

/**
 * Mantine's notifications (toasts), mounted when the first one is shown (app/notify.ts puts it in the store,
 * which is tiny): their code (transitions, the portal, scroll-bar offsets, 9 KB gzip) is not part of a kiosk's
 * first load. Mounted once, they stay. Bottom right, so they never cover the header's user menu (issue 23).
 */
function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" limit={TOAST_LIMIT} zIndex={1000} />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <LazyNotifications />
      {/* ModalsProvider wraps the staff area (pages/staff/StaffLayout.tsx): it would load Mantine's Modal with the kiosk home.
          ApolloProvider is inside the router (app/auth.tsx): the kiosk talks GraphQL without Apollo Client. */}
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
