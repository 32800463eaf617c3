import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { kioskText } from '../../modules/kiosk/kioskText';
import { useKiosk } from '../../modules/kiosk/KioskContext';
import { displayDepotCode } from '../../modules/kiosk/depotCode';
import { KioskShell, useDepotClock } from '../../modules/kiosk/ui/KioskShell';
import { Modal, ReferenceModal } from '../../modules/kiosk/ui/lazy';
import { useReferenceSignIn } from '../../modules/kiosk/useReferenceSignIn';
import { LanguagePicker } from '../../modules/kiosk/ui/LanguagePicker';
import { KIOSK_TIMERS } from '../../modules/kiosk/kioskErrors';
import { useKioskEvacuation } from '../../modules/evacuation-notices/useKioskEvacuation';
import { lazyRetry } from '../../app/lazyRetry';
import { KioskStepLoading } from '../../modules/kiosk/ui/KioskStates';

/** The evacuation screen (issue 39) loads when a roll-call starts, not with the home (precached for the offline kiosk). */
const KioskEvacuationScreen = lazyRetry(() =>
  import('../../modules/evacuation-notices/KioskEvacuationScreen').then((m) => m.KioskEvacuationScreen),
);

/** The home tiles fill a tablet's height (a tablet is what the kiosk runs on); a phone gets them stacked, shorter. */
const TILE = { base: 120, sm: 220 };

/**
 * Kiosk home (spec 2.1): tenant, depot code, address, date and live clock; Sign In, the date tile, Sign Out;
 * and a clear start for partners (the partner clock-in, /partner/{tenant}/{depot}).
 */
export function KioskHomePage() {
  const { depot, to, setJourney, tenantName, depotCode } = useKiosk();
  const navigate = useNavigate();
  const now = useDepotClock(depot?.timeZone);
  const [ask, setAsk] = useState(false);
  const planned = useReferenceSignIn();
  const evacuation = useKioskEvacuation(depot?.id);
  // The have-code question left unanswered closes by itself, as the reference prompt does (issue 27).
  useEffect(() => {
    if (!ask) return undefined;
    const t = setTimeout(() => setAsk(false), KIOSK_TIMERS.haveCode);
    return () => clearTimeout(t);
  }, [ask]);
  return (
    <KioskShell home={false} width={900} loadingTitle={kioskText.welcomeTo(`${tenantName} ${displayDepotCode(depotCode)}`)}>
      {depot ? (
        <Stack gap="lg" data-testid="kiosk-home">
          <Stack gap={2} ta="center">
            <Title order={1} size="h1" data-testid="kiosk-welcome">
              {kioskText.welcomeTo(`${depot.tenantName} ${displayDepotCode(depot.code)}`)}
            </Title>
            <Text c="dimmed" dir="auto" data-testid="kiosk-address">
              {[depot.address.line1, depot.address.line2, depot.address.county, depot.address.eirCode].join(', ')}
            </Text>
          </Stack>
          {/* a roll-call under way (issues 37, 39): the evacuation screen instead of sign-in, until it ends */}
          {evacuation ? (
            <Suspense fallback={<KioskStepLoading />}>
              <KioskEvacuationScreen evacuation={evacuation} depotId={depot.id} timeZone={depot.timeZone} />
            </Suspense>
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
                <Button
                  h={TILE}
                  fz={28}
                  radius="lg"
                  onClick={() => {
                    setJourney(null);
                    setAsk(true);
                    ReferenceModal.preload(); // the next step, when the visitor has a code
                  }}
                  data-testid="kiosk-sign-in"
                >
                  {kioskText.signIn}
                </Button>
                <Paper withBorder radius="lg" h={TILE} p="md" bg="gray.1" data-testid="kiosk-date">
                  <Stack gap={0} align="center" justify="center" h="100%">
                    <Text fz="lg" fw={600}>
                      {now.weekday}
                    </Text>
                    <Text fz={32} fw={700} lh={1.1}>
                      {`${now.day} ${now.month}`}
                    </Text>
                    <Text fz="lg">{now.year}</Text>
                  </Stack>
                </Paper>
                <Button h={TILE} fz={28} radius="lg" color="teal" onClick={() => navigate(to('checkout'))} data-testid="kiosk-sign-out">
                  {kioskText.signOut}
                </Button>
              </SimpleGrid>
              <Button
                size="xl"
                h={{ base: 72, sm: 96 }}
                fz={{ base: 20, sm: 24 }}
                radius="lg"
                variant="light"
                color="grape"
                onClick={() => navigate(to('partner'))}
                data-testid="kiosk-partner"
              >
                {kioskText.partnerStart}
              </Button>
            </>
          )}
          <LanguagePicker />
        </Stack>
      ) : null}
      <Modal opened={ask} onClose={() => setAsk(false)} size="md" title={kioskText.signIn} data-testid="have-code">
        <Stack gap="lg">
          <Text fz="lg">{kioskText.haveCode}</Text>
          <Group grow>
            <Button
              size="xl"
              variant="default"
              onClick={() => {
                setAsk(false);
                navigate(to('visit-type'));
              }}
              data-testid="have-code-no"
            >
              {kioskText.no}
            </Button>
            <Button
              size="xl"
              onClick={() => {
                setAsk(false);
                planned.openScan();
              }}
              data-testid="have-code-yes"
            >
              {kioskText.yes}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {planned.modals}
    </KioskShell>
  );
}
