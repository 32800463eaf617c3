import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { upper } from '@contracts/normalise';
import { checkoutQuestion, type CheckoutTarget } from '../../modules/kiosk/offline/checkoutText';
import { KIOSK_TIMERS, kioskErrorText } from '../../modules/kiosk/kioskErrors';
import { kioskText } from '../../modules/kiosk/kioskText';
import { useKiosk } from '../../modules/kiosk/KioskContext';
import { KioskShell } from '../../modules/kiosk/ui/KioskShell';
import { ReferenceModal } from '../../modules/kiosk/ui/lazy';
import { TimedModal } from '../../modules/kiosk/ui/TimedModal';
import { BadgeNumberInput } from '../../modules/kiosk/ui/BadgeNumberInput';

/**
 * Visitor sign-out (spec 4.4): with a QR/RV code, scan or type it; without, the badge number (uppercased).
 * The name is confirmed, the visitor is told to return the badge (4 s) and the kiosk goes home; an unknown
 * badge shows the spec's message (3 s) and goes home.
 */
export function CheckoutPage() {
  const { depot, goHome } = useKiosk();
  const [mode, setMode] = useState<'ask' | 'badge'>('ask');
  const [scan, setScan] = useState(false);
  const [badge, setBadge] = useState('');
  const [target, setTarget] = useState<CheckoutTarget | null>(null);
  const [done, setDone] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);

  const lookup = async (t: { badge?: string; ref?: string }) => {
    try {
      const { checkoutLookup } = await import('../../modules/kiosk/offline/checkout');
      setTarget(await checkoutLookup(depot!.id, t));
    } catch (e) {
      setDone({ text: kioskErrorText(e), tone: 'error' });
    }
  };
  const confirm = async () => {
    try {
      const { checkoutSend } = await import('../../modules/kiosk/offline/checkout');
      const text = await checkoutSend(depot!.id, target!);
      setTarget(null);
      setDone({ text, tone: 'success' });
    } catch (e) {
      setTarget(null);
      setDone({ text: kioskErrorText(e), tone: 'error' });
    }
  };

  return (
    <KioskShell title={kioskText.checkoutTitle}>
      {target ? (
        <Stack gap="lg" data-testid="checkout-confirm">
          <Text fz="xl" fw={600} data-testid="checkout-name">
            {checkoutQuestion(target)}
          </Text>
          <Group grow>
            <Button size="xl" variant="default" onClick={goHome}>
              {kioskText.cancel}
            </Button>
            <Button size="xl" color="teal" onClick={() => void confirm()} data-testid="checkout-submit">
              {kioskText.checkout}
            </Button>
          </Group>
        </Stack>
      ) : mode === 'ask' ? (
        <Stack gap="lg">
          <Text fz="lg">{kioskText.checkoutHaveCode}</Text>
          <Group grow>
            <Button size="xl" variant="default" onClick={() => setMode('badge')} data-testid="checkout-no-code">
              {kioskText.no}
            </Button>
            <Button size="xl" onClick={() => setScan(true)} data-testid="checkout-have-code">
              {kioskText.yes}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (badge.trim()) void lookup({ badge: upper(badge) });
          }}
        >
          <BadgeNumberInput label={kioskText.checkoutBadge} value={badge} onChange={setBadge} testId="checkout-badge" />
          <Button type="submit" size="xl" fullWidth mt="lg" disabled={!badge.trim()} data-testid="checkout-badge-submit">
            {kioskText.proceed}
          </Button>
        </form>
      )}
      <ReferenceModal
        opened={scan}
        onClose={() => setScan(false)}
        onReference={(ref) => {
          setScan(false);
          void lookup({ ref });
        }}
      />
      <TimedModal
        opened={!!done}
        message={done?.text ?? ''}
        tone={done?.tone}
        title={done?.tone === 'success' ? kioskText.checkedOut : undefined}
        ms={done?.tone === 'success' ? KIOSK_TIMERS.confirmation : KIOSK_TIMERS.error}
        testId={done?.tone === 'success' ? 'checked-out' : 'kiosk-error'}
        onDone={goHome}
      />
    </KioskShell>
  );
}
