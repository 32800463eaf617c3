import { Box, Button, Center, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { depotTime, type DepotTime } from '../depotClock';
import { kioskText } from '../kioskText';
import { useKiosk } from '../KioskContext';
import { displayDepotCode } from '../depotCode';
import { useIdleReset } from '../useIdleReset';
import { KioskDepotNotFound, KioskLoading, KioskOfflineNotice } from './KioskStates';
import { currentLanguage } from '../../../i18n/core';
import { resetLanguage } from '../../../i18n/kioskLanguage';

/**
 * Issue 27: the held entries' banner and sender, loaded after the screen (not in the kiosk home's first download).
 * Should its chunk not load (no service worker and no network), the screen goes on without it.
 */
const KioskOffline = lazy(() =>
  import('../offline/HeldBanner').then(
    (m) => ({ default: m.KioskOffline }),
    (): { default: ComponentType<{ homePath: string; depotId: string }> } => ({ default: () => null }),
  ),
);

/** The depot's wall clock, ticking every second (spec 2.1: the current date and a live clock). */
export function useDepotClock(zone: string | undefined): DepotTime {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(t);
  }, []);
  return depotTime(now, zone, currentLanguage());
}

/**
 * Marks the document as a kiosk while a kiosk screen is up (`body.kiosk`): the kiosk's touch sizes, wrapping
 * button labels and contrast (global.css) then reach its modals too, which render outside the screen's tree.
 */
function useKioskBody() {
  useEffect(() => {
    document.body.classList.add('kiosk');
    return () => document.body.classList.remove('kiosk');
  }, []);
}

/**
 * Every kiosk screen: the tenant and depot in a header, one card of content, a way home. A screen other
 * than the home (and a home-less screen given `idleMs`) resets itself when left alone: after `idleMs` (default
 * KIOSK_TIMERS.idle) an "Are you still there?" count down, then the depot home with the visitor's data cleared.
 */
export function KioskShell({
  children,
  title,
  home = true,
  width = 720,
  idleMs,
  loadingTitle,
}: {
  children: ReactNode;
  /** Shown while the depot's answer is on its way (the home's welcome, made from the address). */
  loadingTitle?: string;
  title?: string;
  home?: boolean;
  width?: number;
  idleMs?: number;
}) {
  const { depot, loading, missing, offline, tenantName, depotCode, goHome, to } = useKiosk();
  const now = useDepotClock(depot?.timeZone);
  useKioskBody();
  // The idle reset clears the visitor's data and returns to the tenant's default language (issue 27).
  const idlePrompt = useIdleReset(
    (home || idleMs !== undefined) && !!depot,
    // The language first (the screen is drawn afresh in it), then home: a navigation begun before the language
    // changed could be lost in the redraw.
    () => void resetLanguage(depot).then(goHome, goHome),
    idleMs,
  );
  if (loading)
    // The kiosk's frame at once, from its address (issue 27: a first screen in under two seconds on a slow link); the
    // depot's own answer fills it in a moment later.
    return <KioskLoading tenantName={tenantName} depotCode={depotCode} loadingTitle={loadingTitle} />;
  if (offline) return <KioskOfflineNotice />;
  if (missing || !depot) return <KioskDepotNotFound tenantName={tenantName} depotCode={depotCode} />;
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="depot.8" c="white" px={{ base: 'sm', sm: 'lg' }} py="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} fz={{ base: 'md', sm: 'lg' }} truncate data-testid="kiosk-tenant">
              {depot.tenantName}
            </Text>
            <Text fz="sm" opacity={0.85} data-testid="kiosk-depot-code">
              {displayDepotCode(depot.code)}
            </Text>
          </Stack>
          <Text fw={600} fz={{ base: 'lg', sm: 'xl' }} ff="monospace" data-testid="kiosk-clock">
            {now.time}
          </Text>
        </Group>
      </Box>
      <Container
        size={width}
        w="100%"
        px={{ base: 'xs', sm: 'md' }}
        py={{ base: 'sm', sm: 'lg' }}
        // the home page sits in the middle of the screen; a form starts at the top (the touch keyboard comes below)
        style={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: home ? 'flex-start' : 'center' }}
      >
        <Suspense fallback={null}>
          <KioskOffline homePath={to('home')} depotId={depot.id} />
        </Suspense>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Stack gap="md">
            {title ? (
              <Title order={1} size="h2" data-testid="kiosk-screen">
                {title}
              </Title>
            ) : null}
            {children}
          </Stack>
        </Paper>
        {home ? (
          <Center mt="md">
            <Button variant="subtle" size="lg" onClick={goHome} data-testid="kiosk-home-link">
              {kioskText.backHome}
            </Button>
          </Center>
        ) : null}
      </Container>
      {idlePrompt}
    </Box>
  );
}
