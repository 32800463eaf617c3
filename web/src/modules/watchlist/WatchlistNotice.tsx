import { useSubscription } from '@apollo/client/react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { WatchlistMatchedSubscription } from '../../gql/graphql';
import { WatchlistMatchedDocument } from './documents';
import { fieldsText } from './fields';
import { st } from '../../i18n/staff';

type Depot = { id: string; code: string };
type Notice = WatchlistMatchedSubscription['watchlistMatched'] & { depotCode: string };

function DepotWatch({ depot, onMatch }: { depot: Depot; onMatch: (n: Notice) => void }) {
  useSubscription(WatchlistMatchedDocument, {
    variables: { depotId: depot.id },
    onData: ({ data }) => {
      const m = data.data?.watchlistMatched;
      if (m) onMatch({ ...m, depotCode: depot.code });
    },
  });
  return null;
}

/**
 * Issue 37: every open staff screen of a depot hears at once when a sign-in there matched the watchlist (the depot's
 * watchlistMatched events), as a notice that stays until dismissed, linking to the matches.
 */
export function WatchlistNotice({ depots }: { depots: readonly Depot[] }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  if (!depots.length) return null;
  const add = (n: Notice) => setNotices((all) => (all.some((x) => x.matchId === n.matchId) ? all : [n, ...all].slice(0, 5)));
  return (
    <>
      {depots.map((d) => (
        <DepotWatch key={d.id} depot={d} onMatch={add} />
      ))}
      {notices.length ? (
        <Stack gap="xs" mb="md" className="no-print">
          {notices.map((n) => (
            <Alert
              key={n.matchId}
              color={n.action === 'BLOCK' ? 'red' : 'orange'}
              variant="light"
              radius="md"
              p="sm"
              role="alert"
              withCloseButton
              closeButtonLabel={st('watchlist.dismiss')}
              onClose={() => setNotices((all) => all.filter((x) => x.matchId !== n.matchId))}
              data-testid="watchlist-notice"
              data-action={n.action}
            >
              <Text fw={700} size="sm">
                {n.action === 'BLOCK'
                  ? st('watchlist.noticeBlock', { name: n.personName, depot: n.depotCode })
                  : st('watchlist.noticeAlert', { name: n.personName, depot: n.depotCode })}
              </Text>
              <Text size="sm">
                {st('watchlist.noticeFields', { fields: fieldsText(n.matchedFields) })}{' '}
                <Anchor component={Link} to={paths.watchlist} size="sm" fw={600}>
                  {st('watchlist.noticeOpen')}
                </Anchor>
              </Text>
            </Alert>
          ))}
        </Stack>
      ) : null}
    </>
  );
}
