import { Button, SimpleGrid } from '@mantine/core';
import { useNavigate } from 'react-router';
import { kioskText } from '../../modules/kiosk/kioskText';
import { useKiosk } from '../../modules/kiosk/KioskContext';
import { KioskShell } from '../../modules/kiosk/ui/KioskShell';
import { useReferenceSignIn } from '../../modules/kiosk/useReferenceSignIn';

/** Depot choice (spec 2.1): Planned Visit (the reference prompt), Unplanned Visit, Regular Visitor. */
export function VisitTypePage() {
  const { to } = useKiosk();
  const navigate = useNavigate();
  const planned = useReferenceSignIn();
  return (
    <KioskShell title={kioskText.chooseVisitType}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Button h={110} fz={22} radius="lg" onClick={planned.openScan} data-testid="visit-planned">
          {kioskText.plannedVisit}
        </Button>
        <Button h={110} fz={22} radius="lg" color="teal" onClick={() => navigate(to('unplanned-visit'))} data-testid="visit-unplanned">
          {kioskText.unplannedVisit}
        </Button>
        <Button h={110} fz={22} radius="lg" color="grape" onClick={() => navigate(to('regular-visitor'))} data-testid="visit-regular">
          {kioskText.regularVisitor}
        </Button>
      </SimpleGrid>
      {planned.modals}
    </KioskShell>
  );
}
