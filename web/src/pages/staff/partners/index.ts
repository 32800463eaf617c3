// The partner screens of the staff area (issue 4): loaded lazily with the rest of the staff area.
export { PartnerReportPage } from './PartnerReportPage';
export { RegisterPartnerPage } from './RegisterPartnerPage';
export { RegisteredPartnersPage } from './RegisteredPartnersPage';
export { RolesPage } from './RolesPage';
export { ShiftsPage } from './ShiftsPage';
