import { ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { tenantDetailsPath } from '../../app/paths';
import { TABLE_SCROLL } from '../../ui/tableScroll';
import { dayMonthYear } from './form';
import { st } from '../../i18n/staff';

export type SortKey = 'name' | 'numDepots' | 'dateRegistered' | 'numReps';
export type TenantListRow = { id: string; name: string; numDepots: number; numReps: number; dateRegistered: unknown };

/** How each column sorts, ascending. */
export const compare: Record<SortKey, (a: TenantListRow, b: TenantListRow) => number> = {
  name: (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  numDepots: (a, b) => a.numDepots - b.numDepots,
  numReps: (a, b) => a.numReps - b.numReps,
  dateRegistered: (a, b) => String(a.dateRegistered).localeCompare(String(b.dateRegistered)),
};

/** A column header that sorts by it (again: the other way), with its direction for assistive technology. */
function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  align,
}: {
  label: string;
  sortKey: SortKey;
  sort: { key: SortKey; desc: boolean };
  onSort: (k: SortKey) => void;
  align?: 'right';
}) {
  const active = sort.key === sortKey;
  return (
    <Table.Th ta={align} aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort(sortKey)} data-testid={`sort-${sortKey}`} fw={600} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {label}{' '}
        <Text span c={active ? undefined : 'dimmed'} aria-hidden>
          {active ? (sort.desc ? '▼' : '▲') : '↕'}
        </Text>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The tenants as a sortable table; a row (or its name) opens the tenant's details. */
export function TenantTable({
  rows,
  sort,
  onSort,
}: {
  rows: TenantListRow[];
  sort: { key: SortKey; desc: boolean };
  onSort: (k: SortKey) => void;
}) {
  const navigate = useNavigate();
  return (
    <ScrollArea viewportProps={TABLE_SCROLL} type="auto">
      <Table highlightOnHover verticalSpacing="sm" miw={560}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader label={st('tenants.colName')} sortKey="name" sort={sort} onSort={onSort} />
            <SortHeader label={st('tenants.colDepots')} sortKey="numDepots" sort={sort} onSort={onSort} align="right" />
            <SortHeader label={st('tenants.colRegistered')} sortKey="dateRegistered" sort={sort} onSort={onSort} />
            <SortHeader label={st('tenants.colReps')} sortKey="numReps" sort={sort} onSort={onSort} align="right" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((t) => (
            <Table.Tr
              key={t.id}
              data-testid="tenant-row"
              data-name={t.name}
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(tenantDetailsPath(t.id))}
            >
              <Table.Td>
                <Text
                  component={Link}
                  to={tenantDetailsPath(t.id)}
                  fw={600}
                  c="depot.8"
                  onClick={(e) => e.stopPropagation()}
                  data-testid="tenant-link"
                >
                  {t.name}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{t.numDepots}</Table.Td>
              <Table.Td>{dayMonthYear(t.dateRegistered)}</Table.Td>
              <Table.Td ta="right">{t.numReps}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
