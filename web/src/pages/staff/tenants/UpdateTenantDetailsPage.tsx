import { screenNames, tenantUi } from '../../../app/messages';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { UpdateTenantDetails } from '../../../modules/tenants/UpdateTenantDetails';

export function UpdateTenantDetailsPage() {
  return (
    <StaffPage section={screenNames.manageTenant} title={tenantUi.updateTenantTitle} intro={tenantUi.updateTenantIntro}>
      <UpdateTenantDetails />
    </StaffPage>
  );
}
