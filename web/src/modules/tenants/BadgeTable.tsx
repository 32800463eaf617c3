import { useApolloClient, useQuery } from '@apollo/client/react';
import { Modal, Stack, Text } from '@mantine/core';
import { SectionHeading } from '../../ui/SectionHeading';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { infoMessages } from '../../app/messages';
import { toastError } from '../../app/notify';
import { DepotBadgeAssigneeDocument, DepotBadgesDocument } from './documents';
import { errorText } from './form';
import { useAttendanceLive } from '../staff/useAttendanceLive';
import { applyToBadges } from '@contracts/live-feed';
import type { DepotBadgesQuery } from '../../gql/graphql';
import { BadgeAddForm } from './BadgeAddForm';
import { BadgeHolderDetails, type Holder } from './BadgeHolderDetails';
import { BadgeList } from './BadgeList';
import { st } from '../../i18n/staff';

/**
 * A depot's badge table (spec 3 Badge, 4.7): add a single badge or a range whose From is the next number,
 * which badges are in use and by whom, and the holder's check-out (visitor) or clock-out (partner).
 */
export function BadgeTable({ depotId, zone }: { depotId: string; zone: string }) {
  const client = useApolloClient();
  const { data, refetch, updateQuery } = useQuery(DepotBadgesDocument, { variables: { depotId }, fetchPolicy: 'cache-and-network' });
  // A badge taken or handed back at the kiosk shows at once, from the event (a read when it does not say which badge).
  useAttendanceLive(depotId, {
    refetch,
    idempotent: false,
    apply: (event) => {
      if (!data?.badges) return false;
      let applied = false;
      updateQuery((prev, { complete }) => {
        if (!complete || !prev.badges) return undefined;
        const shown = prev as DepotBadgesQuery; // complete: every field is there
        const next = applyToBadges(shown.badges, event);
        applied = next !== null;
        return next && next !== shown.badges ? { ...shown, badges: next } : undefined;
      });
      return applied;
    },
  });
  const [holder, setHolder] = useState<Holder | null>(null);
  const badges = data?.badges ?? [];

  const view = async (badgeNum: string) => {
    try {
      const r = await client.query({
        query: DepotBadgeAssigneeDocument,
        variables: { depotId, badgeNum },
        context: localErrors,
        fetchPolicy: 'no-cache',
      });
      setHolder({ badgeNum, ...r.data!.badgeAssignee });
    } catch (e) {
      toastError(errorText(e) || infoMessages.batchNumberNotInUse);
      void refetch();
    }
  };

  return (
    <Stack gap="sm" data-testid="badge-table">
      <div>
        <SectionHeading title={st('tenants.badgesTitle')} intro={st('tenants.badgesIntro')} order={4} size="h5" />
      </div>
      <BadgeAddForm depotId={depotId} next={data?.nextBadgeNumber ?? ''} onAdded={refetch} />
      {badges.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="badges-empty">
          {data ? st('tenants.noBadges') : '…'}
        </Text>
      ) : (
        <BadgeList badges={badges} onView={(n) => void view(n)} />
      )}
      <Modal
        opened={!!holder}
        onClose={() => setHolder(null)}
        title={holder ? st('tenants.holderTitle', { badge: holder.badgeNum }) : ''}
        centered
        size="md"
      >
        {holder ? (
          <BadgeHolderDetails
            depotId={depotId}
            zone={zone}
            holder={holder}
            onDone={() => {
              setHolder(null);
              void refetch();
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
