// The staff area: one lazily loaded chunk, kept away from the kiosk routes.
export { StaffLayout } from './StaffLayout';
export { StaffScreen } from './StaffScreen';
export { DashboardPage } from './visits/DashboardPage';
export { BookVisitPage } from './visits/BookVisitPage';
export { RegularVisitorStaffPage } from './visits/RegularVisitorStaffPage';
export { LiveReportPage } from './visits/LiveReportPage';
export { RegisterPartnerPage } from './partners/RegisterPartnerPage';
export { RegisteredPartnersPage } from './partners/RegisteredPartnersPage';
export { PartnerReportPage } from './partners/PartnerReportPage';
export { ShiftsPage } from './partners/ShiftsPage';
export { RolePage } from './partners/RolePage';
