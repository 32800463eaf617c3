import { RoleList } from './RoleList';
import { StaffPage } from '../../ui/StaffPage';
import { st } from '../../i18n/staff';

export function RolesPage() {
  return (
    <StaffPage section={st('screens.manageVisits')} tabs="visit" title={st('partners.rolesTitle')}>
      <RoleList />
    </StaffPage>
  );
}
