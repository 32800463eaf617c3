// The staff area: one lazily loaded chunk, kept away from the kiosk routes.
export { StaffLayout } from './StaffLayout';
export { DashboardPage } from './visits/DashboardPage';
export { BookVisitPage } from './visits/BookVisitPage';
export { RegularVisitorStaffPage } from './visits/RegularVisitorStaffPage';
export { LiveReportPage } from './visits/LiveReportPage';
export { BookedVisitorsPage } from './visits/BookedVisitorsPage';
export { VisitorsReportPage } from './visits/VisitorsReportPage';
export { VisitDetailPage } from './visits/VisitDetailPage';
export { QuestionnairePage } from './visits/QuestionnairePage';
export { ProfilePage } from './account/ProfilePage';
