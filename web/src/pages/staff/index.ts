// The staff area: one lazily loaded chunk, kept away from the kiosk routes.
export { StaffLayout } from './StaffLayout';
export { StaffScreen } from './StaffScreen';
export { DashboardPage } from './visits/DashboardPage';
export { BookVisitPage } from './visits/BookVisitPage';
export { RegularVisitorStaffPage } from './visits/RegularVisitorStaffPage';
export { LiveReportPage } from './visits/LiveReportPage';
export { BookedVisitorsPage } from './visits/BookedVisitorsPage';
