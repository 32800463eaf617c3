import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Pagination, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { visitPath } from '../../app/paths';
import { ResponsiveRows, type RowColumn } from '../../ui/ResponsiveRows';
import type { WatchlistMatchesQuery } from '../../gql/graphql';
import { WatchlistMatchesDocument } from './documents';
import { fieldsText, utc } from './fields';
import { st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';

type Match = WatchlistMatchesQuery['watchlistMatches']['matches'][number];

/** Sign-ins that matched the watchlist, newest first: a DepotManager's depot, or (admins) every depot of the tenant. */
export function WatchlistMatches({ tenantId }: { tenantId: string | null }) {
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(WatchlistMatchesDocument, { variables: { tenantId, page }, fetchPolicy: 'cache-and-network' });
  const list = data?.watchlistMatches;
  const state = (m: Match) => (
    <Badge color={m.action === 'BLOCK' ? 'red' : 'depot'} variant="light">
      {st(`watchlist.matchAction.${m.action}`)}
    </Badge>
  );
  const columns: RowColumn<Match>[] = [
    { key: 'when', header: st('watchlist.when'), cell: (m) => utc(m.occurredAt), nowrap: true },
    { key: 'who', header: st('watchlist.person'), cell: (m) => <Text fw={600}>{m.personName}</Text>, tableOnly: true },
    { key: 'state', header: st('watchlist.label.action'), cell: state, tableOnly: true },
    { key: 'depot', header: st('watchlist.depot'), cell: (m) => m.depotCode },
    { key: 'fields', header: st('watchlist.matchedOn'), cell: (m) => <Text size="sm">{fieldsText(m.matchedFields)}</Text> },
    {
      key: 'how',
      header: st('watchlist.how'),
      cell: (m) =>
        m.visitId ? (
          <Anchor component={Link} to={visitPath(m.visitId)} size="sm">
            {m.path}
          </Anchor>
        ) : (
          <Text size="sm">{m.path}</Text>
        ),
    },
  ];
  return (
    <Panel title={st('watchlist.matchesTitle')}>
      {loading && !list ? (
        <Skeleton h={120} radius="md" />
      ) : (
        <ResponsiveRows
          rows={list?.matches ?? []}
          columns={columns}
          rowAttrs={(m) => ({ 'data-testid': 'watchlist-match-row', 'data-action': m.action, 'data-name': m.personName })}
          title={(m) => m.personName}
          state={state}
          testId="watchlist-matches"
          empty={st('watchlist.noMatches')}
          emptyTestId="watchlist-matches-none"
        />
      )}
      {list && list.pages > 1 ? <Pagination total={list.pages} value={page} onChange={setPage} size="sm" /> : null}
    </Panel>
  );
}
