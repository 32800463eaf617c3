import { Button, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { upper } from '@contracts/normalise';
import { kioskText } from '../../modules/kiosk/kioskText';
import { useKiosk } from '../../modules/kiosk/KioskContext';
import { KioskShell } from '../../modules/kiosk/ui/KioskShell';
import { BadgeNumberInput } from '../../modules/kiosk/ui/BadgeNumberInput';
import { useSignIn } from '../../modules/kiosk/useSignIn';

/**
 * Badge number entry after the rules (spec 4.1 step 4): required when the visit needs a badge. A refused
 * number (unknown, in use) is cleared and the visitor tries again here, keeping the form, rules and temperature.
 */
export function EnterBadgePage() {
  const { journey, goHome } = useKiosk();
  const signIn = useSignIn();
  const [badge, setBadge] = useState('');
  useEffect(() => {
    if (!journey) goHome();
  }, [journey, goHome]);
  if (!journey) return null;
  return (
    <KioskShell title={kioskText.badgeTitle}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (badge.trim())
            void signIn.submit(journey, upper(badge)).then((ok) => {
              if (!ok) setBadge('');
            });
        }}
      >
        <BadgeNumberInput
          label={kioskText.badgeLabel}
          value={badge}
          onChange={setBadge}
          testId="badge-input"
          required={journey.flags.badgeNumFlag}
        />
        <Group grow mt="lg">
          {!journey.flags.badgeNumFlag ? (
            <Button size="xl" variant="default" onClick={() => void signIn.submit(journey)} data-testid="badge-skip">
              {kioskText.noBadge}
            </Button>
          ) : null}
          <Button type="submit" size="xl" disabled={!badge.trim() || signIn.busy} loading={signIn.busy} data-testid="badge-submit">
            {kioskText.proceed}
          </Button>
        </Group>
      </form>
      {signIn.modals}
    </KioskShell>
  );
}
