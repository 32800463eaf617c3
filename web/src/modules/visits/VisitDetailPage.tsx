import { useParams } from 'react-router';
import { StaffPage } from '../../ui/StaffPage';
import { VisitDetail } from './VisitDetail';
import { st } from '../../i18n/staff';

/** /visit/:visitId (spec 2.4, 4.7). */
export function VisitDetailPage() {
  const { visitId = '' } = useParams();
  return (
    <StaffPage section={st('screens.reports')} title={st('visits.detailTitle')}>
      <VisitDetail key={visitId} visitId={visitId} />
    </StaffPage>
  );
}
