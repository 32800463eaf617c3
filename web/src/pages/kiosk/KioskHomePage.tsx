import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { kioskText } from '../../modules/kiosk/kioskText';
import { displayDepotCode, useKiosk } from '../../modules/kiosk/KioskContext';
import { KioskShell, useDepotClock } from '../../modules/kiosk/ui/KioskShell';
import { ReferenceModal } from '../../modules/kiosk/ui/ReferenceModal';
import { useResolve } from '../../modules/kiosk/useResolve';
import { useSignIn } from '../../modules/kiosk/useSignIn';

/** Kiosk home (spec 2.1): tenant, depot code, address, date and live clock; Sign In, the date tile, Sign Out. */
export function KioskHomePage() {
  const { depot, to, setJourney } = useKiosk();
  const navigate = useNavigate();
  const now = useDepotClock(depot?.timeZone);
  const [ask, setAsk] = useState(false);
  const [scan, setScan] = useState(false);
  const signIn = useSignIn();
  const { resolve, modals } = useResolve((j) => signIn.start(j));
  return (
    <KioskShell home={false} width={900}>
      {depot ? (
        <Stack gap="lg" data-testid="kiosk-home">
          <Stack gap={2} ta="center">
            <Title order={1} size="h1" data-testid="kiosk-welcome">{kioskText.welcome} to {depot.tenantName} {displayDepotCode(depot.code)}</Title>
            <Text c="dimmed" data-testid="kiosk-address">{[depot.address.line1, depot.address.line2, depot.address.county, depot.address.eirCode].join(', ')}</Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Button h={140} fz={28} radius="lg" onClick={() => { setJourney(null); setAsk(true); }} data-testid="kiosk-sign-in">{kioskText.signIn}</Button>
            <Paper withBorder radius="lg" h={140} p="md" bg="gray.1" data-testid="kiosk-date">
              <Stack gap={0} align="center" justify="center" h="100%">
                <Text fz="lg" fw={600}>{now.toFormat('cccc')}</Text>
                <Text fz={32} fw={700} lh={1.1}>{now.toFormat('d LLL')}</Text>
                <Text fz="lg">{now.toFormat('yyyy')}</Text>
              </Stack>
            </Paper>
            <Button h={140} fz={28} radius="lg" color="teal" onClick={() => navigate(to('checkout'))} data-testid="kiosk-sign-out">{kioskText.signOut}</Button>
          </SimpleGrid>
        </Stack>
      ) : null}
      <Modal opened={ask} onClose={() => setAsk(false)} centered size="md" radius="lg" title={kioskText.signIn} data-testid="have-code">
        <Stack gap="lg">
          <Text fz="lg">{kioskText.haveCode}</Text>
          <Group grow>
            <Button size="xl" variant="default" onClick={() => { setAsk(false); navigate(to('visit-type')); }} data-testid="have-code-no">{kioskText.no}</Button>
            <Button size="xl" onClick={() => { setAsk(false); setScan(true); }} data-testid="have-code-yes">{kioskText.yes}</Button>
          </Group>
        </Stack>
      </Modal>
      <ReferenceModal opened={scan} onClose={() => setScan(false)} onReference={(ref) => { setScan(false); void resolve(ref); }} />
      {modals}
      {signIn.modals}
    </KioskShell>
  );
}
