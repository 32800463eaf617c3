import { ScrollTable } from '../../ui/ScrollTable';
import { Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { visitUi } from './messages';
import { dateTimeIn, timeIn } from '../../app/time';
import type { VisitFieldsFragment } from '../../gql/graphql';
import { useVisitRow, VisitCard } from './VisitCard';
import { VisitInOut, VisitOpenLink, VisitStateBadge } from './VisitStateBadge';
import { st, live as liveWords } from '../../i18n/staff';

const C = liveWords(() => visitUi.col);

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
  const visitRow = useVisitRow();
  const wide = useMediaQuery(`(min-width: ${VISIT_TABLE_MIN_VIEWPORT})`, true, { getInitialValueInEffect: false });
  const when = (v: VisitFieldsFragment) => (withDate ? dateTimeIn(v.dateOfVisit, zone) : timeIn(v.dateOfVisit, zone));
  if (!wide)
    return (
      <Stack gap="xs" data-testid={testId} data-events={live} data-layout="cards">
        {visits.map((v) => (
          <VisitCard key={v.id} visit={v} zone={zone} when={when(v)} action={actions?.(v)} />
        ))}
      </Stack>
    );
  return (
    <ScrollTable miw={actions ? 900 : 820} data-testid={testId} data-events={live}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{withDate ? st('visits.date') : C.when}</Table.Th>
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
          <Table.Tr key={v.id} {...visitRow(v)}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(v)}</Table.Td>
            <Table.Td>
              <VisitOpenLink visit={v} />
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
              <VisitInOut visit={v} zone={zone} />
            </Table.Td>
            {actions ? <Table.Td onClick={(e) => e.stopPropagation()}>{actions(v)}</Table.Td> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
