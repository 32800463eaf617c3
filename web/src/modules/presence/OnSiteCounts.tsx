import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { presenceUi } from '../../app/messages';
import { onSitePath } from '../../app/paths';
import { useAttendanceLive } from '../staff/useAttendanceLive';
import { OnSiteCountsDocument } from './documents';

/**
 * The dashboard's count of who is on site at each depot the user may see, each a link to the depot's list. The
 * chosen depot's events refresh it at once; the others every minute.
 */
export function OnSiteCounts({ depotId }: { depotId: string | null }) {
  const { data, refetch } = useQuery(OnSiteCountsDocument, { fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  useAttendanceLive(depotId, { refetch });
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
