import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { localErrors } from '../../app/apollo';
import { webhookUi as ui } from './messages';
import { ErrorBox } from '../../ui/ErrorBox';
import { graphQLErrorText } from '../auth/errors';
import { refusalAtFields } from '../auth/refusal';
import type { WebhookEvent } from '../../gql/graphql';
import { CreateWebhookEndpointDocument, WebhookEndpointsDocument } from './documents';
import { SecretOnceModal } from '../../ui/SecretOnceModal';
import { st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';

export const WEBHOOK_EVENTS: WebhookEvent[] = [
  'VISITOR_CHECKED_IN',
  'VISITOR_CHECKED_OUT',
  'PARTNER_CLOCKED_IN',
  'PARTNER_CLOCKED_OUT',
  'VISIT_BOOKED',
  'VISIT_CANCELLED',
  'EVACUATION_STARTED',
  'EVACUATION_ENDED',
];

/** A new webhook endpoint (issue 26): its https URL, a description and the events; the signing secret is shown once. */
export function WebhookForm({ tenantId }: { tenantId: string }) {
  const [create] = useMutation(CreateWebhookEndpointDocument, { context: localErrors, refetchQueries: [WebhookEndpointsDocument] });
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  /** A refusal that names a field, shown at it (issue 36). */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFieldErrors({});
    setSaving(true);
    try {
      const { data } = await create({ variables: { input: { tenantId, url, description, events: events as WebhookEvent[] } } });
      setSecret(data!.createWebhookEndpoint.secret);
      setUrl('');
      setDescription('');
      setEvents([]);
    } catch (err) {
      const at = refusalAtFields(err, ['url', 'description', 'events'] as const) as Record<string, string>;
      if (Object.keys(at).length) setFieldErrors(at);
      else setError(graphQLErrorText(err) ?? st('webhooks.notCreated'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title={st('webhooks.createTitle')} onSubmit={(e) => void submit(e)} testId="webhook-form">
      <TextInput
        label={st('webhooks.url')}
        placeholder={st('webhooks.urlPlaceholder')}
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        maxLength={2000}
        size="md"
        w={{ base: '100%', sm: 520 }}
        error={fieldErrors.url}
        errorProps={{ 'data-testid': 'webhook-error' }}
        data-testid="webhook-url"
      />
      <TextInput
        label={st('webhooks.description')}
        placeholder={st('webhooks.descriptionPlaceholder')}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        maxLength={200}
        size="md"
        w={{ base: '100%', sm: 360 }}
        error={fieldErrors.description}
        errorProps={{ 'data-testid': 'webhook-error' }}
        data-testid="webhook-description"
      />
      <Checkbox.Group
        label={st('webhooks.events')}
        value={events}
        onChange={setEvents}
        error={fieldErrors.events}
        errorProps={{ 'data-testid': 'webhook-error' }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
          {WEBHOOK_EVENTS.map((ev) => (
            <Checkbox key={ev} value={ev} label={ui.eventLabels[ev]} size="md" data-testid={`webhook-event-${ev}`} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {error ? <ErrorBox testId="webhook-error">{error}</ErrorBox> : null}
      <Group>
        <Button type="submit" size="md" loading={saving} data-testid="webhook-create">
          {st('webhooks.create')}
        </Button>
      </Group>
      <SecretOnceModal secret={secret} onClose={() => setSecret(null)} texts="webhooks" testId="webhook-secret" />
    </Panel>
  );
}
