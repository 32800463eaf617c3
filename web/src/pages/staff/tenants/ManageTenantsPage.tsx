import { screenNames, tenantUi } from '../../../app/messages';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { ManageTenants } from '../../../modules/tenants/ManageTenants';

export function ManageTenantsPage() {
  return (
    <StaffPage
      section={screenNames.manageTenant}
      tabs="tenantAdmin"
      title={tenantUi.manageTenantsTitle}
      intro={tenantUi.manageTenantsIntro}
    >
      <ManageTenants />
    </StaffPage>
  );
}
