import { StaffPage } from '../../ui/StaffPage';
import { UpdateTenantDetails } from './UpdateTenantDetails';
import { st } from '../../i18n/staff';

export function UpdateTenantDetailsPage() {
  return (
    <StaffPage section={st('screens.manageTenant')} title={st('tenants.updateTenantTitle')} intro={st('tenants.updateTenantIntro')}>
      <UpdateTenantDetails />
    </StaffPage>
  );
}
