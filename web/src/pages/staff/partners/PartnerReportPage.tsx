import { partnerUi, screenNames } from '../../../app/messages';
import { PartnerReport } from '../../../modules/partner-report/PartnerReport';
import { StaffPage } from '../../../modules/staff/StaffPage';

export function PartnerReportPage() {
  return (
    <StaffPage section={screenNames.reports} tabs="reports" title={partnerUi.reportTitle}>
      <PartnerReport />
    </StaffPage>
  );
}
