import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { router } from './router';
import { TOAST_LIMIT } from '../app/notify';
import { theme } from '../app/theme';
import { forgetFailedLoads, lazyRetry } from '../app/lazyRetry';

const Notifications = lazyRetry(() => import('../app/NotificationsView').then((m) => m.Notifications));

/**
 * Mantine's notifications (toasts), mounted when the first one is shown (app/notify.ts puts it in the store,
 * which is tiny): their code (transitions, the portal, scroll-bar offsets, 9 KB gzip) is not part of a kiosk's
 * first load. Mounted once, they stay. Bottom right, so they never cover the header's user menu (issue 23).
 */
/** Toasts whose code could not load (the network is down) show nothing, and are tried again 30 s later: never a white page. */
class NoToastsOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  private timer: ReturnType<typeof setTimeout> | undefined;
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      forgetFailedLoads();
      this.setState({ failed: false });
    }, 30_000);
  }
  componentWillUnmount() {
    clearTimeout(this.timer);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <NoToastsOnFailure>
      <Suspense fallback={null}>
        <Notifications position="bottom-right" limit={TOAST_LIMIT} zIndex={1000} />
      </Suspense>
    </NoToastsOnFailure>
  ) : null;
}

export function App() {
  return (
    // The direction follows the kiosk's language (Arabic: right to left, i18n/kioskLanguage.ts).
    <DirectionProvider>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <LazyNotifications />
        {/* ModalsProvider wraps the staff area (pages/staff/StaffLayout.tsx): it would load Mantine's Modal with the kiosk home.
          ApolloProvider is inside the router (app/auth.tsx): the kiosk talks GraphQL without Apollo Client. */}
        <RouterProvider router={router} />
      </MantineProvider>
    </DirectionProvider>
  );
}
