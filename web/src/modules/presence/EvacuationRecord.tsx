import { useApolloClient, useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Group, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { toastError, toastSuccess } from '../../app/notify';
import { graphQLErrorText } from '../auth/errors';
import { waitAndDownload } from '../partner-report/exportFile';
import { ExportEvacuationDocument } from './documents';
import { evacuationUi } from './messages';
import { dateTimeIn, timeIn } from '../../app/time';
import type { EvacuationFieldsFragment } from '../../gql/graphql';
import { TABLE_SCROLL } from '../../ui/tableScroll';
import { live, st, visitTypeLabel } from '../../i18n/staff';

const statusLabel: Record<string, string> = live(() => ({
  SAFE: st('evacuation.safe'),
  LEFT: st('evacuation.left'),
  MISSING: st('evacuation.unaccounted'),
}));
const statusColor: Record<string, string> = { SAFE: 'teal', LEFT: 'gray', MISSING: 'red' };

/** An ended roll-call's record (issue 23): who was unaccounted for, each mark's time and marshal; printable as a page. */
export function EvacuationRecord({ evacuation, depotLabel }: { evacuation: EvacuationFieldsFragment; depotLabel: string }) {
  const zone = evacuation.timeZone;
  const client = useApolloClient();
  const [start] = useMutation(ExportEvacuationDocument, { context: localErrors });
  const [exporting, setExporting] = useState(false);
  // The xlsx is written by the worker (like the reports): queued, polled, then downloaded.
  const exportXlsx = async () => {
    setExporting(true);
    try {
      const { data } = await start({ variables: { id: evacuation.id } });
      const name = await waitAndDownload(client, data!.exportEvacuation.id, data!.exportEvacuation.fileName);
      toastSuccess(st('evacuation.exported', { name }));
    } catch (err) {
      toastError(graphQLErrorText(err) ?? st('evacuation.failed'));
    } finally {
      setExporting(false);
    }
  };
  // The pill keeps its words at every width: the name beside it wraps instead (issue 36).
  const status = (s: string) => (
    <Badge color={statusColor[s]} variant={s === 'MISSING' ? 'filled' : 'light'} style={{ flexShrink: 0 }} data-testid="record-status">
      {statusLabel[s]}
    </Badge>
  );
  // The unaccounted for first: the record is read for them.
  const entries = [...evacuation.entries].sort((a, b) => Number(b.status === 'MISSING') - Number(a.status === 'MISSING'));
  return (
    <Stack gap="md" data-testid="evacuation-record">
      <Group justify="space-between" align="start" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {st('evacuation.record')}: {depotLabel}
          </Title>
          <Text size="sm">
            {evacuationUi.recordLine(
              dateTimeIn(evacuation.startedAt, zone),
              evacuation.endedAt ? dateTimeIn(evacuation.endedAt, zone) : null,
            )}
          </Text>
          <Text size="sm" c="dimmed">
            {st('evacuation.startedBy')}: {evacuation.startedByName}
            {evacuation.endedByName ? ` · ${st('evacuation.endedBy')}: ${evacuation.endedByName}` : ''}
          </Text>
          <Text fw={700} mt={4} data-testid="record-counts">
            {st('evacuation.recordCounts', {
              total: evacuation.total,
              safe: evacuation.safe,
              left: evacuation.left,
              missing: evacuation.missing,
              unaccounted: st('evacuation.unaccounted').toLowerCase(),
            })}
          </Text>
        </div>
        <Group gap="xs" className="no-print">
          <Button variant="default" loading={exporting} onClick={() => void exportXlsx()} data-testid="record-export">
            {st('evacuation.exportXlsx')}
          </Button>
          <Button variant="default" onClick={() => window.print()} data-testid="record-print">
            {st('evacuation.print')}
          </Button>
        </Group>
      </Group>
      <ScrollArea viewportProps={TABLE_SCROLL} type="auto" visibleFrom="md" className="print-block">
        <Table striped verticalSpacing="sm" data-testid="record-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{st('evacuation.colName')}</Table.Th>
              <Table.Th>{st('evacuation.colCompany')}</Table.Th>
              <Table.Th>{st('evacuation.colType')}</Table.Th>
              <Table.Th>{st('evacuation.colBadge')}</Table.Th>
              <Table.Th>{st('evacuation.status')}</Table.Th>
              <Table.Th>{st('evacuation.when')}</Table.Th>
              <Table.Th>{st('evacuation.markedBy')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.entryId} data-testid="record-row" data-status={e.status}>
                <Table.Td fw={600}>
                  {e.name}
                  {e.arrivedDuring ? (
                    <Text size="xs" c="#a33a00" fw={600}>
                      {st('evacuation.arrivedDuring')}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{e.company}</Table.Td>
                <Table.Td>{visitTypeLabel(e.visitType)}</Table.Td>
                <Table.Td>{e.badgeNumber ?? '-'}</Table.Td>
                <Table.Td>{status(e.status)}</Table.Td>
                <Table.Td>{e.markedAt ? timeIn(e.markedAt, zone) : '-'}</Table.Td>
                <Table.Td>{e.markedByName ?? '-'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <SimpleGrid cols={1} spacing="xs" hiddenFrom="md" className="no-print">
        {entries.map((e) => (
          <Card key={e.entryId} withBorder padding="sm" radius="md" data-testid="record-card">
            <Group justify="space-between" wrap="nowrap" align="start">
              <div style={{ minWidth: 0 }}>
                <Text fw={700}>{e.name}</Text>
                {e.arrivedDuring ? (
                  <Text size="xs" c="#a33a00" fw={600}>
                    {st('evacuation.arrivedDuring')}
                  </Text>
                ) : null}
                <Text size="sm">
                  {e.company} · {visitTypeLabel(e.visitType)}
                  {e.badgeNumber ? ` · ${e.badgeNumber}` : ''}
                </Text>
                {e.markedAt ? (
                  <Text size="xs" c="dimmed">
                    {timeIn(e.markedAt, zone)}
                    {e.markedByName ? ` · ${e.markedByName}` : ''}
                  </Text>
                ) : null}
              </div>
              {status(e.status)}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
