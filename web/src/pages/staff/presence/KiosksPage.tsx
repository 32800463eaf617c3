import { Paper, Stack } from '@mantine/core';
import { kioskDevicesUi } from '../../../app/messages';
import { KioskDeviceList } from '../../../modules/kiosk-devices/KioskDeviceList';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { useDepotChoice } from '../../../modules/staff/useDepots';

/** Kiosks (issue 27): a depot's kiosk tablets and whether each is alive; DepotManager and above. */
export function KiosksPage() {
  const choice = useDepotChoice();
  const depot = choice.depot;
  return (
    <StaffPage section={kioskDevicesUi.title} intro={kioskDevicesUi.intro} title={depot ? depot.text || depot.code : undefined}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {choice.picker}
          {depot ? <KioskDeviceList key={depot.id} depotId={depot.id} /> : null}
        </Stack>
      </Paper>
    </StaffPage>
  );
}
