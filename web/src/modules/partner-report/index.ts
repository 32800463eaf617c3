import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';

/** The partner report's manifest (app/features.ts): its screen, a tab of Reports. */
export const partnerReport: FeatureManifest = {
  name: 'partner-report',
  staffRoutes: [
    {
      path: paths.partnerReport,
      guard: 'staff',
      section: 'reports',
      screen: lazyRetry(() => import('./PartnerReportPage').then((m) => m.PartnerReportPage)),
    },
  ],
  tabs: [{ bar: 'reports', at: 2, slug: 'partners-report', label: 'screens.partnersReport', to: paths.partnerReport }],
};
