import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Modal, Pagination, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { ResponsiveRows, type RowColumn } from '../../ui/ResponsiveRows';
import { graphQLErrorText } from '../auth/errors';
import type { WatchlistQuery } from '../../gql/graphql';
import { RemoveWatchlistEntryDocument, WatchlistDocument } from './documents';
import { WatchlistEntryForm } from './WatchlistEntryForm';
import { WatchlistExport } from './WatchlistExport';
import { utc } from './fields';
import { st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';

type Entry = WatchlistQuery['watchlist']['entries'][number];

/** The tenant's watchlist, by name, 20 a page, with a search; each entry can be edited or removed (confirmed). */
export function WatchlistEntries({ tenantId }: { tenantId: string }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const { data, loading } = useQuery(WatchlistDocument, {
    variables: { tenantId, page, search: search.trim() || null },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(RemoveWatchlistEntryDocument, { context: localErrors, refetchQueries: [WatchlistDocument] });
  const [editing, setEditing] = useState<Entry | null>(null);
  const [removing, setRemoving] = useState<Entry | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = data?.watchlist;

  const doRemove = async () => {
    if (!removing) return;
    setError(null);
    try {
      await remove({ variables: { id: removing.id } });
      toastSuccess(st('watchlist.removedToast', { name: removing.name }), { autoClose: 4000 });
    } catch (err) {
      setError(graphQLErrorText(err) ?? st('watchlist.notSaved'));
    } finally {
      setRemoving(null);
    }
  };
  const columns: RowColumn<Entry>[] = [
    { key: 'name', header: st('watchlist.label.name'), cell: (e) => <Text fw={600}>{e.name}</Text>, tableOnly: true },
    {
      key: 'ids',
      header: st('watchlist.identifiers'),
      cell: (e) => <Text size="sm">{[e.email, e.phone, e.carReg, e.company].filter(Boolean).join(' · ') || '—'}</Text>,
    },
    { key: 'reason', header: st('watchlist.label.reason'), cell: (e) => <Text size="sm">{e.reason}</Text> },
    {
      key: 'expires',
      header: st('watchlist.label.expiresAt'),
      cell: (e) => (e.expiresAt ? utc(e.expiresAt).slice(0, 10) : st('watchlist.never')),
      nowrap: true,
    },
    { key: 'added', header: st('watchlist.addedBy'), cell: (e) => <Text size="sm">{e.addedBy}</Text> },
  ];
  const state = (e: Entry) => (
    <Group gap={4} wrap="wrap">
      <Badge
        color={e.action === 'BLOCK' ? 'red' : 'depot'}
        variant="light"
        style={{ flexShrink: 0 }}
        styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}
        data-testid="watchlist-action-badge"
      >
        {st(`watchlist.action.${e.action}`)}
      </Badge>
      {e.expired ? (
        <Badge color="gray" variant="light">
          {st('watchlist.expired')}
        </Badge>
      ) : null}
    </Group>
  );
  return (
    <Panel title={st('watchlist.listTitle')} action={<WatchlistExport tenantId={tenantId} />}>
      <TextInput
        placeholder={st('watchlist.search')}
        aria-label={st('watchlist.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        data-testid="watchlist-search"
      />
      {error ? <ErrorBox testId="watchlist-list-error">{error}</ErrorBox> : null}
      {loading && !list ? (
        <Skeleton h={120} radius="md" />
      ) : (
        <ResponsiveRows
          rows={list?.entries ?? []}
          columns={[
            ...columns.slice(0, 1),
            { key: 'state', header: st('watchlist.label.action'), cell: state, tableOnly: true, nowrap: true },
            ...columns.slice(1),
          ]}
          rowAttrs={(e) => ({ 'data-testid': 'watchlist-row', 'data-name': e.name, 'data-action': e.action })}
          title={(e) => e.name}
          state={state}
          actions={(e) => (
            <Group gap="xs" wrap="wrap">
              <Button size="sm" variant="light" onClick={() => setEditing(e)} data-testid="watchlist-edit">
                {st('watchlist.edit')}
              </Button>
              <Button size="sm" variant="light" color="red" onClick={() => setRemoving(e)} data-testid="watchlist-remove">
                {st('watchlist.remove')}
              </Button>
            </Group>
          )}
          testId="watchlist-rows"
          // seven columns need a wide screen: below 1200 px a card per entry (no sideways scrolling at 1024)
          minViewport="75em"
          empty={st('watchlist.none')}
          emptyTestId="watchlist-none"
        />
      )}
      {list && list.pages > 1 ? <Pagination total={list.pages} value={page} onChange={setPage} size="sm" /> : null}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={st('watchlist.editTitle')} centered size="lg">
        {editing ? <WatchlistEntryForm tenantId={tenantId} entry={editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={st('watchlist.removeTitle')} centered size="md">
        <Stack gap="md">
          <Text fz="sm">{st('watchlist.removeText', { name: removing?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={() => setRemoving(null)}>
              {st('watchlist.cancel')}
            </Button>
            <Button color="red" size="md" onClick={() => void doRemove()} data-testid="watchlist-remove-confirm">
              {st('watchlist.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Panel>
  );
}
