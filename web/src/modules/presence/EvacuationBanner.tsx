import { useQuery, useSubscription } from '@apollo/client/react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { evacuationPath } from '../../app/paths';
import { CurrentEvacuationDocument, EvacuationChangedDocument } from './documents';
import { st } from '../../i18n/staff';

type Depot = { id: string; code: string; text?: string | null };

/** One depot's evacuation, if one is under way: a red banner linking to its roll-call; kept live by the depot's events. */
function DepotEvacuation({ depot }: { depot: Depot }) {
  const current = useQuery(CurrentEvacuationDocument, { variables: { depotId: depot.id }, fetchPolicy: 'cache-and-network' });
  useSubscription(EvacuationChangedDocument, {
    variables: { depotId: depot.id },
    onData: ({ data }) => {
      const kind = data.data?.evacuationChanged.kind;
      if (kind === 'STARTED' || kind === 'ENDED') void current.refetch();
    },
  });
  if (!current.data?.currentEvacuation) return null;
  return (
    <Alert color="red" variant="filled" radius="md" p="sm" data-testid="evacuation-banner" data-depot={depot.code} role="alert">
      <Text fw={700} size="md">
        {st('evacuation.bannerUnderWay', { depot: depot.text || depot.code })}{' '}
        <Anchor component={Link} to={evacuationPath(depot.id)} c="white" fw={700} underline="always" data-testid="evacuation-banner-link">
          {st('evacuation.bannerOpen')}
        </Anchor>
      </Text>
    </Alert>
  );
}

/**
 * Issue 36: every staff screen but the roll-call itself says when an evacuation is under way at one of the user's
 * depots, live (the depot's evacuationChanged events), with a link to its roll-call.
 */
export function EvacuationBanner({ depots }: { depots: readonly Depot[] }) {
  if (!depots.length) return null;
  return (
    <Stack gap="xs" mb="md" className="no-print">
      {depots.map((d) => (
        <DepotEvacuation key={d.id} depot={d} />
      ))}
    </Stack>
  );
}
