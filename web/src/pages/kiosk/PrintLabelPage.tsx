import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { dayIn } from '../../app/time';
import { KIOSK_TIMERS } from '../../modules/kiosk/kioskErrors';
import { kioskText } from '../../modules/kiosk/kioskText';
import { useKiosk } from '../../modules/kiosk/KioskContext';
import { KioskShell } from '../../modules/kiosk/ui/KioskShell';
import { VisitorLabel } from '../../modules/kiosk/ui/VisitorLabel';

/**
 * The end of a check-in whose booking has the print-label toggle on (issue 12): the visitor label, sent to the
 * browser's print dialog as soon as its QR code is drawn; when the dialog closes (or on Continue) the
 * sign-in confirmation follows as for every check-in.
 */
export function PrintLabelPage() {
  const { journey, depot, goHome, to } = useKiosk();
  const navigate = useNavigate();
  const printed = useRef(false);
  const next = useCallback(
    () => navigate(journey?.kind === 'Regular' ? to('print-house-rules', 'regular') : to('print-house-rules')),
    [navigate, journey?.kind, to],
  );
  useEffect(() => {
    if (!journey?.result) goHome();
  }, [journey, goHome]);
  useEffect(() => {
    window.addEventListener('afterprint', next);
    return () => window.removeEventListener('afterprint', next);
  }, [next]);
  if (!journey?.result || !depot) return null;
  const print = () => window.print();
  return (
    <KioskShell title={kioskText.labelTitle} home={false} idleMs={KIOSK_TIMERS.idlePrint}>
      <Stack align="center" gap="lg">
        <Text fz="lg" ta="center" data-testid="label-printing">
          {kioskText.labelPrinting}
        </Text>
        <VisitorLabel
          data={{
            name: journey.result.name,
            company: journey.person.company,
            host: journey.person.meetingWith,
            date: dayIn(journey.result.checkedInAt, depot.timeZone),
            badgeNumber: journey.result.badgeNumber,
            reference: journey.reference ?? '',
          }}
          onReady={() => {
            if (printed.current) return;
            printed.current = true;
            print();
          }}
        />
        <Group grow w="100%" maw={520} className="no-print">
          <Button size="lg" variant="default" onClick={print} data-testid="label-print-again">
            {kioskText.labelPrintAgain}
          </Button>
          <Button size="lg" onClick={next} data-testid="label-continue">
            {kioskText.labelContinue}
          </Button>
        </Group>
      </Stack>
    </KioskShell>
  );
}
