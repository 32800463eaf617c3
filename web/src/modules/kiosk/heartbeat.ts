import { graphqlFetch } from '../../app/graphqlFetch';
import { silentErrors } from '../../app/transport';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { KioskHeartbeatDocument, PairKioskDocument } from './documents';
import { deviceId, deviceSecret, keepDeviceSecret } from './offline/device';

/**
 * Kiosks staff can see (issue 27): while a depot's kiosk is open, the tablet tells the server about once a minute
 * that it is alive, with the id it made for itself, the app version it runs and how many entries it holds unsent.
 * Staff see each kiosk on the Kiosks screen; one silent for more than five minutes while the depot is open is flagged.
 */

/** The kiosk app's version: the package version and the build time (vite.config.ts). */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? 'dev';
const RETRY_MS = 15_000;
/** A kiosk screen follows another within moments: the beat keeps going over the gap, and stops this long after the last. */
const STOP_AFTER_MS = 10_000;

/** How many entries the device holds unsent: the offline queue, loaded after the first screen (it brings IndexedDB). */
async function heldEntries(): Promise<number> {
  try {
    return await (await import('./offline/queue')).pendingCount();
  } catch {
    return 0;
  }
}

type Beat = {
  depotId: string;
  /** A pairing link's exchange (issue 40), done before the first beat. */
  paired?: Promise<void>;
  users: number;
  timer?: ReturnType<typeof setTimeout>;
  stop?: ReturnType<typeof setTimeout>;
  unsubscribe?: () => void;
};
let current: Beat | null = null;

/**
 * Issue 40: a kiosk opened by a pairing link (`?pair=CODE`, made by staff on the Kiosks screen) exchanges the code for
 * its device secret once, keeps it beside its device id, and takes the code out of the address. A code refused
 * (used, expired) leaves the kiosk as it was; the kiosk works unpaired.
 */
export async function pairFromLink(depotId: string): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const code = params.get('pair');
  if (!code) return;
  params.delete('pair');
  const rest = params.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
  try {
    const r = await graphqlFetch(PairKioskDocument, { input: { depotId, deviceId: deviceId(), code } }, silentErrors);
    keepDeviceSecret(depotId, r.pairKiosk.deviceSecret);
  } catch {
    // refused or unreachable: staff see the kiosk is not paired and make a new link
  }
}

const unpaired = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');

async function beat(b: Beat): Promise<void> {
  let next = RETRY_MS;
  try {
    await b.paired;
    // Only a paired kiosk beats (issue 40); an unpaired one looks again later (it may be paired meanwhile).
    const secret = deviceSecret(b.depotId);
    if (secret) {
      const held = await heldEntries();
      const answer = await graphqlFetch(
        KioskHeartbeatDocument,
        { input: { depotId: b.depotId, deviceId: deviceId(), version: APP_VERSION, held } },
        { ...silentErrors, kioskSecret: secret },
      ).catch((error: unknown) => {
        // Unpaired by staff (or forgotten): the secret is of no use any more.
        if (unpaired(error)) keepDeviceSecret(b.depotId, null);
        throw error;
      });
      next = answer.kioskHeartbeat.intervalSeconds * 1000;
    }
  } catch {
    // The network is down or the server refused: try again soon; the kiosk itself carries on.
  }
  if (current === b) b.timer = setTimeout(() => void beat(b), next);
}

/** Beat again now (the network came back, the queue changed). */
export function beatNow(): void {
  const b = current;
  if (!b) return;
  clearTimeout(b.timer);
  void beat(b);
}

let pending: ReturnType<typeof setTimeout> | undefined;
/** A change of the queue beats again within a few seconds (several changes at once: one beat). */
function debouncedBeat(): void {
  clearTimeout(pending);
  pending = setTimeout(beatNow, 3_000);
}

function stop(b: Beat): void {
  clearTimeout(b.timer);
  clearTimeout(b.stop);
  b.unsubscribe?.();
  if (current === b) current = null;
}

/**
 * A kiosk screen of `depotId` is shown: beat (at once for a new depot) until no kiosk screen has been shown for a
 * few seconds. Answers the release to call when the screen goes.
 */
export function holdHeartbeat(depotId: string): () => void {
  if (current && current.depotId !== depotId) stop(current);
  if (!current) {
    current = { depotId, users: 0, paired: pairFromLink(depotId) };
    window.addEventListener('online', beatNow);
    void beat(current);
    // Staff see the held count change soon after it does (a held entry sent, or one more held).
    void import('./offline/queue').then(({ subscribe }) => {
      const b = current;
      if (b && !b.unsubscribe) b.unsubscribe = subscribe(debouncedBeat);
    });
  }
  const b = current;
  clearTimeout(b.stop);
  b.users += 1;
  return () => {
    b.users -= 1;
    if (b.users === 0)
      b.stop = setTimeout(() => {
        stop(b);
        if (!current) window.removeEventListener('online', beatNow);
      }, STOP_AFTER_MS);
  };
}
