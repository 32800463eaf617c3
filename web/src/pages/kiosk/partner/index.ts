export { PartnerKioskPage } from './PartnerKioskPage';
export { PartnerTemperaturePage } from './PartnerTemperaturePage';
export { PartnerBadgePage } from './PartnerBadgePage';
export { PartnerAdminPage } from './PartnerAdminPage';
