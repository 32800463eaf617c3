export { KioskHomePage } from './KioskHomePage';
export { VisitTypePage } from './VisitTypePage';
export { PlannedVisitPage } from './PlannedVisitPage';
export { UnplannedVisitPage } from './UnplannedVisitPage';
export { RegularVisitorPage } from './RegularVisitorPage';
export { EnterBadgePage } from './EnterBadgePage';
export { CheckoutPage } from './CheckoutPage';
export { PrintHouseRulesPage } from './PrintHouseRulesPage';
