import { useQuery } from '@apollo/client/react';
import { Box, Group, Paper, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { evacuationPath } from '../../app/paths';
import { CurrentEvacuationDocument } from './documents';
import { StartEvacuation } from './StartEvacuation';
import { OnSiteList } from './OnSiteList';
import { PendingApprovals } from '../approvals/PendingApprovals';
import { StaffPage } from '../../ui/StaffPage';
import { useDepotChoice } from '../staff/useDepots';
import { st } from '../../i18n/staff';

/** On site now (issue 23): a depot's list of everyone signed in; `?depot=` opens one depot (the dashboard's links). */
export function OnSitePage() {
  const choice = useDepotChoice();
  const [params] = useSearchParams();
  const wanted = params.get('depot');
  const { depots, setDepotId } = choice;
  useEffect(() => {
    if (wanted && depots.some((d) => d.id === wanted)) setDepotId(wanted);
  }, [wanted, depots, setDepotId]);
  const depot = choice.depot;
  const navigate = useNavigate();
  // Issue 36: the evacuation starts from here too (this screen is for those allowed to start one); under way, the
  // banner above every staff screen leads to the roll-call instead.
  const current = useQuery(CurrentEvacuationDocument, {
    variables: { depotId: depot?.id ?? '' },
    skip: !depot,
    fetchPolicy: 'cache-and-network',
  });
  return (
    <StaffPage section={st('presence.onSiteTitle')} intro={st('presence.onSiteIntro')} title={depot ? depot.text || depot.code : undefined}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group className="no-print" justify="space-between" align="end" wrap="wrap" gap="sm">
            <Box style={{ flex: '1 1 300px', minWidth: 0 }}>{choice.picker}</Box>
            {depot && current.data && !current.data.currentEvacuation ? (
              <StartEvacuation
                size="lg"
                depotId={depot.id}
                depotLabel={depot.text || depot.code}
                onDone={(started) => (started ? void navigate(evacuationPath(depot.id)) : void current.refetch())}
              />
            ) : null}
          </Group>
          {depot ? <PendingApprovals key={`approvals-${depot.id}`} depotId={depot.id} zone={depot.timeZone} /> : null}
          {depot ? <OnSiteList key={depot.id} depotId={depot.id} depotLabel={depot.text || depot.code} /> : null}
        </Stack>
      </Paper>
    </StaffPage>
  );
}
