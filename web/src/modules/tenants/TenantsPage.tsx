import { StaffPage } from '../../ui/StaffPage';
import { TenantList } from './TenantList';
import { st } from '../../i18n/staff';

export function TenantsPage() {
  return (
    <StaffPage
      section={st('screens.manageTenant')}
      tabs="tenantAdmin"
      title={st('tenants.tenantsTitle')}
      intro={st('tenants.tenantsIntro')}
    >
      <TenantList />
    </StaffPage>
  );
}
