import { Paper, Text } from '@mantine/core';
import { useEffect } from 'react';
import { keepOnDevice } from '../../../app/graphqlFetch';
import { useOffline } from '../../../app/reachability';
import { KioskTextsDocument, ReasonsDocument } from '../documents';
import { kioskText } from '../kioskText';
import { rememberKiosk } from './device';
import { pendingCount, useHeldState } from './queue';
import { flush } from './send';
// Loaded with this module, so the screens' `import('./held')` and `import('./checkout')` need no network later.
import './held';
import './checkout';

const kept = new Set<string>();
/**
 * The depot's public data the kiosk's screens ask for later (its texts, the visit reasons), asked once a page load
 * and kept on the device: a kiosk opened online once has all it needs to sign a walk-in in with no network.
 */
function keepKioskData(depotId: string) {
  if (kept.has(depotId)) return;
  kept.add(depotId);
  void keepOnDevice(KioskTextsDocument, { depotId }).catch(() => undefined);
  void keepOnDevice(ReasonsDocument, { depotId }).catch(() => undefined);
}

/** How often a kiosk holding entries tries to send them, besides when the browser says the network is back. */
export const HELD_RETRY_MS = 15_000;

/**
 * Every kiosk screen (issue 27): remembers this kiosk as the device's (the installed app starts there), keeps its
 * public data on the device, and sends what
 * the device holds, now, when the network comes back, and every HELD_RETRY_MS while anything is held.
 */
export function useHeldSender(homePath: string | null, depotId: string | null): void {
  useEffect(() => {
    if (homePath) rememberKiosk(homePath);
  }, [homePath]);
  useEffect(() => {
    if (depotId) keepKioskData(depotId);
  }, [depotId]);
  useEffect(() => {
    const go = () => void flush().catch(() => undefined);
    go();
    window.addEventListener('online', go);
    const timer = setInterval(() => {
      void pendingCount().then(
        (n) => n > 0 && go(),
        () => undefined,
      );
    }, HELD_RETRY_MS);
    return () => {
      window.removeEventListener('online', go);
      clearInterval(timer);
    };
  }, []);
}

/**
 * How many entries this kiosk holds unsent: calm while the network is down; a warning when the server failed one
 * (issue 36: a failure is never hidden behind "saved"), which is kept and tried again. With nothing held, that the
 * kiosk is offline, as soon as it is (the browser says so, or the server could not be reached), and what still works.
 */
export function HeldBanner() {
  const { count, failing } = useHeldState();
  const offline = useOffline();
  if (!count && offline)
    return (
      <Paper withBorder radius="md" p="sm" mb="md" bg="blue.0" role="status" data-testid="offline-banner">
        <Text fw={600} c="blue.9">
          {kioskText.offlineTitle}
        </Text>
        <Text fz="sm" c="dark.6">
          {kioskText.offlineKioskBody}
        </Text>
      </Paper>
    );
  if (!count) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      mb="md"
      bg={failing ? 'red.0' : 'blue.0'}
      role={failing ? 'alert' : 'status'}
      data-testid="held-banner"
      data-count={count}
      data-failing={failing}
    >
      <Text fw={600} c={failing ? 'red.9' : 'blue.9'}>
        {kioskText.heldCount(count)}
      </Text>
      <Text fz="sm" c="dark.6">
        {failing ? kioskText.heldFailing(failing) : kioskText.heldCountHint}
      </Text>
    </Paper>
  );
}

/** The offline machinery of a kiosk screen, loaded after the screen (kept out of the kiosk home's first download). */
export function KioskOffline({ homePath, depotId }: { homePath: string; depotId: string }) {
  useHeldSender(homePath, depotId);
  return <HeldBanner />;
}
