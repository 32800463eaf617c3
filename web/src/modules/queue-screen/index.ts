import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';
import { isSuperAdmin } from '../../app/roles';

/** The queueScreen feature's manifest (app/features.ts): its staff screen, its side-menu entry and its words. */
export const queueScreen: FeatureManifest = {
  name: 'queue-screen',
  staffRoutes: [{ path: paths.queues, guard: 'superAdmin', screen: lazyRetry(() => import('./QueuesPage').then((m) => m.QueuesPage)) }],
  menu: [{ slug: 'queues', label: 'screens.queues', to: paths.queues, shows: isSuperAdmin }],
  words: ['queues'],
};
