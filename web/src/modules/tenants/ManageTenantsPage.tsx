import { StaffPage } from '../../ui/StaffPage';
import { ManageTenants } from './ManageTenants';
import { st } from '../../i18n/staff';

export function ManageTenantsPage() {
  return (
    <StaffPage
      section={st('screens.manageTenant')}
      tabs="tenantAdmin"
      title={st('tenants.manageTenantsTitle')}
      intro={st('tenants.manageTenantsIntro')}
    >
      <ManageTenants />
    </StaffPage>
  );
}
