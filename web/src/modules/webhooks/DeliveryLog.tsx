import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { webhookUi as ui } from './messages';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { ResponsiveRows, type RowColumn } from '../../ui/ResponsiveRows';
import { graphQLErrorText } from '../auth/errors';
import type { WebhookDeliveriesQuery, WebhookEndpointsQuery } from '../../gql/graphql';
import { RedeliverWebhookDocument, WebhookDeliveriesDocument } from './documents';
import { st } from '../../i18n/staff';

type Endpoint = WebhookEndpointsQuery['webhookEndpoints'][number];
type Delivery = WebhookDeliveriesQuery['webhookDeliveries']['items'][number];
const utc = (iso: unknown) => String(iso).slice(0, 19).replace('T', ' ');
const PAGE_SIZE = 10;

/** An endpoint's deliveries, newest first, a page at a time (paginated on the server); each can be sent again. */
export function DeliveryLog({ endpoint }: { endpoint: Endpoint }) {
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(WebhookDeliveriesDocument, {
    variables: { endpointId: endpoint.id, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    pollInterval: 5000,
  });
  const [redeliver] = useMutation(RedeliverWebhookDocument, { context: localErrors, refetchQueries: [WebhookDeliveriesDocument] });
  const [error, setError] = useState<string | null>(null);
  const log = data?.webhookDeliveries;
  const again = async (d: Delivery) => {
    setError(null);
    try {
      await redeliver({ variables: { id: d.id } });
      toastSuccess(st('webhooks.redelivered'), { autoClose: 3000 });
    } catch (err) {
      setError(graphQLErrorText(err) ?? st('webhooks.notCreated'));
    }
  };
  const columns: RowColumn<Delivery>[] = [
    { key: 'event', header: st('webhooks.colEvent'), cell: (d) => <Text fw={600}>{ui.eventLabels[d.type] ?? d.type}</Text> },
    { key: 'when', header: st('webhooks.colWhen'), cell: (d) => utc(d.createdAt), nowrap: true },
    {
      key: 'status',
      header: st('webhooks.colStatus'),
      cell: (d) => (
        <Badge color={d.status === 'SUCCEEDED' ? 'green' : d.status === 'FAILED' ? 'red' : 'blue'} variant="light">
          {ui.statusLabels[d.status] ?? d.status}
        </Badge>
      ),
    },
    { key: 'attempts', header: st('webhooks.colAttempts'), cell: (d) => String(d.attempts) },
    {
      key: 'last',
      header: st('webhooks.colLast'),
      cell: (d) => {
        const last = d.attemptLog[d.attemptLog.length - 1];
        if (!last) return '';
        const status = last.statusCode ?? st('webhooks.noAnswer');
        return last.error && last.statusCode === null
          ? st('webhooks.lastDeliveryError', { status, ms: last.latencyMs, error: last.error })
          : st('webhooks.lastDelivery', { status, ms: last.latencyMs });
      },
    },
    {
      key: 'again',
      header: '',
      cell: (d) =>
        d.status === 'PENDING' ? null : (
          <Button size="sm" variant="default" onClick={() => void again(d)} data-testid="webhook-redeliver">
            {st('webhooks.redeliver')}
          </Button>
        ),
    },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="webhook-log">
      <Stack gap="sm">
        <Title order={3} size="h4" style={{ wordBreak: 'break-all' }}>
          {st('webhooks.logTitle', { url: endpoint.url })}
        </Title>
        {error ? <ErrorBox testId="webhook-log-error">{error}</ErrorBox> : null}
        {loading && !log ? <Skeleton h={120} radius="md" /> : null}
        {log && log.items.length ? (
          <ResponsiveRows
            rows={log.items}
            columns={columns}
            rowAttrs={(d) => ({ 'data-testid': 'webhook-delivery', 'data-status': d.status, 'data-attempts': String(d.attempts) })}
            title={(d) => ui.eventLabels[d.type] ?? d.type}
            testId="webhook-deliveries"
          />
        ) : log ? (
          <Text c="dimmed" fz="sm" data-testid="webhook-log-none">
            {st('webhooks.logNone')}
          </Text>
        ) : null}
        {log && log.total > PAGE_SIZE ? (
          <Pagination total={Math.ceil(log.total / PAGE_SIZE)} value={page} onChange={setPage} data-testid="webhook-log-pages" />
        ) : null}
      </Stack>
    </Paper>
  );
}
