import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Modal, Pagination, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { ResponsiveRows, type RowColumn } from '../../ui/ResponsiveRows';
import { graphQLErrorText } from '../auth/errors';
import { HostsDocument, RemoveHostDocument } from './documents';
import { HostForm, type Host } from './HostForm';
import { st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';

/** How a host came (each key written out for the catalogue check). */
const SOURCE: Record<string, () => string> = {
  MANUAL: () => st('hosts.source.MANUAL'),
  UPLOAD: () => st('hosts.source.UPLOAD'),
  SCIM: () => st('hosts.source.SCIM'),
};

/** The directory, by name, 25 a page, with a search; each host can be edited or removed (confirmed). */
export function HostDirectory({ tenantId, depots }: { tenantId: string | null; depots: { id: string; code: string }[] | null }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const { data, loading } = useQuery(HostsDocument, {
    variables: { tenantId, page, search: search.trim() || null },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(RemoveHostDocument, { context: localErrors, refetchQueries: [HostsDocument] });
  const [editing, setEditing] = useState<Host | null>(null);
  const [removing, setRemoving] = useState<Host | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = data?.hosts;
  const codes = new Map((depots ?? []).map((d) => [d.id, d.code]));
  const doRemove = async () => {
    if (!removing) return;
    setError(null);
    try {
      await remove({ variables: { id: removing.id } });
      toastSuccess(st('hosts.removedToast', { name: removing.name }), { autoClose: 4000 });
    } catch (err) {
      setError(graphQLErrorText(err) ?? st('hosts.notSaved'));
    } finally {
      setRemoving(null);
    }
  };
  const columns: RowColumn<Host>[] = [
    { key: 'name', header: st('hosts.label.name'), cell: (h) => <Text fw={600}>{h.name}</Text>, tableOnly: true },
    { key: 'contact', header: st('hosts.contact'), cell: (h) => <Text size="sm">{[h.email, h.phone].filter(Boolean).join(' · ')}</Text> },
    { key: 'department', header: st('hosts.label.department'), cell: (h) => <Text size="sm">{h.department ?? '—'}</Text> },
    {
      key: 'depots',
      header: st('hosts.label.depots'),
      cell: (h) => (
        <Text size="sm">{h.depotIds.length ? h.depotIds.map((id) => codes.get(id) ?? '…').join(', ') : st('hosts.everyDepot')}</Text>
      ),
    },
  ];
  const state = (h: Host) => (
    <Group gap={4} wrap="wrap">
      <Badge
        variant="light"
        color={h.source === 'SCIM' ? 'grape' : 'depot'}
        style={{ flexShrink: 0 }}
        styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}
      >
        {SOURCE[h.source]?.() ?? h.source}
      </Badge>
      {!h.active ? (
        <Badge variant="light" color="gray">
          {st('hosts.inactive')}
        </Badge>
      ) : null}
    </Group>
  );
  return (
    <Panel title={st('hosts.listTitle', { n: list?.total ?? 0 })}>
      <TextInput
        placeholder={st('hosts.search')}
        aria-label={st('hosts.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        data-testid="hosts-search"
      />
      {error ? <ErrorBox testId="hosts-list-error">{error}</ErrorBox> : null}
      {loading && !list ? (
        <Skeleton h={120} radius="md" />
      ) : list?.hosts.length ? (
        <ResponsiveRows
          rows={list.hosts}
          columns={[
            ...columns.slice(0, 1),
            { key: 'state', header: st('hosts.kept'), cell: state, tableOnly: true, nowrap: true },
            ...columns.slice(1),
          ]}
          rowAttrs={(h) => ({ 'data-testid': 'host-row', 'data-name': h.name })}
          title={(h) => h.name}
          state={state}
          actions={(h) => (
            <Group gap="xs" wrap="wrap">
              <Button size="sm" variant="light" onClick={() => setEditing(h)} data-testid="host-edit">
                {st('hosts.edit')}
              </Button>
              <Button size="sm" variant="light" color="red" onClick={() => setRemoving(h)} data-testid="host-remove">
                {st('hosts.remove')}
              </Button>
            </Group>
          )}
        />
      ) : (
        <Text c="dimmed" data-testid="hosts-empty">
          {st('hosts.empty')}
        </Text>
      )}
      {list && list.pages > 1 ? <Pagination total={list.pages} value={page} onChange={setPage} /> : null}
      <Modal opened={!!editing} onClose={() => setEditing(null)} title={st('hosts.editTitle')} size="lg">
        {editing ? <HostForm key={editing.id} tenantId={tenantId} depots={depots} host={editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
      <Modal opened={!!removing} onClose={() => setRemoving(null)} title={st('hosts.removeTitle')}>
        <Stack>
          <Text>{st('hosts.removeText', { name: removing?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {st('hosts.cancel')}
            </Button>
            <Button color="red" onClick={() => void doRemove()} data-testid="host-remove-confirm">
              {st('hosts.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Panel>
  );
}
