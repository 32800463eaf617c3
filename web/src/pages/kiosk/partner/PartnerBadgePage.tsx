import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { upper } from '@contracts/normalise';
import { KIOSK_TIMERS } from '../../../modules/kiosk/kioskErrors';
import { kioskText } from '../../../modules/kiosk/kioskText';
import { useKiosk } from '../../../modules/kiosk/KioskContext';
import { KioskShell } from '../../../modules/kiosk/ui/KioskShell';
import { BadgeNumberInput } from '../../../modules/kiosk/ui/BadgeNumberInput';
import { clockedInNotice, type PartnerNotice } from '../../../modules/kiosk/partnerNotices';
import { usePartnerFlow } from '../../../modules/kiosk/usePartnerFlow';
import { PartnerNoticeModal } from '../../../modules/kiosk/ui/PartnerNoticeModal';

/**
 * The partner's badge number (spec 4.5 step 4), then the signature when the partner signs, and the clock-in. A
 * failure shows the server's badge text for 3 s and clears the number (spec 7).
 */
export function PartnerBadgePage() {
  const { goHome } = useKiosk();
  const flow = usePartnerFlow();
  const [badge, setBadge] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PartnerNotice | null>(null);
  useEffect(() => {
    if (!flow.partner) goHome();
  }, [flow.partner, goHome]);
  const submit = async () => {
    setBusy(true);
    try {
      const r = await flow.clockIn(flow.partner!, upper(badge));
      if (r) setNotice(clockedInNotice(r));
    } catch (e) {
      setBadge('');
      setNotice({ text: flow.errorText(e), tone: 'error', ms: KIOSK_TIMERS.error, kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (!flow.partner) return null;
  return (
    <KioskShell title={kioskText.badgeTitle}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (badge.trim()) void submit();
        }}
      >
        <BadgeNumberInput label={kioskText.badgeLabel} value={badge} onChange={setBadge} testId="badge-input" />
        <Button type="submit" size="xl" fullWidth mt="lg" disabled={!badge.trim() || busy} loading={busy} data-testid="badge-submit">
          {kioskText.proceed}
        </Button>
      </form>
      <PartnerNoticeModal
        notice={notice}
        onDone={() => {
          const ok = notice?.tone === 'success';
          setNotice(null);
          if (ok) {
            flow.save(null);
            goHome();
          }
        }}
      />
      {flow.signatureModal}
    </KioskShell>
  );
}
