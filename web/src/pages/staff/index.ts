// The staff area: one lazily loaded chunk, kept away from the kiosk routes.
export { StaffLayout } from './StaffLayout';
export { StaffScreen } from './StaffScreen';
