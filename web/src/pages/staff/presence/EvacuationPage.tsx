import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { localErrors } from '../../../app/apollo';
import { useAuth } from '../../../app/auth';
import { evacuationUi } from '../../../app/presenceMessages';
import { toastError } from '../../../app/notify';
import { evacuationRecordPath } from '../../../app/paths';
import { mayViewPresence } from '../../../app/roles';
import { dateTimeIn } from '../../../app/time';
import { graphQLErrorText } from '../../../modules/auth/errors';
import {
  CurrentEvacuationDocument,
  EvacuationsDocument,
  OnSiteCountsDocument,
  StartEvacuationDocument,
} from '../../../modules/presence/documents';
import { RollCall } from '../../../modules/presence/RollCall';
import { useEvacuationLive } from '../../../modules/presence/useEvacuationLive';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { useDepotChoice } from '../../../modules/staff/useDepots';
import { st } from '../../../i18n/staff';

/** The records of a depot's roll-calls, newest first (DepotManager and above). */
function Records({ depotId, zone }: { depotId: string; zone: string }) {
  const { data } = useQuery(EvacuationsDocument, { variables: { depotId, page: 1 }, fetchPolicy: 'cache-and-network' });
  const items = data?.evacuations.items ?? [];
  return (
    <Stack gap="xs" data-testid="evacuation-records">
      <Title order={2} size="h4">
        {st('evacuation.records')}
      </Title>
      {data && !items.length ? <Text c="dimmed">{st('evacuation.noRecords')}</Text> : null}
      {items.map((r) => (
        <Group key={r.id} justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={evacuationRecordPath(r.id)} fw={600} data-testid="evacuation-record-link">
            {evacuationUi.recordLine(dateTimeIn(r.startedAt, zone), r.endedAt ? dateTimeIn(r.endedAt, zone) : null)}
          </Anchor>
          {r.open ? (
            <Badge color="red">{st('evacuation.open')}</Badge>
          ) : (
            <Text size="sm" c={r.missing ? 'red.9' : 'dimmed'} fw={r.missing ? 700 : 400}>
              {st('evacuation.countsLine', {
                safe: r.safe,
                left: r.left,
                missing: r.missing,
                unaccounted: st('evacuation.unaccounted').toLowerCase(),
              })}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/**
 * Evacuation (issue 23): the depot's roll-call under way, worked by every marshal at once; a DepotManager or above
 * starts it (after a confirmation naming how many are on site) and ends it, and reads the past records.
 */
export function EvacuationPage() {
  const choice = useDepotChoice();
  const { user } = useAuth();
  const manager = mayViewPresence(user?.role);
  const depot = choice.depot;
  const current = useQuery(CurrentEvacuationDocument, {
    variables: { depotId: depot?.id ?? '' },
    skip: !depot,
    fetchPolicy: 'cache-and-network',
  });
  const counts = useQuery(OnSiteCountsDocument, { skip: !manager, fetchPolicy: 'cache-and-network' });
  const [start, starting] = useMutation(StartEvacuationDocument, { context: localErrors });
  const [asking, setAsking] = useState(false);
  const refetch = () => void current.refetch();
  useEvacuationLive(depot?.id, refetch);
  const evacuation = current.data?.currentEvacuation ?? null;
  const onSite = counts.data?.onSiteCounts.find((c) => c.depotId === depot?.id)?.onSite ?? 0;
  const label = depot ? depot.text || depot.code : '';

  const confirmStart = async () => {
    try {
      await start({ variables: { depotId: depot!.id } });
      setAsking(false);
      refetch();
    } catch (err) {
      toastError(graphQLErrorText(err) ?? st('evacuation.failed'));
      setAsking(false);
      refetch();
    }
  };

  return (
    <StaffPage section={st('evacuation.title')} intro={st('evacuation.intro')} title={label || undefined}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {choice.depots.length > 1 || choice.superAdmin ? choice.picker : null}
          {depot && current.data && !evacuation ? (
            <Stack gap="sm" data-testid="no-evacuation">
              <Text>{manager ? st('evacuation.none') : st('evacuation.noneMarshal')}</Text>
              {manager ? (
                <Button color="red" size="xl" onClick={() => setAsking(true)} data-testid="start-evacuation">
                  {st('evacuation.start')}
                </Button>
              ) : null}
            </Stack>
          ) : null}
          {evacuation ? <RollCall evacuation={evacuation} mayEnd={manager} onChanged={refetch} /> : null}
        </Stack>
      </Paper>
      {depot && manager ? (
        <Paper withBorder radius="md" p="md">
          <Records key={`${depot.id}:${evacuation?.id ?? 'none'}`} depotId={depot.id} zone={depot.timeZone} />
        </Paper>
      ) : null}
      <Modal opened={asking} onClose={() => setAsking(false)} centered title={st('evacuation.startConfirmTitle')}>
        <Stack>
          <Text>{evacuationUi.startConfirm(label, onSite)}</Text>
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={() => setAsking(false)}>
              {st('evacuation.cancel')}
            </Button>
            <Button color="red" loading={starting.loading} onClick={() => void confirmStart()} data-testid="start-confirm">
              {st('evacuation.startYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </StaffPage>
  );
}
