import { useSyncExternalStore } from 'react';

/*
 * Whether the server answers (issue 27's offline kiosk): the browser's own word (navigator.onLine) and the last
 * request's fate. A request that could not reach the server marks it unreachable (the kiosk may then work from its
 * device copies, with the Wi-Fi up), any answer marks it reachable again, and so does the browser saying the
 * network is back. The kiosk shows it at once (offline/HeldBanner.tsx), not only once an entry is held.
 */
let unreachable = false;
const listeners = new Set<() => void>();
const tell = () => {
  for (const l of listeners) l();
};

/** What graphqlFetch learnt of the server: it answered (true) or could not be reached (false). */
export function serverReached(answered: boolean): void {
  if (unreachable === !answered) return;
  unreachable = !answered;
  tell();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const online = () => serverReached(true);
  window.addEventListener('online', online);
  window.addEventListener('offline', tell);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', tell);
  };
}

const offlineNow = () => navigator.onLine === false || unreachable;

/** True while the device has no network or the server could not be reached by the last request. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, offlineNow, () => false);
}
