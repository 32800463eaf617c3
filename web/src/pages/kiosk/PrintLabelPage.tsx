import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { dayIn } from '../../app/time';
import { KIOSK_TIMERS } from '../../modules/kiosk/kioskErrors';
import { kioskText } from '../../modules/kiosk/kioskText';
import { useKiosk } from '../../modules/kiosk/KioskContext';
import { KioskShell } from '../../modules/kiosk/ui/KioskShell';
import { VisitorLabel } from '../../modules/kiosk/ui/VisitorLabel';
import { labelPhotoUrl } from '../../modules/kiosk/photoUpload';
import { KioskWelcome } from '../../modules/kiosk/ui/KioskWelcome';
import { usePersonalDataTimeout } from '../../modules/kiosk/usePersonalDataTimeout';

/**
 * The end of a check-in whose booking has the print-label toggle on (issue 12): the visitor label, sent to the
 * browser's print dialog as soon as its QR code is drawn. The kiosk is a public screen (issues 23, 36): the label is
 * printed, never shown; the screen shows only the visitor's first name and badge, and clears itself as soon as the
 * dialog closes (`afterprint`), on Done, or KIOSK_TIMERS.personalData after the label went to the printer, as the
 * print-house-rules page does: the visitor's data is dropped and the depot home takes this page's place in the
 * history, so nothing of the visitor stays in the DOM or behind Back.
 */
export function PrintLabelPage() {
  const { journey, depot, goHomeInPlace } = useKiosk();
  const printed = useRef(false);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!journey?.result) goHomeInPlace();
  }, [journey, goHomeInPlace]);
  useEffect(() => {
    window.addEventListener('afterprint', goHomeInPlace);
    return () => window.removeEventListener('afterprint', goHomeInPlace);
  }, [goHomeInPlace]);
  usePersonalDataTimeout(goHomeInPlace, sent);
  if (!journey?.result || !depot) return null;
  const print = () => window.print();
  return (
    <KioskShell title={kioskText.labelTitle} home={false} idleMs={KIOSK_TIMERS.idlePrint}>
      <Stack align="center" gap="lg">
        <KioskWelcome
          badgeNumber={journey.result.badgeNumber}
          firstName={journey.person.firstName}
          badgeTestId="label-screen-badge"
          welcomeTestId="label-welcome"
        />
        <Text fz="lg" ta="center" data-testid="label-printing">
          {kioskText.labelPrinting}
        </Text>
        {/* The label goes to the printer, not on the screen: the screen is in a public entrance (issue 36). */}
        <div className="print-only">
          <VisitorLabel
            data={{
              name: journey.result.name,
              company: journey.person.company,
              host: journey.person.meetingWith,
              date: dayIn(journey.result.checkedInAt, depot.timeZone),
              badgeNumber: journey.result.badgeNumber,
              reference: journey.reference ?? '',
              photo: labelPhotoUrl(),
            }}
            onReady={() => {
              if (printed.current) return;
              printed.current = true;
              print();
              setSent(true);
            }}
          />
        </div>
        <Group grow w="100%" maw={520} className="no-print">
          <Button size="lg" onClick={goHomeInPlace} data-testid="label-continue">
            {kioskText.labelContinue}
          </Button>
        </Group>
      </Stack>
    </KioskShell>
  );
}
