import { screenNames, tenantUi } from '../../../app/messages';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { RegisterUserForm } from '../../../modules/tenants/RegisterUserForm';

export function ManageUsersPage() {
  return (
    <StaffPage section={screenNames.manageTenant} title={tenantUi.registerUserTitle} intro={tenantUi.registerUserIntro}>
      <RegisterUserForm />
    </StaffPage>
  );
}
