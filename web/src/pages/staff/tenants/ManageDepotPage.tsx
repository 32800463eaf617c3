import { screenNames, tenantUi } from '../../../app/messages';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { AddLocationForm } from '../../../modules/tenants/AddLocationForm';

export function ManageDepotPage() {
  return (
    <StaffPage section={screenNames.manageTenant} title={tenantUi.addLocationTitle} intro={tenantUi.addLocationIntro}>
      <AddLocationForm />
    </StaffPage>
  );
}
