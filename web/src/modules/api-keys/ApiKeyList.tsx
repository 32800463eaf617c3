import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { apiKeyUi as ui } from './messages';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { ResponsiveRows, type RowColumn } from '../../ui/ResponsiveRows';
import { graphQLErrorText } from '../auth/errors';
import type { ApiKeysQuery } from '../../gql/graphql';
import { ApiKeysDocument, RevokeApiKeyDocument } from './documents';
import { st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';

type Key = ApiKeysQuery['apiKeys'][number];
const utc = (iso: string | null | undefined) => (iso ? String(iso).slice(0, 16).replace('T', ' ') : st('apiKeys.never'));
const stateOf = (k: Key): 'live' | 'revoked' | 'expired' =>
  k.revokedAt ? 'revoked' : k.expiresAt && new Date(String(k.expiresAt)).getTime() <= Date.now() ? 'expired' : 'live';

/** A tenant's API keys, newest first, with when each was last used; a live one can be revoked (confirmed). */
export function ApiKeyList({ tenantId }: { tenantId: string }) {
  const { data, loading } = useQuery(ApiKeysDocument, { variables: { tenantId }, fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(RevokeApiKeyDocument, { context: localErrors, refetchQueries: [ApiKeysDocument] });
  const [confirming, setConfirming] = useState<Key | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (loading && !data) return <Skeleton h={160} radius="md" />;
  const keys = data?.apiKeys ?? [];

  const doRevoke = async () => {
    if (!confirming) return;
    setBusy(true);
    setError(null);
    try {
      await revoke({ variables: { id: confirming.id } });
      toastSuccess(st('apiKeys.revokedToast', { name: confirming.name }), { autoClose: 4000 });
    } catch (err) {
      setError(graphQLErrorText(err) ?? st('apiKeys.notCreated'));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };
  const columns: RowColumn<Key>[] = [
    { key: 'name', header: st('apiKeys.colName'), cell: (k) => <Text fw={600}>{`${k.name} (…${k.hint})`}</Text> },
    {
      key: 'scopes',
      header: st('apiKeys.colScopes'),
      cell: (k) => <Text size="sm">{k.scopes.map((s) => ui.scopeLabels[s] ?? s).join(', ')}</Text>,
    },
    { key: 'depot', header: st('apiKeys.colDepot'), cell: (k) => k.depotCode ?? st('apiKeys.everyDepot') },
    { key: 'used', header: st('apiKeys.colLastUsed'), cell: (k) => utc(k.lastUsedAt), nowrap: true },
    { key: 'expires', header: st('apiKeys.colExpires'), cell: (k) => utc(k.expiresAt), nowrap: true },
    {
      key: 'state',
      header: st('apiKeys.colState'),
      cell: (k) => {
        const state = stateOf(k);
        return (
          <Group gap="xs" wrap="nowrap">
            <Badge color={state === 'live' ? 'green' : 'gray'} variant="light">
              {st(`apiKeys.${state}`)}
            </Badge>
            {state === 'live' ? (
              <Button size="sm" variant="light" color="red" onClick={() => setConfirming(k)} data-testid="api-key-revoke">
                {st('apiKeys.revoke')}
              </Button>
            ) : null}
          </Group>
        );
      },
    },
  ];
  return (
    <Panel title={st('apiKeys.listTitle')}>
      {error ? <ErrorBox testId="api-key-list-error">{error}</ErrorBox> : null}
      <ResponsiveRows
        rows={keys}
        columns={columns}
        rowAttrs={(k) => ({ 'data-testid': 'api-key-row', 'data-state': stateOf(k), 'data-name': k.name })}
        title={(k) => k.name}
        testId="api-keys"
        empty={st('apiKeys.none')}
        emptyTestId="api-keys-none"
      />
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={st('apiKeys.revokeTitle')} centered size="md">
        <Stack gap="md">
          <Text fz="sm">{st('apiKeys.revokeText', { name: confirming?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={() => setConfirming(null)}>
              {st('apiKeys.cancel')}
            </Button>
            <Button color="red" size="md" loading={busy} onClick={() => void doRevoke()} data-testid="api-key-revoke-confirm">
              {st('apiKeys.revokeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Panel>
  );
}
