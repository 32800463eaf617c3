import { Paper, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { OnSiteList } from '../../../modules/presence/OnSiteList';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { useDepotChoice } from '../../../modules/staff/useDepots';
import { st } from '../../../i18n/staff';

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
  return (
    <StaffPage section={st('presence.onSiteTitle')} intro={st('presence.onSiteIntro')} title={depot ? depot.text || depot.code : undefined}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <div className="no-print">{choice.picker}</div>
          {depot ? <OnSiteList key={depot.id} depotId={depot.id} depotLabel={depot.text || depot.code} /> : null}
        </Stack>
      </Paper>
    </StaffPage>
  );
}
