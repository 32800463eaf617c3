import { TABLE_SCROLL } from '../../ui/tableScroll';
import { Anchor, Badge, ScrollArea, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { visitUi } from '../../app/messages';
import { visitPath } from '../../app/paths';
import { dateTimeIn, timeIn } from '../../app/time';
import type { VisitFieldsFragment } from '../../gql/graphql';

export const stateColor: Record<string, string> = { BOOKED: 'gray', CHECKED_IN: 'teal', CHECKED_OUT: 'blue', CANCELLED: 'red' };
const C = visitUi.col;

export function VisitStateBadge({ state }: { state: string }) {
  return (
    <Badge
      color={stateColor[state] ?? 'gray'}
      variant="light"
      style={{ minWidth: 'max-content' }} // never cut to 'CHECKED…' in a narrow column
      data-testid="visit-state"
      data-state={state}
    >
      {visitUi.state[state] ?? state}
    </Badge>
  );
}

/**
 * Visits of any kind, one row each; a row (or the visitor's name) opens the visit detail. Times are in
 * the depot's zone: the expected time of a planned visit, else its check-in. `withDate` adds the day.
 */
export function VisitTable({
  visits,
  zone,
  testId = 'visits-table',
  withDate,
  actions,
  live,
}: {
  visits: VisitFieldsFragment[];
  zone: string;
  testId?: string;
  withDate?: boolean;
  actions?: (v: VisitFieldsFragment) => ReactNode;
  /** The count of live events received so far (data-events on the table), when the rows follow attendanceChanged. */
  live?: number;
}) {
  const navigate = useNavigate();
  const when = (v: VisitFieldsFragment) => (withDate ? dateTimeIn(v.dateOfVisit, zone) : timeIn(v.dateOfVisit, zone));
  return (
    <ScrollArea viewportProps={TABLE_SCROLL} type="auto">
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        miw={actions ? 900 : 820}
        styles={{ th: { whiteSpace: 'nowrap' } }}
        data-testid={testId}
        data-events={live}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{withDate ? visitUi.date : C.when}</Table.Th>
            <Table.Th>{C.visitor}</Table.Th>
            <Table.Th>{C.company}</Table.Th>
            <Table.Th>{C.type}</Table.Th>
            <Table.Th>{C.host}</Table.Th>
            <Table.Th>{C.reference}</Table.Th>
            <Table.Th>{C.state}</Table.Th>
            {actions ? <Table.Th /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {visits.map((v) => (
            <Table.Tr
              key={v.id}
              data-testid="visit-row"
              data-reference={v.meetingReference ?? ''}
              data-visit={v.id}
              data-name={`${v.firstName} ${v.lastName}`}
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(visitPath(v.id))}
            >
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(v)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={visitPath(v.id)} fw={600} onClick={(e) => e.stopPropagation()} data-testid="visit-open">
                  {v.firstName} {v.lastName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {v.email}
                </Text>
              </Table.Td>
              <Table.Td>{v.company}</Table.Td>
              <Table.Td>{visitUi.visitType[v.visitType] ?? v.visitType}</Table.Td>
              <Table.Td>{v.hostName ?? '-'}</Table.Td>
              <Table.Td ff="monospace">{v.meetingReference ?? '-'}</Table.Td>
              <Table.Td>
                <VisitStateBadge state={v.state} />
                {v.checkInTime ? (
                  <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    in {timeIn(v.checkInTime, zone)}
                    {v.checkOutTime ? ` · out ${timeIn(v.checkOutTime, zone)}` : ''}
                  </Text>
                ) : null}
              </Table.Td>
              {actions ? <Table.Td onClick={(e) => e.stopPropagation()}>{actions(v)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
