import { lazyRetry } from '../app/lazyRetry';
import type { Area } from '../app/auth';

/** A route's handle: the area it belongs to (kiosk, staff or public; read at start to preload). */
export const handle = (area: Area) => ({ area });

// The shell's own lazily loaded screens (the features' are in their manifests, shell/features.ts): each loads with its
// route, so the kiosk loads neither the staff area nor the auth forms (the kiosk home is in the entry).
export const LandingPage = lazyRetry(() => import('../pages/public/LandingPage').then((m) => m.LandingPage));
/** The login, in one chunk with the other sign-in pages (pages/auth/routes.ts). */
export const LoginPage = lazyRetry(() => import('../pages/auth').then((m) => m.LoginPage));
/** The staff area's chrome: the side menu and the header around every staff screen. */
export const StaffLayout = lazyRetry(() => import('../pages/staff').then((m) => m.StaffLayout));
