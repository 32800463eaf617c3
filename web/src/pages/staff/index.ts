// The staff area's chrome (the side menu, the header): one lazily loaded chunk, kept away from the kiosk routes. Its
// screens are the features' (modules/<f>/index.ts), each loaded with its route.
export { StaffLayout } from './StaffLayout';
