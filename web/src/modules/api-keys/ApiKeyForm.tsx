import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { apiKeyUi as ui } from './messages';
import { ErrorBox } from '../../ui/ErrorBox';
import { SecretOnceModal } from '../../ui/SecretOnceModal';
import { useFormSave } from '../auth/useFormSave';
import type { ApiScope } from '../../gql/graphql';
import { ApiKeyDepotsDocument, ApiKeysDocument, CreateApiKeyDocument } from './documents';
import { st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';

const SCOPES: ApiScope[] = ['READ_ATTENDANCE', 'READ_REPORTS', 'WRITE_BOOKINGS', 'MANAGE_PARTNERS', 'SUBSCRIBE_LIVE', 'SCIM'];
const DAY_MS = 86_400_000;

/** A new API key (issue 26): name, scopes, optionally one location and an expiry; the secret is shown once. */
export function ApiKeyForm({ tenantId }: { tenantId: string }) {
  const depots = useQuery(ApiKeyDepotsDocument, { variables: { tenantId } });
  const [create] = useMutation(CreateApiKeyDocument, { context: localErrors, refetchQueries: [ApiKeysDocument] });
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [depotId, setDepotId] = useState<string>('');
  const [expiry, setExpiry] = useState('never');
  const [secret, setSecret] = useState<string | null>(null);

  const { error, saving, onSubmit } = useFormSave(st('apiKeys.notCreated'), async () => {
    const expiresAt = expiry === 'never' ? null : new Date(Date.now() + Number(expiry) * DAY_MS).toISOString();
    const { data } = await create({
      variables: { input: { tenantId, name, scopes: scopes as ApiScope[], depotId: depotId || null, expiresAt } },
    });
    setSecret(data!.createApiKey.secret);
    setName('');
    setScopes([]);
  });

  return (
    <Panel title={st('apiKeys.createTitle')} onSubmit={onSubmit} testId="api-key-form">
      <TextInput
        label={st('apiKeys.name')}
        placeholder={st('apiKeys.namePlaceholder')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        maxLength={80}
        size="md"
        w={{ base: '100%', sm: 360 }}
        data-testid="api-key-name"
      />
      <Checkbox.Group label={st('apiKeys.scopes')} value={scopes} onChange={setScopes}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
          {SCOPES.map((s) => (
            <Checkbox key={s} value={s} label={ui.scopeLabels[s]} size="md" data-testid={`api-key-scope-${s}`} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Group align="end" wrap="wrap">
        <Select
          label={st('apiKeys.depot')}
          data={[
            { value: '', label: st('apiKeys.everyDepot') },
            ...(depots.data?.depots ?? []).map((d) => ({ value: d.id, label: d.code })),
          ]}
          value={depotId}
          onChange={(v) => setDepotId(v ?? '')}
          allowDeselect={false}
          size="md"
          w={{ base: '100%', sm: 240 }}
          data-testid="api-key-depot"
        />
        <Select
          label={st('apiKeys.expiry')}
          data={ui.expiries}
          value={expiry}
          onChange={(v) => setExpiry(v ?? 'never')}
          allowDeselect={false}
          size="md"
          w={{ base: '100%', sm: 200 }}
          data-testid="api-key-expiry"
        />
      </Group>
      {error ? <ErrorBox testId="api-key-error">{error}</ErrorBox> : null}
      <Group>
        <Button type="submit" size="md" loading={saving} data-testid="api-key-create">
          {st('apiKeys.create')}
        </Button>
      </Group>
      <SecretOnceModal secret={secret} onClose={() => setSecret(null)} texts="apiKeys" testId="api-key-secret" />
    </Panel>
  );
}
