import { KIOSK_TIMERS } from './kioskErrors';
import { kioskText } from './kioskText';
import { ApprovalWait, PhotoModal, RulesModals, TemperatureModal } from './ui/lazy';
import { SignatureModal } from './ui/SignatureModal';
import { TimedModal } from './ui/TimedModal';
import { useSignInFlow } from './useSignInFlow';

/** The sign-in journey after the form (useSignInFlow: the steps): its modals, and the calls a screen makes. */
export function useSignIn() {
  const {
    inductionModal,
    depot,
    journey,
    step,
    setStep,
    error,
    signing,
    held,
    setHeld,
    labelFirst,
    printPath,
    start,
    submit,
    onRules,
    onTemperature,
    onSigned,
    onSignCancel,
    onPhoto,
    onPhotoCancel,
    approval,
    onApproved,
    onRefused,
    navigate,
    to,
    goHome,
    goHomeInPlace,
  } = useSignInFlow();
  const modals = (
    <>
      {inductionModal}
      <RulesModals
        opened={step === 'rules'}
        flow={journey?.kind === 'Regular' ? 'full' : 'short'}
        healthYesAsks={journey?.kind === 'Unplanned' && !!depot?.healthYesAsksApproval}
        onDone={onRules}
        onCancel={goHome}
      />
      <TemperatureModal
        opened={step === 'temperature'}
        min={depot?.tempMin ?? 35}
        max={depot?.tempMax ?? 37.5}
        onDone={onTemperature}
        onCancel={goHome}
      />
      <PhotoModal opened={step === 'photo'} onDone={onPhoto} onCancel={onPhotoCancel} />
      <SignatureModal opened={step === 'sign'} busy={signing} onSigned={onSigned} onCancel={onSignCancel} />
      <ApprovalWait
        opened={step === 'waiting' && !!approval}
        ticket={approval}
        onApproved={(r) => void onApproved(r)}
        onRefused={onRefused}
      />
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
  return { start, submit, modals, busy: step === 'saving' || step === 'waiting' };
}
