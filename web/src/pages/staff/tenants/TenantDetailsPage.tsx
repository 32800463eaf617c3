import { useParams } from 'react-router';
import { screenNames, tenantUi } from '../../../app/messages';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { TenantDetails } from '../../../modules/tenants/TenantDetails';

export function TenantDetailsPage() {
  const { tenantId = '' } = useParams();
  return (
    <StaffPage section={screenNames.manageTenant} title={tenantUi.tenantDetailsTitle}>
      <TenantDetails key={tenantId} tenantId={tenantId} />
    </StaffPage>
  );
}
