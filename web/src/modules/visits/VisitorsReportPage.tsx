import { StaffPage } from '../../ui/StaffPage';
import { VisitorsReport } from './VisitorsReport';
import { st } from '../../i18n/staff';

/** /reports: the Visitors Report tab (spec 2.4). */
export function VisitorsReportPage() {
  return (
    <StaffPage section={st('screens.reports')} tabs="reports" title={st('screens.visitorsReport')}>
      <VisitorsReport />
    </StaffPage>
  );
}
