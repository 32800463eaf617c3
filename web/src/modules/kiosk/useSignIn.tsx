import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphQLErrorFields } from '../auth/errors';
import type { Answers } from '@contracts/kiosk-rules';
import { checkInRequest, submitSignature } from './signInRequests';
import { useKiosk } from './KioskContext';
import type { Journey } from './kioskTypes';
import { KIOSK_TIMERS, kioskErrorText } from './kioskErrors';
import { kioskText } from './kioskText';
import { RulesModals, TemperatureModal } from './ui/lazy';
import { SignatureModal } from './ui/SignatureModal';
import { TimedModal } from './ui/TimedModal';

type Step = 'idle' | 'rules' | 'temperature' | 'saving' | 'sign' | 'signNotice' | 'confirmed' | 'error' | 'badgeError';

/**
 * The sign-in journey after the form (spec 4.1, 4.2): rules modals, temperature when the visit asks for
 * it, the badge number screen when it needs one, the check-in, the signature when it needs one, then the
 * sign notice (3 s) and the print-house-rules page, or the Checked-In confirmation (4 s) and the depot home with
 * the visitor's data cleared (issue 23: the public screen keeps no personal data); a booking's label prints first
 * either way (/print-label, which clears itself when the print dialog closes). Failures show the
 * server's text for 3 s and clear the visitor's data (spec 7), except a refused badge number: the visitor
 * stays on the badge screen with the rest of the journey kept, and only the number is cleared.
 */
export function useSignIn() {
  const { depot, setJourney, to, goHome, goHomeInPlace, journey, language } = useKiosk();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState('');
  const [signing, setSigning] = useState(false);
  const [held, setHeld] = useState(false);

  const fail = (e: unknown) => {
    setError(kioskErrorText(e));
    setStep('error');
  };
  // The visitor label first when the booking asks for one (its page clears itself and goes home once printed).
  const labelFirst = (j: Journey) => !!(j.flags.printLabel && j.reference);
  const printPath = (j: Journey) =>
    labelFirst(j) ? to('print-label') : j.kind === 'Regular' ? to('print-house-rules', 'regular') : to('print-house-rules');

  /** Runs the check-in with everything gathered; then the signature or the confirmation. False when refused. */
  const submit = async (j: Journey, badgeNumber?: string): Promise<boolean> => {
    if (!depot) return false;
    setStep('saving');
    try {
      const { held: wasHeld, result } = await checkInRequest(depot.id, j, language, badgeNumber);
      setJourney({ ...j, result });
      if (wasHeld) {
        setHeld(true);
        setStep('confirmed');
      } else setStep(j.flags.signFlag ? 'sign' : 'confirmed');
      return true;
    } catch (e) {
      if (badgeNumber && graphQLErrorFields(e).depotBadgeNum) {
        setError(kioskErrorText(e));
        setStep('badgeError');
      } else fail(e);
      return false;
    }
  };

  /** After the rules and the temperature: the badge screen when the visit needs one, else the check-in. */
  const afterChecks = (j: Journey) => {
    setJourney(j);
    if (j.flags.badgeNumFlag || j.flags.offerBadge) {
      setStep('idle');
      navigate(to('enter-badge-number'));
      return;
    }
    void submit(j);
  };

  const start = (j: Journey) => {
    RulesModals.preload();
    setJourney(j);
    setStep('rules');
  };
  const onRules = (answers: Answers) => {
    const j = { ...journey!, answers };
    setJourney(j);
    if (j.flags.enterTemperature) setStep('temperature');
    else afterChecks(j);
  };
  const onTemperature = (temperature: string) => afterChecks({ ...journey!, temperature });
  const onSigned = async (png: string) => {
    setSigning(true);
    try {
      await submitSignature(depot!.id, journey!.result!.attendanceId, png);
      setStep('signNotice');
    } catch (e) {
      fail(e);
    } finally {
      setSigning(false);
    }
  };

  const modals = (
    <>
      <RulesModals opened={step === 'rules'} flow={journey?.kind === 'Regular' ? 'full' : 'short'} onDone={onRules} onCancel={goHome} />
      <TemperatureModal
        opened={step === 'temperature'}
        min={depot?.tempMin ?? 35}
        max={depot?.tempMax ?? 37.5}
        onDone={onTemperature}
        onCancel={goHome}
      />
      <SignatureModal opened={step === 'sign'} busy={signing} onSigned={onSigned} />
      <TimedModal
        opened={step === 'signNotice'}
        message={kioskText.signNotice}
        ms={KIOSK_TIMERS.signNotice}
        tone="success"
        testId="sign-notice"
        onDone={() => {
          setStep('idle');
          navigate(printPath(journey!));
        }}
      />
      <TimedModal
        opened={step === 'confirmed'}
        title={kioskText.checkedIn}
        tone="success"
        testId="checked-in"
        message={
          kioskText.checkedInBody(journey?.result?.name ?? '', journey?.result?.badgeNumber ?? null) +
          (held ? ` ${kioskText.heldNote}` : '')
        }
        ms={KIOSK_TIMERS.confirmation}
        onDone={() => {
          setStep('idle');
          setHeld(false);
          if (journey && labelFirst(journey)) navigate(to('print-label'), { replace: true });
          else goHomeInPlace();
        }}
      />
      {/* A refused badge number keeps the visitor on the badge screen (only the number cleared); any other failure goes home. */}
      <TimedModal
        opened={step === 'error' || step === 'badgeError'}
        message={error}
        ms={KIOSK_TIMERS.error}
        tone="error"
        testId="kiosk-error"
        onDone={step === 'badgeError' ? () => setStep('idle') : goHome}
      />
    </>
  );
  return { start, submit, modals, busy: step === 'saving' };
}
