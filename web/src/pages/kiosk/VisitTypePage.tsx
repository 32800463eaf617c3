import { Button, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { kioskText } from '../../modules/kiosk/kioskText';
import { useKiosk } from '../../modules/kiosk/KioskContext';
import { KioskShell } from '../../modules/kiosk/ui/KioskShell';
import { ReferenceModal } from '../../modules/kiosk/ui/lazy';
import { useResolve } from '../../modules/kiosk/useResolve';
import { useSignIn } from '../../modules/kiosk/useSignIn';

/** Depot choice (spec 2.1): Planned Visit (the reference prompt), Unplanned Visit, Regular Visitor. */
export function VisitTypePage() {
  const { to } = useKiosk();
  const navigate = useNavigate();
  const [scan, setScan] = useState(false);
  const signIn = useSignIn();
  const { resolve, modals } = useResolve((j) => signIn.start(j));
  return (
    <KioskShell title={kioskText.chooseVisitType}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Button h={110} fz={22} radius="lg" onClick={() => setScan(true)} data-testid="visit-planned">
          {kioskText.plannedVisit}
        </Button>
        <Button h={110} fz={22} radius="lg" color="teal" onClick={() => navigate(to('unplanned-visit'))} data-testid="visit-unplanned">
          {kioskText.unplannedVisit}
        </Button>
        <Button h={110} fz={22} radius="lg" color="grape" onClick={() => navigate(to('regular-visitor'))} data-testid="visit-regular">
          {kioskText.regularVisitor}
        </Button>
      </SimpleGrid>
      <ReferenceModal
        opened={scan}
        onClose={() => setScan(false)}
        onReference={(ref) => {
          setScan(false);
          void resolve(ref);
        }}
      />
      {modals}
      {signIn.modals}
    </KioskShell>
  );
}
