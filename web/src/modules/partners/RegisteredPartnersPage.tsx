import { RegisteredPartners } from './RegisteredPartners';
import { StaffPage } from '../../ui/StaffPage';
import { st } from '../../i18n/staff';

export function RegisteredPartnersPage() {
  return (
    <StaffPage section={st('screens.reports')} tabs="reports" title={st('partners.partnersTitle')}>
      <RegisteredPartners />
    </StaffPage>
  );
}
