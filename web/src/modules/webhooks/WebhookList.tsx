import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Modal, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { webhookUi as ui } from '../../app/messages';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { ResponsiveRows, type RowColumn } from '../../ui/ResponsiveRows';
import { graphQLErrorText } from '../auth/errors';
import type { WebhookDeliveriesQuery, WebhookEndpointsQuery } from '../../gql/graphql';
import {
  RedeliverWebhookDocument,
  RotateWebhookSecretDocument,
  UpdateWebhookEndpointDocument,
  WebhookDeliveriesDocument,
  WebhookEndpointsDocument,
} from './documents';
import { SecretModal } from './SecretModal';

type Endpoint = WebhookEndpointsQuery['webhookEndpoints'][number];
type Delivery = WebhookDeliveriesQuery['webhookDeliveries']['items'][number];
const utc = (iso: unknown) => String(iso).slice(0, 19).replace('T', ' ');
const PAGE_SIZE = 10;

/** A tenant's webhook endpoints: each can be turned off or on, and shows its delivery log. */
export function WebhookList({ tenantId }: { tenantId: string }) {
  const { data, loading } = useQuery(WebhookEndpointsDocument, { variables: { tenantId }, fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(UpdateWebhookEndpointDocument, { context: localErrors, refetchQueries: [WebhookEndpointsDocument] });
  const [rotate] = useMutation(RotateWebhookSecretDocument, { context: localErrors });
  const [open, setOpen] = useState<Endpoint | null>(null);
  const [rotating, setRotating] = useState<Endpoint | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (loading && !data) return <Skeleton h={160} radius="md" />;
  const endpoints = data?.webhookEndpoints ?? [];

  const toggle = async (e: Endpoint) => {
    setError(null);
    try {
      await update({ variables: { input: { id: e.id, enabled: !e.enabled } } });
    } catch (err) {
      setError(graphQLErrorText(err) ?? ui.notCreated);
    }
  };
  const doRotate = async () => {
    if (!rotating) return;
    setBusy(true);
    setError(null);
    try {
      const { data } = await rotate({ variables: { id: rotating.id } });
      setSecret(data!.rotateWebhookSecret.secret);
    } catch (err) {
      setError(graphQLErrorText(err) ?? ui.notCreated);
    } finally {
      setBusy(false);
      setRotating(null);
    }
  };
  const columns: RowColumn<Endpoint>[] = [
    {
      key: 'url',
      header: ui.url,
      cell: (e) => (
        <Stack gap={2}>
          <Text fw={600} style={{ wordBreak: 'break-all' }}>
            {e.url}
          </Text>
          {e.description ? <Text size="sm">{e.description}</Text> : null}
        </Stack>
      ),
    },
    { key: 'events', header: ui.events, cell: (e) => <Text size="sm">{e.events.map((ev) => ui.eventLabels[ev] ?? ev).join(', ')}</Text> },
    {
      key: 'state',
      header: ui.colStatus,
      cell: (e) => (
        <Group gap="xs" wrap="wrap">
          <Badge color={e.enabled ? 'green' : 'gray'} variant="light">
            {e.enabled ? ui.enabled : e.disabledAt ? ui.disabledForFailing : ui.disabled}
          </Badge>
          <Button size="sm" variant="default" onClick={() => void toggle(e)} data-testid="webhook-toggle">
            {e.enabled ? ui.disable : ui.enable}
          </Button>
          <Button size="sm" variant="light" onClick={() => setOpen(e)} data-testid="webhook-show-log">
            {ui.showLog}
          </Button>
          <Button size="sm" variant="default" onClick={() => setRotating(e)} data-testid="webhook-rotate">
            {ui.rotate}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {ui.listTitle}
          </Title>
          {error ? <ErrorBox testId="webhook-list-error">{error}</ErrorBox> : null}
          {endpoints.length ? (
            <ResponsiveRows
              rows={endpoints}
              columns={columns}
              rowAttrs={(e) => ({ 'data-testid': 'webhook-row', 'data-enabled': String(e.enabled), 'data-url': e.url })}
              title={(e) => e.url}
              testId="webhooks"
            />
          ) : (
            <Text c="dimmed" fz="sm" data-testid="webhooks-none">
              {ui.none}
            </Text>
          )}
        </Stack>
      </Paper>
      {open ? <DeliveryLog key={open.id} endpoint={open} /> : null}
      <Modal opened={rotating !== null} onClose={() => setRotating(null)} title={ui.rotateTitle} centered size="md">
        <Stack gap="md">
          <Text fz="sm">{ui.rotateText}</Text>
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={() => setRotating(null)}>
              {ui.cancel}
            </Button>
            <Button size="md" loading={busy} onClick={() => void doRotate()} data-testid="webhook-rotate-confirm">
              {ui.rotateConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}

/** An endpoint's deliveries, newest first, a page at a time (paginated on the server); each can be sent again. */
function DeliveryLog({ endpoint }: { endpoint: Endpoint }) {
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
      toastSuccess(ui.redelivered, { autoClose: 3000 });
    } catch (err) {
      setError(graphQLErrorText(err) ?? ui.notCreated);
    }
  };
  const columns: RowColumn<Delivery>[] = [
    { key: 'event', header: ui.colEvent, cell: (d) => <Text fw={600}>{ui.eventLabels[d.type] ?? d.type}</Text> },
    { key: 'when', header: ui.colWhen, cell: (d) => utc(d.createdAt), nowrap: true },
    {
      key: 'status',
      header: ui.colStatus,
      cell: (d) => (
        <Badge color={d.status === 'SUCCEEDED' ? 'green' : d.status === 'FAILED' ? 'red' : 'blue'} variant="light">
          {ui.statusLabels[d.status] ?? d.status}
        </Badge>
      ),
    },
    { key: 'attempts', header: ui.colAttempts, cell: (d) => String(d.attempts) },
    {
      key: 'last',
      header: ui.colLast,
      cell: (d) => {
        const last = d.attemptLog[d.attemptLog.length - 1];
        if (!last) return '';
        return `${last.statusCode ?? ui.noAnswer} · ${last.latencyMs} ms${last.error && last.statusCode === null ? ` · ${last.error}` : ''}`;
      },
    },
    {
      key: 'again',
      header: '',
      cell: (d) =>
        d.status === 'PENDING' ? null : (
          <Button size="sm" variant="default" onClick={() => void again(d)} data-testid="webhook-redeliver">
            {ui.redeliver}
          </Button>
        ),
    },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="webhook-log">
      <Stack gap="sm">
        <Title order={3} size="h4" style={{ wordBreak: 'break-all' }}>
          {ui.logTitle(endpoint.url)}
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
            {ui.logNone}
          </Text>
        ) : null}
        {log && log.total > PAGE_SIZE ? (
          <Pagination total={Math.ceil(log.total / PAGE_SIZE)} value={page} onChange={setPage} data-testid="webhook-log-pages" />
        ) : null}
      </Stack>
    </Paper>
  );
}
