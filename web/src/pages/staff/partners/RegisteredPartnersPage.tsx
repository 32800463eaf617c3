import { partnerUi, screenNames } from '../../../app/messages';
import { RegisteredPartners } from '../../../modules/partners/RegisteredPartners';
import { StaffPage } from '../../../modules/staff/StaffPage';

export function RegisteredPartnersPage() {
  return (
    <StaffPage section={screenNames.reports} tabs="reports" title={partnerUi.partnersTitle}>
      <RegisteredPartners />
    </StaffPage>
  );
}
