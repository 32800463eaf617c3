import { TABLE_SCROLL } from '../../ui/tableScroll';
import { useQuery } from '@apollo/client/react';
import { Badge, Group, Pagination, ScrollArea, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { infoMessages } from '../../app/messages';
import { partnerUi } from './messages';
import { dateTimeIn, timeIn } from '../../app/time';
import { useAttendanceLive } from '../staff/useAttendanceLive';
import { PartnerAttendancesDocument } from './documents';
import { st, live } from '../../i18n/staff';

const C = live(() => partnerUi.col);

/**
 * A partner's attendances, newest first, 5 a page; 'No Clocked-In for {name}' when there are none. It follows the
 * partner's depot live (a clock-in or clock-out at the kiosk shows while the history is open).
 */
export function PartnerAttendanceHistory({
  partnerId,
  depotId,
  name,
  zone,
}: {
  partnerId: string;
  depotId: string | null;
  name: string;
  zone: string;
}) {
  const [page, setPage] = useState(1);
  const { data, loading, refetch } = useQuery(PartnerAttendancesDocument, {
    variables: { partnerId, page },
    fetchPolicy: 'cache-and-network',
  });
  useAttendanceLive(depotId, { refetch, apply: (e) => e.visitType !== 'Partner' }); // a visitor's event is not this history's
  const history = data?.partnerAttendances;
  return (
    <Stack gap="xs" data-testid="partner-history">
      <Title order={3} size="h5">
        {st('partners.attendanceHistory')}
      </Title>
      {!history ? (
        loading ? (
          <Skeleton h={80} />
        ) : null
      ) : history.items.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="partner-history-empty">
          {infoMessages.noClockedInFor(name)}
        </Text>
      ) : (
        <ScrollArea viewportProps={TABLE_SCROLL} type="auto">
          <Table striped verticalSpacing="xs" miw={520} fz="sm" styles={{ th: { whiteSpace: 'nowrap' }, td: { whiteSpace: 'nowrap' } }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{C.depot}</Table.Th>
                <Table.Th>{C.clockIn}</Table.Th>
                <Table.Th>{C.clockOut}</Table.Th>
                <Table.Th>{C.badge}</Table.Th>
                <Table.Th>{st('partners.temperature')}</Table.Th>
                <Table.Th ta="right">{st('partners.hours')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.items.map((a) => (
                <Table.Tr key={a.attendanceId} data-testid="partner-history-row">
                  <Table.Td>{a.depotCode}</Table.Td>
                  <Table.Td>{dateTimeIn(a.checkInTime, zone)}</Table.Td>
                  <Table.Td>
                    {a.checkOutTime ? (
                      timeIn(a.checkOutTime, zone)
                    ) : (
                      <Badge variant="light" color="teal">
                        {st('common.in')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{a.depotBadgeNum ?? '—'}</Table.Td>
                  <Table.Td>{a.temperature == null ? '—' : a.temperature.toFixed(1)}</Table.Td>
                  <Table.Td ta="right">{a.totalHours ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {history && history.pages > 1 ? (
        <Group justify="center">
          <Pagination total={history.pages} value={page} onChange={setPage} size="sm" data-testid="partner-history-pages" />
        </Group>
      ) : null}
    </Stack>
  );
}
