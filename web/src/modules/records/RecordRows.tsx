import { Group, Paper, Stack, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { CardField } from '../../ui/ResponsiveRows';
import { RowActions } from '../../ui/RowActions';
import { ScrollTable } from '../../ui/ScrollTable';
import { st } from '../../i18n/staff';

/** A RecordList's records: a table, or on a phone one card a record; View, Edit and Remove on each. */
export function RecordRows<R extends { id: string }>({
  testId,
  records,
  columns,
  onView,
  onEdit,
  onRemove,
}: {
  testId: string;
  records: R[];
  columns: { header: string; cell: (r: R) => ReactNode }[];
  onView: (id: string) => void;
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const actions = (r: R) => (
    <Group gap={6} justify="flex-end" wrap="wrap">
      <RowActions testId={testId} onView={() => onView(r.id)} onEdit={() => onEdit(r.id)} onRemove={() => onRemove(r.id)} />
    </Group>
  );
  return narrow ? (
    // A phone: one card a record, its fields labelled, its actions below them (issue 23).
    <Stack gap="xs">
      {records.map((r) => (
        <Paper key={r.id} withBorder radius="md" p="sm" data-testid={`${testId}-row`}>
          <Stack gap="xs">
            <Stack gap={2}>
              {columns.map((c) => (
                <CardField key={c.header} header={c.header} fw={500}>
                  {c.cell(r)}
                </CardField>
              ))}
            </Stack>
            {actions(r)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  ) : (
    // No minimum width: on a phone the actions wrap rather than sit off-screen (issue 23).
    <ScrollTable>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.header}>{c.header}</Table.Th>
          ))}
          <Table.Th ta="right">{st('partners.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.map((r) => (
          <Table.Tr key={r.id} data-testid={`${testId}-row`}>
            {columns.map((c) => (
              <Table.Td key={c.header}>{c.cell(r)}</Table.Td>
            ))}
            <Table.Td>{actions(r)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
