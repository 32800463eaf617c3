import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { webhookUi as ui } from './messages';
import { ErrorBox } from '../../ui/ErrorBox';
import { ResponsiveRows, type RowColumn } from '../../ui/ResponsiveRows';
import { graphQLErrorText } from '../auth/errors';
import type { WebhookEndpointsQuery } from '../../gql/graphql';
import { RotateWebhookSecretDocument, UpdateWebhookEndpointDocument, WebhookEndpointsDocument } from './documents';
import { DeliveryLog } from './DeliveryLog';
import { SecretOnceModal } from '../../ui/SecretOnceModal';
import { st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';

type Endpoint = WebhookEndpointsQuery['webhookEndpoints'][number];

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
      setError(graphQLErrorText(err) ?? st('webhooks.notCreated'));
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
      setError(graphQLErrorText(err) ?? st('webhooks.notCreated'));
    } finally {
      setBusy(false);
      setRotating(null);
    }
  };
  // The URL and its description: the table's first column, or the card's title (the column is then left out).
  const named = (e: Endpoint) => (
    <Stack gap={2}>
      <Text fw={600} style={{ wordBreak: 'break-all' }}>
        {e.url}
      </Text>
      {e.description ? <Text size="sm">{e.description}</Text> : null}
    </Stack>
  );
  const columns: RowColumn<Endpoint>[] = [
    { key: 'url', header: st('webhooks.url'), cell: named, tableOnly: true },
    {
      key: 'events',
      header: st('webhooks.events'),
      cell: (e) => <Text size="sm">{e.events.map((ev) => ui.eventLabels[ev] ?? ev).join(', ')}</Text>,
    },
    {
      key: 'state',
      header: st('webhooks.colStatus'),
      cell: (e) => (
        <Group gap="xs" wrap="wrap">
          <Badge color={e.enabled ? 'green' : 'gray'} variant="light">
            {e.enabled ? st('webhooks.enabled') : e.disabledAt ? st('webhooks.disabledForFailing') : st('webhooks.disabled')}
          </Badge>
          <Button size="sm" variant="default" onClick={() => void toggle(e)} data-testid="webhook-toggle">
            {e.enabled ? st('webhooks.disable') : st('webhooks.enable')}
          </Button>
          <Button size="sm" variant="light" onClick={() => setOpen(e)} data-testid="webhook-show-log">
            {st('webhooks.showLog')}
          </Button>
          <Button size="sm" variant="default" onClick={() => setRotating(e)} data-testid="webhook-rotate">
            {st('webhooks.rotate')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Panel title={st('webhooks.listTitle')}>
        {error ? <ErrorBox testId="webhook-list-error">{error}</ErrorBox> : null}
        <ResponsiveRows
          rows={endpoints}
          columns={columns}
          rowAttrs={(e) => ({ 'data-testid': 'webhook-row', 'data-enabled': String(e.enabled), 'data-url': e.url })}
          title={named}
          testId="webhooks"
          empty={st('webhooks.none')}
          emptyTestId="webhooks-none"
        />
      </Panel>
      {open ? <DeliveryLog key={open.id} endpoint={open} /> : null}
      <Modal opened={rotating !== null} onClose={() => setRotating(null)} title={st('webhooks.rotateTitle')} centered size="md">
        <Stack gap="md">
          <Text fz="sm">{st('webhooks.rotateText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={() => setRotating(null)}>
              {st('webhooks.cancel')}
            </Button>
            <Button size="md" loading={busy} onClick={() => void doRotate()} data-testid="webhook-rotate-confirm">
              {st('webhooks.rotateConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <SecretOnceModal secret={secret} onClose={() => setSecret(null)} texts="webhooks" testId="webhook-secret" />
    </Stack>
  );
}
