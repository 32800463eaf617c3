import { partnerUi, screenNames } from '../../../app/messages';
import { RoleList } from '../../../modules/roles/RoleList';
import { StaffPage } from '../../../modules/staff/StaffPage';

export function RolesPage() {
  return (
    <StaffPage section={screenNames.manageVisits} tabs="visit" title={partnerUi.rolesTitle}>
      <RoleList />
    </StaffPage>
  );
}
