import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useRouteError } from 'react-router';
import { forgetFailedLoads } from '../../app/lazyRetry';
import { kioskHomePath } from '../../app/paths';
import { classifyError } from '../../app/transport';
import { KIOSK_TIMERS } from '../../modules/kiosk/kioskErrors';
import { kioskText } from '../../modules/kiosk/kioskText';

/** A dynamic import that failed (Chromium, Firefox and Safari word it differently; Vite's preload says "Unable to preload"). */
const isLoadFailure = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|module script failed|importing a module script failed|unable to preload|failed to fetch/i.test(
    error.message,
  );

/**
 * The error element of every kiosk screen (issue 27): an unattended entrance must never stay on an error. It says
 * when the network is down, and returns to the depot's kiosk home by itself: as soon as the browser is back online,
 * else after KIOSK_TIMERS.errorReturn. The kiosk home is in the entry chunk and the depot's answer is kept around the
 * kiosk's routes, so the home shows even while the network is still away.
 */
export function KioskErrorPage() {
  const error = useRouteError();
  const { tenantName, depotCode } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [offline, setOffline] = useState(() => !navigator.onLine);
  const network = offline || isLoadFailure(error) || classifyError(error) === 'network';
  if (import.meta.env.DEV) console.error(error);

  const goHome = useCallback(() => {
    forgetFailedLoads();
    navigate(tenantName && depotCode ? kioskHomePath(tenantName, depotCode) : pathname, { replace: true });
  }, [navigate, tenantName, depotCode, pathname]);

  useEffect(() => {
    const timer = setTimeout(goHome, KIOSK_TIMERS.errorReturn);
    const down = () => setOffline(true);
    window.addEventListener('online', goHome);
    window.addEventListener('offline', down);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', goHome);
      window.removeEventListener('offline', down);
    };
  }, [goHome]);

  return (
    <Center mih="100dvh" px="md" bg="gray.0">
      <Paper withBorder radius="lg" p="xl" maw={520} data-testid="kiosk-error-page" data-network={network}>
        <Stack gap="md" ta="center">
          <Title order={1} size="h2">
            {network ? kioskText.offlineTitle : kioskText.screenErrorTitle}
          </Title>
          <Text fz="lg" c="dimmed" data-testid="kiosk-error-page-text">
            {network ? kioskText.offlineBody : kioskText.screenErrorBody}
          </Text>
          <Button size="xl" radius="lg" onClick={goHome} data-testid="kiosk-error-home">
            {kioskText.backToStart}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
