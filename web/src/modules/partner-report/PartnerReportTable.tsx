import { Badge, Table } from '@mantine/core';
import { partnerUi } from '../partners/messages';
import { legacyDayLabel, legacyTimeLabel } from '../../app/time';
import type { PartnerReportFieldsFragment } from '../../gql/graphql';
import { ScrollTable } from '../../ui/ScrollTable';
import type { ReportMode } from './usePartnerReport';
import { st, live } from '../../i18n/staff';

type Row = PartnerReportFieldsFragment['rows'][number];
const C = live(() => partnerUi.col);

/** The report's rows (spec 2.4's columns; a date column over a range), scrolling sideways on a narrow screen. */
export function PartnerReportTable({ rows, mode }: { rows: Row[]; mode: ReportMode }) {
  return (
    <ScrollTable miw={mode === 'daily' ? 820 : 900} nowrapCells data-testid="report-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{C.workId}</Table.Th>
          <Table.Th>{C.name}</Table.Th>
          <Table.Th>{C.agency}</Table.Th>
          {mode === 'range' ? <Table.Th>{C.date}</Table.Th> : null}
          <Table.Th>{C.shiftStart}</Table.Th>
          <Table.Th>{C.clockIn}</Table.Th>
          <Table.Th>{C.clockOut}</Table.Th>
          <Table.Th ta="right">{C.totalHours}</Table.Th>
          <Table.Th>{C.role}</Table.Th>
          <Table.Th>{C.badge}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r, i) => (
          <PartnerReportRow key={`${r.workId}:${r.date}:${r.clockIn}:${i}`} row={r} mode={mode} />
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

function PartnerReportRow({ row: r, mode }: { row: Row; mode: ReportMode }) {
  return (
    <Table.Tr data-testid="report-row">
      <Table.Td ff="monospace">{r.workId}</Table.Td>
      <Table.Td fw={500}>{r.name}</Table.Td>
      <Table.Td>{r.agency}</Table.Td>
      {mode === 'range' ? <Table.Td>{legacyDayLabel(r.date)}</Table.Td> : null}
      <Table.Td>{r.shiftStartTime ? legacyTimeLabel(r.shiftStartTime) : '—'}</Table.Td>
      <Table.Td>{legacyTimeLabel(r.clockIn)}</Table.Td>
      <Table.Td>
        {r.clockOut ? (
          <>
            {legacyTimeLabel(r.clockOut)}
            {r.autoCheckout ? (
              <Badge variant="light" color="gray" ml={6} data-testid="auto-signed-out">
                {st('visits.automaticSignOut')}
              </Badge>
            ) : null}
          </>
        ) : (
          <Badge variant="light" color="teal">
            {st('common.in')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td ta="right">{r.totalHours == null ? '—' : r.totalHours.toFixed(2)}</Table.Td>
      <Table.Td>{r.roleName ?? '—'}</Table.Td>
      <Table.Td>{r.depotBadgeNum ?? '—'}</Table.Td>
    </Table.Tr>
  );
}
