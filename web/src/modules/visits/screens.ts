// The visits feature's screens: one lazily loaded chunk (modules/visits/index.ts names them).
export { BookVisitPage } from './BookVisitPage';
export { BookedVisitorsPage } from './BookedVisitorsPage';
export { LiveReportPage } from './LiveReportPage';
export { QuestionnairePage } from './QuestionnairePage';
export { VisitDetailPage } from './VisitDetailPage';
export { VisitorsReportPage } from './VisitorsReportPage';
