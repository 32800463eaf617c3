import { StaffPage } from '../../ui/StaffPage';
import { RegisterUserForm } from './RegisterUserForm';
import { st } from '../../i18n/staff';

export function ManageUsersPage() {
  return (
    <StaffPage section={st('screens.manageTenant')} title={st('tenants.registerUserTitle')} intro={st('tenants.registerUserIntro')}>
      <RegisterUserForm />
    </StaffPage>
  );
}
