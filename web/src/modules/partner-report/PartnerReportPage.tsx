import { PartnerReport } from './PartnerReport';
import { StaffPage } from '../../ui/StaffPage';
import { st } from '../../i18n/staff';

export function PartnerReportPage() {
  return (
    <StaffPage section={st('screens.reports')} tabs="reports" title={st('partners.reportTitle')}>
      <PartnerReport />
    </StaffPage>
  );
}
