import { TABLE_SCROLL } from '../../ui/tableScroll';
import { Anchor, Badge, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { visitUi } from '../../app/messages';
import { visitPath } from '../../app/paths';
import { dateTimeIn, timeIn } from '../../app/time';
import type { VisitFieldsFragment } from '../../gql/graphql';

export const stateColor: Record<string, string> = { BOOKED: 'gray', CHECKED_IN: 'teal', CHECKED_OUT: 'blue', CANCELLED: 'red' };
const C = visitUi.col;

/** A visit's state in words; a sign-out made by the depot's end-of-day sign-out says so (issue 23). */
export function VisitStateBadge({ state, automatic = false }: { state: string; automatic?: boolean }) {
  return (
    <Badge
      color={stateColor[state] ?? 'gray'}
      variant="light"
      style={{ minWidth: 'max-content' }} // never cut to 'CHECKED…' in a narrow column
      data-testid="visit-state"
      data-state={state}
      data-automatic={automatic || undefined}
    >
      {visitUi.state[state] ?? state}
      {automatic && state === 'CHECKED_OUT' ? ` ${visitUi.automaticSignOut}` : ''}
    </Badge>
  );
}

/**
 * Below this viewport width the table (900 px with its actions) would scroll sideways and hide the state and the
 * actions: each visit is a card instead (issue 23). From it up the side menu is a burger below 75em (StaffLayout), so
 * the table has at least 940 px.
 */
export const VISIT_TABLE_MIN_VIEWPORT = '62em';

/**
 * Visits of any kind, one row each; a row (or the visitor's name) opens the visit detail. Times are in
 * the depot's zone: the expected time of a planned visit, else its check-in. `withDate` adds the day.
 * On tablets and phones each visit is a card whose state and actions show without sideways scrolling; the
 * cards keep the rows' test ids and data attributes (visit-row, data-reference, visit-state, the actions).
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
  const wide = useMediaQuery(`(min-width: ${VISIT_TABLE_MIN_VIEWPORT})`, true, { getInitialValueInEffect: false });
  const when = (v: VisitFieldsFragment) => (withDate ? dateTimeIn(v.dateOfVisit, zone) : timeIn(v.dateOfVisit, zone));
  const inOut = (v: VisitFieldsFragment) =>
    v.checkInTime ? (
      <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        in {timeIn(v.checkInTime, zone)}
        {v.checkOutTime ? ` · out ${timeIn(v.checkOutTime, zone)}` : ''}
      </Text>
    ) : null;
  const open = (v: VisitFieldsFragment) => (
    <Anchor component={Link} to={visitPath(v.id)} fw={600} onClick={(e) => e.stopPropagation()} data-testid="visit-open">
      {v.firstName} {v.lastName}
    </Anchor>
  );
  if (!wide)
    return (
      <Stack gap="xs" data-testid={testId} data-events={live} data-layout="cards">
        {visits.map((v) => {
          const action = actions?.(v);
          return (
            <Paper
              key={v.id}
              withBorder
              radius="md"
              p="sm"
              data-testid="visit-row"
              data-reference={v.meetingReference ?? ''}
              data-visit={v.id}
              data-name={`${v.firstName} ${v.lastName}`}
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(visitPath(v.id))}
            >
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {when(v)}
                  </Text>
                  <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                    <VisitStateBadge state={v.state} automatic={v.autoCheckout} />
                    {inOut(v)}
                  </Stack>
                </Group>
                <Stack gap={0}>
                  {open(v)}
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {v.email}
                  </Text>
                </Stack>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {[v.company, visitUi.visitType[v.visitType] ?? v.visitType, v.hostName ? `${C.host}: ${v.hostName}` : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {v.meetingReference || action ? (
                  <Group justify="space-between" align="center" gap="xs" wrap="wrap">
                    <Text size="sm" ff="monospace" c="dimmed">
                      {v.meetingReference ? `${C.reference} ${v.meetingReference}` : ''}
                    </Text>
                    {action ? <div onClick={(e) => e.stopPropagation()}>{action}</div> : null}
                  </Group>
                ) : null}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    );
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
                {open(v)}
                <Text size="xs" c="dimmed">
                  {v.email}
                </Text>
              </Table.Td>
              <Table.Td>{v.company}</Table.Td>
              <Table.Td>{visitUi.visitType[v.visitType] ?? v.visitType}</Table.Td>
              <Table.Td>{v.hostName ?? '-'}</Table.Td>
              <Table.Td ff="monospace">{v.meetingReference ?? '-'}</Table.Td>
              <Table.Td>
                <VisitStateBadge state={v.state} automatic={v.autoCheckout} />
                {inOut(v)}
              </Table.Td>
              {actions ? <Table.Td onClick={(e) => e.stopPropagation()}>{actions(v)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
