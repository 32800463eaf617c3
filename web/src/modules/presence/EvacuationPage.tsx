import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth';
import { evacuationUi } from './messages';
import { evacuationRecordPath } from '../../app/paths';
import { mayViewPresence } from '../../app/roles';
import { dateTimeIn } from '../../app/time';
import { CurrentEvacuationDocument, EvacuationsDocument } from './documents';
import { RollCall } from './RollCall';
import { StartEvacuation } from './StartEvacuation';
import { useEvacuationLive } from './useEvacuationLive';
import { StaffPage } from '../../ui/StaffPage';
import { useDepotChoice } from '../staff/useDepots';
import { st } from '../../i18n/staff';

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
  // `?depot=`: the depot the banner or the on-site list came from (issue 36)
  const [params] = useSearchParams();
  const wanted = params.get('depot');
  // `?start=1`: the installed app's "Start a roll-call" shortcut (issue 39): the confirmation opens at once
  const startNow = params.get('start') === '1';
  const { depots, setDepotId } = choice;
  useEffect(() => {
    if (wanted && depots.some((d) => d.id === wanted)) setDepotId(wanted);
  }, [wanted, depots, setDepotId]);
  const depot = choice.depot;
  const current = useQuery(CurrentEvacuationDocument, {
    variables: { depotId: depot?.id ?? '' },
    skip: !depot,
    fetchPolicy: 'cache-and-network',
  });
  const refetch = () => void current.refetch();
  useEvacuationLive(depot?.id, refetch);
  const evacuation = current.data?.currentEvacuation ?? null;
  const label = depot ? depot.text || depot.code : '';

  return (
    <StaffPage section={st('evacuation.title')} intro={st('evacuation.intro')} title={label || undefined}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {choice.depots.length > 1 || choice.superAdmin ? choice.picker : null}
          {depot && current.data && !evacuation ? (
            <Stack gap="sm" data-testid="no-evacuation">
              <Text>{manager ? st('evacuation.none') : st('evacuation.noneMarshal')}</Text>
              {manager ? <StartEvacuation depotId={depot.id} depotLabel={label} onDone={refetch} askNow={startNow} /> : null}
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
    </StaffPage>
  );
}
