import { Paper, Stack, Text, Title } from '@mantine/core';
import { kioskText } from '../kiosk/kioskText';
import { MusterPanel } from './MusterPanel';
import type { KioskEvacuation } from './useKioskEvacuation';

/**
 * The kiosk during a roll-call at its depot (issues 37, 39): no sign-in, the evacuation and where to go, and at a
 * depot whose kiosks stand at the muster point, "I am safe" by badge or name. The home comes back when it ends.
 */
export function KioskEvacuationScreen({
  evacuation,
  depotId,
  timeZone,
}: {
  evacuation: KioskEvacuation;
  depotId: string;
  timeZone?: string;
}) {
  return (
    <Stack gap="lg" data-testid="kiosk-evacuation-screen">
      <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} bg="red.9" c="white" role="alert" data-testid="kiosk-evacuation">
        <Title order={1} size="h1" c="white">
          {kioskText.evacuationTitle}
        </Title>
        <Text fz={{ base: 22, sm: 28 }} fw={700} mt="sm" dir="auto" data-testid="kiosk-evacuation-point">
          {evacuation.assemblyPoint ? kioskText.evacuationGoTo(evacuation.assemblyPoint) : kioskText.evacuationGoToUnset}
        </Text>
        {evacuation.muster ? null : (
          <Text fz="lg" mt="sm" c="white">
            {kioskText.evacuationTellMarshal}
          </Text>
        )}
      </Paper>
      {evacuation.muster ? <MusterPanel depotId={depotId} timeZone={timeZone} /> : null}
    </Stack>
  );
}
