import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';
import { mayViewPresence } from '../../app/roles';

/** The documents feature's manifest (app/features.ts): its staff screen, its side-menu entry and its words. */
export const documents: FeatureManifest = {
  name: 'documents',
  staffRoutes: [
    { path: paths.documents, guard: 'presence', screen: lazyRetry(() => import('./DocumentsPage').then((m) => m.DocumentsPage)) },
  ],
  menu: [{ slug: 'documents', label: 'screens.documents', to: paths.documents, shows: mayViewPresence }],
  words: ['documents'],
};
