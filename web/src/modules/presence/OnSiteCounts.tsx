import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { presenceUi } from './messages';
import { onSitePath } from '../../app/paths';
import { useAttendanceLive } from '../staff/useAttendanceLive';
import { OnSiteCountsDocument } from './documents';
import { applyToOnSiteCounts } from '@contracts/live-feed';
import type { OnSiteCountsQuery } from '../../gql/graphql';

/**
 * The dashboard's count of who is on site at each depot the user may see, each a link to the depot's list. The
 * chosen depot's events refresh it at once; the others every minute.
 */
export function OnSiteCounts({ depotId }: { depotId: string | null }) {
  const { data, refetch, updateQuery } = useQuery(OnSiteCountsDocument, { fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  // A sign-in or sign-out moves the depot's count without a read (one when it cannot be told: see applyToOnSiteCounts).
  useAttendanceLive(depotId, {
    refetch,
    idempotent: false,
    apply: (event) => {
      if (!data?.onSiteCounts) return false;
      let applied = false;
      updateQuery((prev, { complete }) => {
        if (!complete || !prev.onSiteCounts) return undefined;
        const shown = prev as OnSiteCountsQuery; // complete: every field is there
        const next = applyToOnSiteCounts(shown.onSiteCounts, event);
        applied = next !== null;
        return next && next !== shown.onSiteCounts ? { ...shown, onSiteCounts: next } : undefined;
      });
      return applied;
    },
  });
  const counts = data?.onSiteCounts ?? [];
  if (!counts.length) return null;
  return (
    <Group gap="sm" wrap="wrap" data-testid="on-site-counts">
      {counts.map((c) => (
        <Paper key={c.depotId} withBorder radius="md" px="md" py="xs" data-testid="on-site-count" data-depot={c.depotCode}>
          <Anchor component={Link} to={onSitePath(c.depotId)} fw={600} underline="hover">
            {presenceUi.depotOnSite(c.depotCode, c.onSite)}
          </Anchor>
          {c.earlierDay ? (
            <Text size="xs" c="orange.9">
              {presenceUi.earlierDayCount(c.earlierDay)}
            </Text>
          ) : null}
        </Paper>
      ))}
    </Group>
  );
}
