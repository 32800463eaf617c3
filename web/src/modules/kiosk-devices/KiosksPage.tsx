import { Paper, Stack, Text } from '@mantine/core';
import { KioskDeviceList } from './KioskDeviceList';
import { StaffPage } from '../../ui/StaffPage';
import { useDepotChoice } from '../staff/useDepots';
import { st } from '../../i18n/staff';

/** Kiosks (issue 27): a depot's kiosk tablets and whether each is alive; DepotManager and above. */
export function KiosksPage() {
  const choice = useDepotChoice();
  const depot = choice.depot;
  return (
    <StaffPage section={st('kioskDevices.title')} intro={st('kioskDevices.intro')} title={depot ? depot.text || depot.code : undefined}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {choice.picker}
          {depot ? <KioskDeviceList key={depot.id} depotId={depot.id} /> : null}
          <Text size="sm" c="dimmed" data-testid="kiosks-offline-needs">
            {st('kioskDevices.offlineNeeds')}
          </Text>
        </Stack>
      </Paper>
    </StaffPage>
  );
}
