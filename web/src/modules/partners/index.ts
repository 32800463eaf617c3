import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import type * as Screens from './screens';
import { paths } from '../../app/paths';

/** A screen of the feature, loaded with its route: all of them in one chunk (./screens.ts). */
const screen = (name: keyof typeof Screens) => lazyRetry(() => import('./screens').then((m) => m[name]));

/** The partners feature's manifest (app/features.ts): registering a partner (Manage Visits) and the registered ones (Reports). */
export const partners: FeatureManifest = {
  name: 'partners',
  staffRoutes: [
    {
      path: paths.registerPartner,
      guard: 'staff',
      section: 'manage-visits',
      screen: screen('RegisterPartnerPage'),
    },
    {
      path: paths.registeredPartners,
      guard: 'staff',
      section: 'reports',
      screen: screen('RegisteredPartnersPage'),
    },
  ],
  tabs: [
    { bar: 'visit', at: 3, slug: 'register-partner', label: 'screens.registerPartner', to: paths.registerPartner },
    { bar: 'reports', at: 3, slug: 'partners', label: 'screens.partners', to: paths.registeredPartners },
  ],
  words: ['partners'],
};
