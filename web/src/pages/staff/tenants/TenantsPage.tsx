import { screenNames, tenantUi } from '../../../app/messages';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { TenantList } from '../../../modules/tenants/TenantList';

export function TenantsPage() {
  return (
    <StaffPage section={screenNames.manageTenant} tabs="tenantAdmin" title={tenantUi.tenantsTitle} intro={tenantUi.tenantsIntro}>
      <TenantList />
    </StaffPage>
  );
}
