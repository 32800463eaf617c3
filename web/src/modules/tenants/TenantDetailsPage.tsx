import { useParams } from 'react-router';
import { StaffPage } from '../../ui/StaffPage';
import { TenantDetails } from './TenantDetails';
import { st } from '../../i18n/staff';

export function TenantDetailsPage() {
  const { tenantId = '' } = useParams();
  return (
    <StaffPage section={st('screens.manageTenant')} title={st('tenants.tenantDetailsTitle')}>
      <TenantDetails key={tenantId} tenantId={tenantId} />
    </StaffPage>
  );
}
