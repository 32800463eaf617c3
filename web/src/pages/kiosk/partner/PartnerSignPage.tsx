import { useEffect, useState } from 'react';
import { graphqlFetch } from '../../../app/graphqlFetch';
import { localErrors } from '../../../app/transport';
import { PartnerSignatureDocument } from '../../../modules/kiosk/documents';
import { KIOSK_TIMERS } from '../../../modules/kiosk/kioskErrors';
import { kioskText } from '../../../modules/kiosk/kioskText';
import { useKiosk } from '../../../modules/kiosk/KioskContext';
import { KioskShell } from '../../../modules/kiosk/ui/KioskShell';
import { SignaturePad } from '../../../modules/kiosk/ui/SignaturePad';
import { TimedModal } from '../../../modules/kiosk/ui/TimedModal';
import { usePartnerFlow } from '../../../modules/kiosk/usePartnerFlow';

/** The partner signs the house rules after clocking in (spec 2.1, 4.5): saved, the modal closes after 10 s. */
export function PartnerSignPage() {
  const { depot, goHome } = useKiosk();
  const flow = usePartnerFlow();
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null);
  useEffect(() => {
    if (!flow.partner) goHome();
  }, [flow.partner, goHome]);
  if (!flow.partner || !depot) return null;
  const complete = async (png: string) => {
    setLoading(true);
    try {
      await graphqlFetch(PartnerSignatureDocument, { input: { depotId: depot.id, workId: flow.partner!.workId, png } }, localErrors);
      setNotice({ text: `${flow.partner!.name}: you are clocked in and your signature is saved.`, ok: true });
    } catch (e) {
      setNotice({ text: flow.errorText(e), ok: false });
    } finally {
      setLoading(false);
    }
  };
  return (
    <KioskShell title={kioskText.signTitle}>
      <SignaturePad onComplete={(png) => void complete(png)} busy={loading} />
      <TimedModal
        opened={!!notice}
        message={notice?.text ?? ''}
        tone={notice?.ok ? 'success' : 'error'}
        ms={notice?.ok ? KIOSK_TIMERS.clockInAfterSignature : KIOSK_TIMERS.error}
        testId={notice?.ok ? 'signature-saved' : 'kiosk-error'}
        onDone={() => {
          const ok = notice?.ok;
          setNotice(null);
          if (ok) {
            flow.save(null);
            goHome();
          }
        }}
      />
    </KioskShell>
  );
}
