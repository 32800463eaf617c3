import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, ScrollArea, Switch, Table, Text } from '@mantine/core';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { localErrors } from '../../app/apollo';
import { toastError, toastSuccess } from '../../app/notify';
import { paths } from '../../app/paths';
import { Messages } from '@contracts/messages';
import { graphQLErrorText } from '../auth/errors';
import { BookedVisitsDocument, CancelVisitDocument, ManualCheckoutDocument } from './documents';

const STATE: Record<string, { label: string; color: string }> = {
  BOOKED: { label: 'Not checked in', color: 'gray' }, CHECKED_IN: { label: 'Checked in', color: 'teal' },
  CHECKED_OUT: { label: 'Checked out', color: 'blue' }, CANCELLED: { label: 'Cancelled', color: 'red' },
};

/**
 * A depot's planned visits of a day with their state (spec 4.7): expected time and Cancel Visit before the
 * check-in ('Meeting Canceled.', then /reports), Manual Checkout while in ('Visitor was checked-out'), with the
 * optional host notification; check-in and check-out times once known.
 */
export function BookedVisitsTable({ depotId, zone, day }: { depotId: string; zone: string; day: string }) {
  const navigate = useNavigate();
  const { data, refetch } = useQuery(BookedVisitsDocument, { variables: { depotId, date: day }, fetchPolicy: 'cache-and-network' });
  const [cancel] = useMutation(CancelVisitDocument, { context: localErrors });
  const [checkout] = useMutation(ManualCheckoutDocument, { context: localErrors });
  const [notify, setNotify] = useState(false);
  const run = async (f: () => Promise<unknown>, ok: string, after?: () => void) => {
    try { await f(); toastSuccess(ok); void refetch(); after?.(); } catch (e) { toastError(graphQLErrorText(e) ?? 'That did not work'); }
  };
  const time = (d: unknown) => (d ? DateTime.fromISO(String(d)).setZone(zone).toFormat('HH:mm') : '-');
  return (
    <>
      <Switch label="Notify the host on manual checkout" checked={notify} onChange={(e) => setNotify(e.currentTarget.checked)} />
      <ScrollArea>
        <Table striped miw={820} data-testid="visits-table">
          <Table.Thead><Table.Tr>
            <Table.Th>Expected</Table.Th><Table.Th>Visitor</Table.Th><Table.Th>Company</Table.Th><Table.Th>Host</Table.Th><Table.Th>Reference</Table.Th><Table.Th>State</Table.Th><Table.Th />
          </Table.Tr></Table.Thead>
          <Table.Tbody>
            {(data?.bookedVisits ?? []).map((v) => (
              <Table.Tr key={v.id} data-testid="visit-row" data-reference={v.meetingReference ?? ''}>
                <Table.Td>{time(v.dateOfVisit)}</Table.Td><Table.Td>{v.firstName} {v.lastName}</Table.Td><Table.Td>{v.company}</Table.Td>
                <Table.Td>{v.hostName ?? '-'}</Table.Td><Table.Td>{v.meetingReference}</Table.Td>
                <Table.Td><Badge color={STATE[v.state].color} variant="light">{STATE[v.state].label}</Badge>
                  {v.checkInTime ? <Text fz="xs" c="dimmed">in {time(v.checkInTime)}{v.checkOutTime ? ` · out ${time(v.checkOutTime)}` : ''}</Text> : null}</Table.Td>
                <Table.Td>
                  {v.state === 'BOOKED' ? <Button size="xs" color="red" variant="light" onClick={() => void run(() => cancel({ variables: { id: v.id } }), Messages.meetingCanceled, () => navigate(paths.reports))}>Cancel Visit</Button> : null}
                  {v.state === 'CHECKED_IN' ? <Button size="xs" variant="light" onClick={() => void run(() => checkout({ variables: { attendanceId: v.attendanceId!, notify } }), Messages.visitorCheckedOut)}>Manual Checkout</Button> : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {data && !data.bookedVisits.length ? <Text c="dimmed" data-testid="visits-empty">{Messages.noPlannedVisitorsToday}</Text> : null}
    </>
  );
}
