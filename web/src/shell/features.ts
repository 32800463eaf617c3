import type { FeatureManifest, MenuEntry } from '../app/features';
import { audit } from '../modules/audit';
import { channels } from '../modules/channels';
import { documents } from '../modules/documents';
import { hosts } from '../modules/hosts';
import { inductions } from '../modules/inductions';
import { queueScreen } from '../modules/queue-screen';
import { watchlist } from '../modules/watchlist';

/**
 * The web features that declare themselves (issue 42; the web's graph/src/features.ts): one line each, in the order
 * of their side-menu entries. The router adds their staff screens (shell/staffRoutes.tsx) and the staff area's side
 * menu shows their entries after Reports (app/navigation.ts). The screens not listed here are still in the shell's
 * hand-kept tables (shell/screens.ts, shell/staffRoutes.tsx, shell/kioskRoutes.tsx, shell/router.tsx).
 */
export const features: readonly FeatureManifest[] = [hosts, watchlist, inductions, documents, audit, queueScreen, channels];

/** Every feature's side-menu entries, in the features' order. */
export const featureMenu: readonly MenuEntry[] = features.flatMap((f) => f.menu ?? []);
