// The partners feature's screens: one lazily loaded chunk (modules/partners/index.ts names them).
export { RegisterPartnerPage } from './RegisterPartnerPage';
export { RegisteredPartnersPage } from './RegisteredPartnersPage';
