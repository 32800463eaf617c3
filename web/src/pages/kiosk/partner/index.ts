export { PartnerKioskPage } from './PartnerKioskPage';
export { PartnerTemperaturePage } from './PartnerTemperaturePage';
export { PartnerBadgePage } from './PartnerBadgePage';
export { PartnerSignPage } from './PartnerSignPage';
export { PartnerAdminPage } from './PartnerAdminPage';
