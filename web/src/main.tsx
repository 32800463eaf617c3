import { askEarly } from './app/earlyQuery';
import { paintFirstScreen } from './shell/firstScreen';
import { readToken } from './app/storedToken';
import { KioskDepotDocument } from './modules/kiosk/depotDocument';

/*
 * The entry: nothing but what puts the app on screen after the boot screen (index.html) has painted (issue 27: a
 * first screen in under two seconds on a slow link). index.html paints with no script and no stylesheet in its way;
 * the app, its styles and the screen the address asks for load after that first frame, and a kiosk's depot is asked
 * for at the same time (app/earlyQuery.ts). A load that fails (the network dropped while the tablet started) is tried
 * again with backoff, and whenever the browser says the network is back, so an unattended kiosk never stays on the
 * boot screen.
 */
const RETRY_MS = [500, 1500, 3000, 5000, 10000, 30000];

function start(attempt = 0): void {
  import('./shell/start').catch(() => {
    const again = () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
      // A module that failed stays failed in this document's module map: after two more tries a reload fetches it
      // afresh (index.html comes from the service worker while the network is still down).
      if (attempt >= 2) window.location.reload();
      else start(attempt + 1);
    };
    const timer = setTimeout(again, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
    window.addEventListener('online', again);
  });
}

// The screen the address asks for, drawn at once without React (shell/firstScreen.ts); then, after that frame
// (requestAnimationFrame runs just before it paints, the timeout just after), the app.
paintFirstScreen(window.location.pathname, readToken() !== null);
requestAnimationFrame(() =>
  setTimeout(() => {
    start();
    askEarly(window.location.pathname, readToken() !== null, KioskDepotDocument.loc?.source.body);
  }, 0),
);
