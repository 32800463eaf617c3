import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import type * as Screens from './screens';
import { paths } from '../../app/paths';

/** A screen of the feature, loaded with its route: all of them in one chunk (./screens.ts). */
const screen = (name: keyof typeof Screens) => lazyRetry(() => import('./screens').then((m) => m[name]));

/**
 * The visits feature's manifest (app/features.ts): booking a visit, the reports (visitors, booked visitors, the live
 * report), one visit and its printable questionnaire, and the side menu's Reports.
 */
export const visits: FeatureManifest = {
  name: 'visits',
  staffRoutes: [
    {
      path: paths.plannedVisitor,
      guard: 'staff',
      section: 'manage-visits',
      screen: screen('BookVisitPage'),
    },
    { path: paths.reports, guard: 'staff', screen: screen('VisitorsReportPage') },
    {
      path: paths.bookedVisitors,
      guard: 'staff',
      section: 'reports',
      screen: screen('BookedVisitorsPage'),
    },
    {
      path: paths.liveVisitReport,
      guard: 'superAdmin',
      section: 'reports',
      screen: screen('LiveReportPage'),
    },
    {
      path: paths.visit,
      guard: 'staff',
      section: 'reports',
      screen: screen('VisitDetailPage'),
    },
    // Opens in its own tab, printable: no staff chrome, still behind the login.
    {
      path: paths.visitQuestionnaire,
      guard: 'staff',
      section: 'reports',
      chrome: false,
      screen: screen('QuestionnairePage'),
    },
  ],
  menu: [{ slug: 'reports', label: 'screens.reports', to: paths.reports }],
  tabs: [
    { bar: 'visit', at: 1, slug: 'planned-visitor', label: 'screens.plannedVisitor', to: paths.plannedVisitor },
    { bar: 'reports', at: 1, slug: 'visitors-report', label: 'screens.visitorsReport', to: paths.reports },
    { bar: 'reports', at: 4, slug: 'visitors', label: 'screens.visitors', to: paths.bookedVisitors },
    { bar: 'reports', at: 5, slug: 'live-visit-report', label: 'screens.liveVisitReport', to: paths.liveVisitReport },
  ],
  words: ['visits', 'booking', 'live'],
};
