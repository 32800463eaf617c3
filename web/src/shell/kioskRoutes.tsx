import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { KioskHomePage } from '../pages/kiosk/KioskHomePage';
import { KioskErrorPage } from '../pages/kiosk/KioskErrorPage';
import { KioskProvider } from '../modules/kiosk/KioskContext';
import { paths } from '../app/paths';
import { features } from './features';
import { handle } from './screens';

// ---- kiosk (no login) -------------------------------------------------------------------------
/**
 * A kiosk screen with its depot (looked up by tenant name and depot code) and the visitor's journey. Its error
 * element returns to the depot's home by itself (issue 27); being the screen's own, it leaves KioskDepots (and the
 * depot's answer it keeps) in place. Without `depot` (the partner kiosk's set-up), the error element alone.
 */
const kioskScreen = (path: string, element: ReactNode, depot = true): RouteObject => ({
  path,
  handle: handle('kiosk'),
  element: depot ? <KioskProvider>{element}</KioskProvider> : element,
  errorElement: <KioskErrorPage />,
});

/**
 * The kiosk home, the shell's own: in the entry (the first screen of every kiosk, painted before React by
 * shell/firstScreen.ts), never a lazy screen; then the features' kiosk screens, each loaded with its route.
 */
export const kioskRoutes: RouteObject[] = [
  kioskScreen(paths.kioskHome, <KioskHomePage />),
  ...features.flatMap((f) => (f.kioskRoutes ?? []).map((r) => kioskScreen(r.path, <r.screen />, r.depot !== false))),
];
