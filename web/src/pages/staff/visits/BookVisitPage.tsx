import { Paper } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { BookVisitForm } from '../../../modules/staff/BookVisitForm';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { BulkUpload } from '../../../modules/uploads';
import { useDepotChoice } from '../../../modules/staff/useDepots';

/** Book a Visit (spec 2.2, 4.7): the booking form (after success: /dashboard) and the bulk upload below. */
export function BookVisitPage() {
  const navigate = useNavigate();
  const { depotId, depot, picker } = useDepotChoice();
  return (
    <StaffPage section="Manage Visits" tabs="visit">
      <Paper withBorder radius="md" p="lg">
        <BookVisitForm depotId={depotId} zone={depot?.timeZone ?? null} picker={picker} onBooked={() => navigate(paths.dashboard)} />
      </Paper>
      <BulkUpload kind="visitor" depotId={depotId} />
    </StaffPage>
  );
}
