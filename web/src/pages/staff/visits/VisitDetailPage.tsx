import { useParams } from 'react-router';
import { screenNames, visitUi } from '../../../app/messages';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { VisitDetail } from '../../../modules/visits/VisitDetail';

/** /visit/:visitId (spec 2.4, 4.7). */
export function VisitDetailPage() {
  const { visitId = '' } = useParams();
  return (
    <StaffPage section={screenNames.reports} title={visitUi.detailTitle}>
      <VisitDetail key={visitId} visitId={visitId} />
    </StaffPage>
  );
}
