import { useQuery } from '@apollo/client/react';
import { Badge, Box, Group, Pagination, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ChannelDeliveriesDocument } from './documents';
import { stMap, st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';

const color = { SUCCEEDED: 'teal', PENDING: 'yellow', FAILED: 'red' } as Record<string, string>;

/** The tenant's delivery log (issue 39): each message by each channel, newest first. */
export function ChannelDeliveries({ tenantId }: { tenantId: string }) {
  const [page, setPage] = useState(1);
  const { data } = useQuery(ChannelDeliveriesDocument, { variables: { tenantId, page }, pollInterval: 15000 });
  const log = data?.channelDeliveries;
  const channelWords = stMap('channels.channelNames');
  const statusWords = stMap('channels.statuses');
  return (
    <Panel title={st('channels.logTitle')} testId="channel-log">
      {log && !log.deliveries.length ? <Text c="dimmed">{st('channels.logNone')}</Text> : null}
      {log?.deliveries.length ? (
        <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={st('channels.logTitle')}>
          <Table striped verticalSpacing="xs" miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{st('channels.logWhen')}</Table.Th>
                <Table.Th>{st('channels.logChannel')}</Table.Th>
                <Table.Th>{st('channels.logTo')}</Table.Th>
                <Table.Th>{st('channels.logSubject')}</Table.Th>
                <Table.Th>{st('channels.logStatus')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.deliveries.map((d) => (
                <Table.Tr key={d.id} data-testid="channel-log-row">
                  <Table.Td>{new Date(d.createdAt as string).toLocaleString()}</Table.Td>
                  <Table.Td>{channelWords[d.channel]}</Table.Td>
                  <Table.Td>
                    {d.recipient}
                    {d.depotCode ? ` · ${d.depotCode}` : ''}
                  </Table.Td>
                  <Table.Td>{d.subject}</Table.Td>
                  <Table.Td>
                    <Badge color={color[d.status]} variant="light" title={d.lastError ?? undefined}>
                      {statusWords[d.status]} · {d.attempts}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      ) : null}
      {log && log.pages > 1 ? (
        <Group>
          <Pagination total={log.pages} value={page} onChange={setPage} size="md" />
        </Group>
      ) : null}
    </Panel>
  );
}
