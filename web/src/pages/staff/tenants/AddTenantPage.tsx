import { screenNames, tenantUi } from '../../../app/messages';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { AddTenantForm } from '../../../modules/tenants/AddTenantForm';

export function AddTenantPage() {
  return (
    <StaffPage section={screenNames.manageTenant} tabs="tenantAdmin" title={tenantUi.addTenantTitle} intro={tenantUi.addTenantIntro}>
      <AddTenantForm />
    </StaffPage>
  );
}
