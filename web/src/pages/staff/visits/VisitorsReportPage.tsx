import { screenNames } from '../../../app/messages';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { VisitorsReport } from '../../../modules/visits/VisitorsReport';

/** /reports: the Visitors Report tab (spec 2.4). */
export function VisitorsReportPage() {
  return (
    <StaffPage section={screenNames.reports} tabs="reports" title={screenNames.visitorsReport}>
      <VisitorsReport />
    </StaffPage>
  );
}
