import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { dayIn } from '../../app/time';
import { KIOSK_TIMERS } from '../../modules/kiosk/kioskErrors';
import { kioskText } from '../../modules/kiosk/kioskText';
import { useKiosk } from '../../modules/kiosk/KioskContext';
import { KioskShell } from '../../modules/kiosk/ui/KioskShell';
import { VisitorLabel } from '../../modules/kiosk/ui/VisitorLabel';

/**
 * The end of a check-in whose booking has the print-label toggle on (issue 12): the visitor label, sent to the
 * browser's print dialog as soon as its QR code is drawn. The kiosk is a public screen (issue 23): as soon as the
 * dialog closes (`afterprint`), or on Done, the page clears itself: the visitor's data is dropped and the depot home
 * takes this page's place in the history, so nothing of the visitor stays in the DOM or behind Back.
 */
export function PrintLabelPage() {
  const { journey, depot, goHomeInPlace } = useKiosk();
  const printed = useRef(false);
  useEffect(() => {
    if (!journey?.result) goHomeInPlace();
  }, [journey, goHomeInPlace]);
  useEffect(() => {
    window.addEventListener('afterprint', goHomeInPlace);
    return () => window.removeEventListener('afterprint', goHomeInPlace);
  }, [goHomeInPlace]);
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
          <Button size="lg" onClick={goHomeInPlace} data-testid="label-continue">
            {kioskText.labelContinue}
          </Button>
        </Group>
      </Stack>
    </KioskShell>
  );
}
