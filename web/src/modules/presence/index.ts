import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import type * as Screens from './screens';
import { paths } from '../../app/paths';
import { mayViewPresence } from '../../app/roles';

/** A screen of the feature, loaded with its route: all of them in one chunk (./screens.ts). */
const screen = (name: keyof typeof Screens) => lazyRetry(() => import('./screens').then((m) => m[name]));

/**
 * The presence feature's manifest (app/features.ts): on site now, the roll-call and a past one, their side-menu
 * entries and words. Evacuation shows to every role, beyond the spec's Manage Visits and Reports: marshals with a
 * custom role run the roll-call (docs/decisions.md, "Departures from the spec kept on purpose").
 */
export const presence: FeatureManifest = {
  name: 'presence',
  staffRoutes: [
    { path: paths.onSite, guard: 'presence', screen: screen('OnSitePage') },
    { path: paths.evacuation, guard: 'staff', screen: screen('EvacuationPage') },
    {
      path: paths.evacuationRecord,
      guard: 'staff',
      section: 'evacuation',
      screen: screen('EvacuationRecordPage'),
    },
  ],
  menu: [
    { slug: 'on-site', label: 'screens.onSite', to: paths.onSite, shows: mayViewPresence },
    { slug: 'evacuation', label: 'screens.evacuation', to: paths.evacuation },
  ],
  words: ['presence', 'refusedEntries', 'evacuation'],
};
