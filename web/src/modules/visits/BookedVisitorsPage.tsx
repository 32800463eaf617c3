import { TABLE_SCROLL } from '../../ui/tableScroll';
import { Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { DATE_INPUT_FORMAT } from '../../app/time';
import { BookedVisitsTable } from './BookedVisitsTable';
import { useRegularVisitorList } from '../staff/useRegularVisitorList';
import { StaffPage } from '../../ui/StaffPage';
import { useDepotChoice } from '../staff/useDepots';
import { st } from '../../i18n/staff';

/** Booked visitors (spec 2.2): the planned visits of a chosen day and the regular visitors of the depot. */
export function BookedVisitorsPage() {
  const { depot, picker } = useDepotChoice();
  const [date, setDate] = useState<string | null>(null);
  const day = date ?? (depot ? DateTime.now().setZone(depot.timeZone).toISODate()! : null);
  const regular = useRegularVisitorList(depot?.id ?? null, 'booked-regular');
  return (
    <StaffPage section={st('screens.reports')} tabs="reports">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group align="end" wrap="wrap">
            {picker}
            <DatePickerInput
              label={st('booking.date')}
              value={day}
              onChange={setDate}
              valueFormat={DATE_INPUT_FORMAT}
              w={170}
              data-testid="booked-date"
            />
          </Group>
          <Title order={2} size="h4">
            {st('booking.plannedVisitors')}
          </Title>
          {depot && day ? <BookedVisitsTable depotId={depot.id} zone={depot.timeZone} day={day} /> : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Title order={2} size="h4">
              {st('booking.regularVisitors')}
            </Title>
            {regular.searchBox}
          </Group>
          <ScrollArea viewportProps={TABLE_SCROLL}>
            <Table striped miw={720} data-testid="booked-regular-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{st('booking.rvCode')}</Table.Th>
                  <Table.Th>{st('booking.name')}</Table.Th>
                  <Table.Th>{st('booking.company')}</Table.Th>
                  <Table.Th>{st('booking.host')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {regular.items.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.meetingReference}</Table.Td>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>{r.company}</Table.Td>
                    <Table.Td>{r.host.hostname}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {regular.pager}
          {regular.empty ? (
            <Text c="dimmed" data-testid="booked-regular-empty">
              {regular.empty}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </StaffPage>
  );
}
