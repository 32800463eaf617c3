import { useQuery } from '@apollo/client/react';
import { Button, Text } from '@mantine/core';
import { infoMessages } from '../../app/messages';
import { timeIn } from '../../app/time';
import { useVisitActions } from './useVisitActions';
import { VisitTable } from './VisitTable';
import { BookedVisitsDocument } from '../staff/documents';
import { useAttendanceLive } from '../staff/useAttendanceLive';
import { st } from '../../i18n/staff';

/**
 * A depot's planned visits of a day with their state (spec 4.7): Cancel Visit before the check-in
 * ('Meeting Canceled.', then /reports), Manual Checkout while in ('Visitor was checked-out', optionally
 * notifying the host), each after a confirmation; a row opens the visit detail. attendanceChanged keeps the rows
 * current: a kiosk check-in or check-out changes its row without a reload.
 */
export function BookedVisitsTable({ depotId, zone, day }: { depotId: string; zone: string; day: string }) {
  const { data, refetch } = useQuery(BookedVisitsDocument, { variables: { depotId, date: day }, fetchPolicy: 'cache-and-network' });
  const actions = useVisitActions({ onChanged: () => void refetch() });
  // Only an event of one of these planned visits changes the table (its state); others need no read.
  const live = useAttendanceLive(depotId, { refetch, apply: (e) => !data?.bookedVisits.some((v) => v.id === e.visitId) });
  const visits = data?.bookedVisits ?? [];
  return (
    <>
      <VisitTable
        visits={visits}
        live={live}
        zone={zone}
        actions={(v) => {
          const ref = { id: v.id, attendanceId: v.attendanceId, name: `${v.firstName} ${v.lastName}`, when: timeIn(v.dateOfVisit, zone) };
          if (v.state === 'BOOKED')
            return (
              <Button size="sm" mih={44} color="red" variant="light" onClick={() => actions.askCancel(ref)} data-testid="visit-cancel">
                {st('visits.cancelVisit')}
              </Button>
            );
          if (v.state === 'CHECKED_IN')
            return (
              <Button size="sm" mih={44} variant="light" onClick={() => actions.askCheckout(ref)} data-testid="visit-checkout">
                {st('visits.manualCheckout')}
              </Button>
            );
          return null;
        }}
      />
      {data && !visits.length ? (
        <Text c="dimmed" data-testid="visits-empty">
          {infoMessages.noPlannedVisitorsToday}
        </Text>
      ) : null}
      {actions.dialog}
    </>
  );
}
