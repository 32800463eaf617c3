import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';
import { mayViewPresence } from '../../app/roles';

/** The hosts feature's manifest (app/features.ts): its staff screen, its side-menu entry and its words. */
export const hosts: FeatureManifest = {
  name: 'hosts',
  staffRoutes: [{ path: paths.hosts, guard: 'presence', screen: lazyRetry(() => import('./HostsPage').then((m) => m.HostsPage)) }],
  menu: [{ slug: 'hosts', label: 'screens.hosts', to: paths.hosts, shows: mayViewPresence }],
  words: ['hosts'],
};
