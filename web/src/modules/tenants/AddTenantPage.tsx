import { StaffPage } from '../../ui/StaffPage';
import { AddTenantForm } from './AddTenantForm';
import { st } from '../../i18n/staff';

export function AddTenantPage() {
  return (
    <StaffPage
      section={st('screens.manageTenant')}
      tabs="tenantAdmin"
      title={st('tenants.addTenantTitle')}
      intro={st('tenants.addTenantIntro')}
    >
      <AddTenantForm />
    </StaffPage>
  );
}
