import { ScrollArea, Stack, Table, Text } from '@mantine/core';
import { TABLE_SCROLL } from '../../ui/tableScroll';
import { st } from '../../i18n/staff';

/** The rows an upload rejected, each with its reason (spec 7). */
export function UploadRowErrors({ rowErrors }: { rowErrors: { row: number; message: string }[] }) {
  return (
    <Stack gap="xs" data-testid="upload-row-errors">
      <Text fw={600} size="sm">
        {st('partners.rejectedRows')} ({rowErrors.length})
      </Text>
      <ScrollArea.Autosize viewportProps={TABLE_SCROLL} mah={260} type="auto">
        <Table striped withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>{st('partners.row')}</Table.Th>
              <Table.Th>{st('partners.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rowErrors.map((e, i) => (
              <Table.Tr key={`${e.row}:${i}`} data-testid="upload-row-error">
                <Table.Td>{e.row}</Table.Td>
                <Table.Td>{e.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}
