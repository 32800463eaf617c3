import { KIOSK_TIMERS } from './kioskErrors';
import { kioskText } from './kioskText';
import { ApprovalWait, PhotoModal, RulesModals, TemperatureModal } from './ui/lazy';
import { SignatureModal } from './ui/SignatureModal';
import { TimedModal } from './ui/TimedModal';
import { useSignInFlow } from './useSignInFlow';

/** The sign-in journey after the form (useSignInFlow: the steps): its modals, and the calls a screen makes. */
export function useSignIn() {
  const f = useSignInFlow();
  const { step, journey, depot } = f;
  const modals = (
    <>
      {f.inductionModal}
      <RulesModals
        opened={step === 'rules'}
        flow={journey?.kind === 'Regular' ? 'full' : 'short'}
        healthYesAsks={journey?.kind === 'Unplanned' && !!depot?.healthYesAsksApproval}
        onDone={f.onRules}
        onCancel={f.goHome}
      />
      <TemperatureModal
        opened={step === 'temperature'}
        min={depot?.tempMin ?? 35}
        max={depot?.tempMax ?? 37.5}
        onDone={f.onTemperature}
        onCancel={f.goHome}
      />
      <PhotoModal opened={step === 'photo'} onDone={f.onPhoto} onCancel={f.onPhotoCancel} />
      <SignatureModal opened={step === 'sign'} busy={f.signing} onSigned={f.onSigned} onCancel={f.onSignCancel} />
      <ApprovalWait
        opened={step === 'waiting' && !!f.approval}
        ticket={f.approval}
        onApproved={(r) => void f.onApproved(r)}
        onRefused={f.onRefused}
      />
      <TimedModal
        opened={step === 'signNotice'}
        message={kioskText.signNotice}
        ms={KIOSK_TIMERS.signNotice}
        tone="success"
        testId="sign-notice"
        onDone={() => {
          f.setStep('idle');
          f.navigate(f.printPath(journey!));
        }}
      />
      <TimedModal
        opened={step === 'confirmed'}
        title={kioskText.checkedIn}
        tone="success"
        testId="checked-in"
        message={
          kioskText.checkedInBody(journey?.result?.name ?? '', journey?.result?.badgeNumber ?? null) +
          (f.held ? ` ${kioskText.heldNote}` : '')
        }
        ms={KIOSK_TIMERS.confirmation}
        onDone={() => {
          f.setStep('idle');
          f.setHeld(false);
          if (journey && f.labelFirst(journey)) f.navigate(f.to('print-label'), { replace: true });
          else f.goHomeInPlace();
        }}
      />
      {/* A refused badge number keeps the visitor on the badge screen (only the number cleared); any other failure goes home. */}
      <TimedModal
        opened={step === 'error' || step === 'badgeError'}
        message={f.error}
        ms={KIOSK_TIMERS.error}
        tone="error"
        testId="kiosk-error"
        onDone={step === 'badgeError' ? () => f.setStep('idle') : f.goHome}
      />
    </>
  );
  return { start: f.start, submit: f.submit, modals, busy: step === 'saving' || step === 'waiting' };
}
