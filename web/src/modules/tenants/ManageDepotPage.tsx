import { StaffPage } from '../../ui/StaffPage';
import { AddLocationForm } from './AddLocationForm';
import { st } from '../../i18n/staff';

export function ManageDepotPage() {
  return (
    <StaffPage section={st('screens.manageTenant')} title={st('tenants.addLocationTitle')} intro={st('tenants.addLocationIntro')}>
      <AddLocationForm />
    </StaffPage>
  );
}
