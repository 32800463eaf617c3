import { Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { BookedNotice, type JustBooked } from './BookedNotice';
import { BookVisitForm } from './BookVisitForm';
import { StaffPage } from '../../ui/StaffPage';
import { BulkUpload } from '../uploads';
import { useDepotChoice } from '../staff/useDepots';
import { st } from '../../i18n/staff';

/**
 * Book a Visit (spec 2.2, 4.7): the booking form and the bulk upload below. After a booking the page stays here and
 * shows the booking just made with its date and reference (issue 23; spec 4.7 sent it to /dashboard, where a
 * booking for another day could not be seen).
 */
export function BookVisitPage() {
  const { depotId, depot, picker } = useDepotChoice();
  const [booked, setBooked] = useState<JustBooked | null>(null);
  return (
    <StaffPage section={st('screens.manageVisits')} tabs="visit">
      <Stack gap="md">
        {booked ? <BookedNotice booked={booked} onClose={() => setBooked(null)} /> : null}
        <Paper withBorder radius="md" p="lg">
          <BookVisitForm depotId={depotId} zone={depot?.timeZone ?? null} picker={picker} onBooked={setBooked} />
        </Paper>
      </Stack>
      <BulkUpload kind="visitor" depotId={depotId} />
    </StaffPage>
  );
}
