import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { graphQLErrorFields } from '../auth/errors';
import type { Answers } from '@contracts/kiosk-rules';
import { checkInRequest, submitSignature, type ApprovalTicket } from './signInRequests';
import { uploadPhoto } from './photoUpload';
import { usePhotoStep } from './usePhotoStep';
import { useKiosk } from './KioskContext';
import type { Journey } from './kioskTypes';
import { kioskErrorText } from './kioskErrors';
import { RulesModals } from './ui/lazy';
import { useVisitorInduction } from './inductions/useVisitorInduction';

export type SignInStep =
  'idle' | 'rules' | 'temperature' | 'photo' | 'saving' | 'sign' | 'waiting' | 'signNotice' | 'confirmed' | 'error' | 'badgeError';

/**
 * The sign-in journey after the form (spec 4.1, 4.2): rules modals, temperature when the visit asks for
 * it, the badge number screen when it needs one, the signature when it needs one, the check-in (with the signature
 * saved right after it), then the sign notice (3 s) and the print-house-rules page, or the Checked-In confirmation (4 s) and the depot home with
 * the visitor's data cleared (issue 23: the public screen keeps no personal data); a booking's label prints first
 * either way (/print-label, which clears itself when the print dialog closes). Failures show the
 * server's text for 3 s and clear the visitor's data (spec 7), except a refused badge number: the visitor
 * stays on the badge screen with the rest of the journey kept, and only the number is cleared.
 * The signature is asked for before anything is written (issue 36): its Cancel goes home with the visitor not
 * signed in, no attendance, no signature, no e-mail. The steps and requests; useSignIn shows them (its modals).
 */
export function useSignInFlow() {
  const { depot, setJourney, to, goHome, goHomeInPlace, journey, language } = useKiosk();
  const navigate = useNavigate();
  const [step, setStep] = useState<SignInStep>('idle');
  const [error, setError] = useState('');
  const [signing, setSigning] = useState(false);
  const [held, setHeld] = useState(false);
  /** Issue 37: a walk-in waiting for approval: its ticket, and the signature drawn (saved once let in). */
  const [approval, setApproval] = useState<ApprovalTicket | null>(null);
  const approvalPng = useRef<string | undefined>(undefined);
  /** Issue 38: the induction courses the visitor needs, first (before the rules): passed answers go with the sign-in. */
  const induction = useVisitorInduction(depot?.id);

  const fail = (e: unknown) => {
    setError(kioskErrorText(e));
    setStep('error');
  };
  // The visitor label first when the booking asks for one (its page clears itself and goes home once printed).
  const labelFirst = (j: Journey) => !!(j.flags.printLabel && j.reference);
  const printPath = (j: Journey) =>
    labelFirst(j) ? to('print-label') : j.kind === 'Regular' ? to('print-house-rules', 'regular') : to('print-house-rules');

  // The visitor's photo (issue 37), when the depot takes one: asked before the signature and the check-in.
  const photoStep = usePhotoStep(
    !!depot?.photoAtSignIn,
    (j) => {
      setJourney(j);
      setStep('photo');
    },
    () => setStep('idle'),
    () => {
      setStep('idle');
      goHome();
    },
  );

  /** A check-in waiting for the visitor's signature: the journey, its badge and the caller's answer (issue 36). */
  const pending = useRef<{ j: Journey; badgeNumber?: string; done: (ok: boolean) => void } | null>(null);

  /** Runs the check-in with everything gathered (and the signature drawn, saved after it); then the confirmation. */
  const checkIn = async (j: Journey, badgeNumber?: string, png?: string): Promise<boolean> => {
    if (!depot) return false;
    setStep('saving');
    try {
      const photo = photoStep.photo.current;
      const answer = await checkInRequest(depot.id, j, language, badgeNumber, photo);
      if ('approval' in answer) {
        // The depot's rule holds the walk-in: nothing is signed in; the kiosk waits for staff (ApprovalWait). The
        // photo taken and the signature drawn before the wait are sent once the walk-in is let in.
        setJourney(j);
        approvalPng.current = png;
        setApproval(answer.approval);
        setStep('waiting');
        return true;
      }
      const { held: wasHeld, result } = answer;
      setJourney({ ...j, result });
      // the photo follows the sign-in (a held walk-in keeps it with its entry); one that does not arrive holds up nothing
      if (!wasHeld && photo) await uploadPhoto(depot.id, result.attendanceId, photo);
      if (wasHeld) {
        setHeld(true);
        setStep('confirmed');
      } else if (png) {
        try {
          await submitSignature(depot.id, result.attendanceId, png);
          setStep('signNotice');
        } catch (e) {
          fail(e);
        }
      } else setStep('confirmed');
      return true;
    } catch (e) {
      if (badgeNumber && graphQLErrorFields(e).depotBadgeNum) {
        setError(kioskErrorText(e));
        setStep('badgeError');
      } else fail(e);
      return false;
    }
  };

  /**
   * The check-in of a journey: a visit that needs a signature asks for it first, and checks in once it is drawn.
   * False when refused or cancelled.
   */
  const submit = async (j: Journey, badgeNumber?: string): Promise<boolean> => {
    if (!(await photoStep.ask(j))) return false;
    // Issue 38: a signature given on the pre-arrival page is the sign-in's (the server adds it): not asked again.
    if (!j.flags.signFlag || j.preArrived?.signed) return checkIn(j, badgeNumber);
    setJourney(j);
    return new Promise<boolean>((done) => {
      pending.current = { j, badgeNumber, done };
      setStep('sign');
    });
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

  const start = (given: Journey) => {
    void (async () => {
      let inductionAnswers;
      try {
        inductionAnswers = await induction.run(given);
      } catch (e) {
        return fail(e);
      }
      if (inductionAnswers === null) return goHome();
      begin({ ...given, inductionAnswers });
    })();
  };
  const begin = (j: Journey) => {
    // Issue 38: arrived ready: the rules were accepted before arrival; the temperature, badge, photo stay.
    if (j.preArrived) {
      setJourney(j);
      if (j.flags.enterTemperature) setStep('temperature');
      else afterChecks(j);
      return;
    }
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
    const p = pending.current;
    if (!p) return;
    pending.current = null;
    setSigning(true);
    try {
      p.done(await checkIn(p.j, p.badgeNumber, png));
    } finally {
      setSigning(false);
    }
  };
  /** Let in (issue 37): the usual confirmation, with the signature drawn before the wait saved first. */
  const onApproved = async (result: NonNullable<Journey['result']>) => {
    setApproval(null);
    setJourney({ ...journey!, result });
    const png = approvalPng.current;
    approvalPng.current = undefined;
    const photo = photoStep.photo.current;
    // the photo follows the sign-in, as without the wait; one that does not arrive holds up nothing
    if (photo && depot) await uploadPhoto(depot.id, result.attendanceId, photo);
    if (!png || !depot) return setStep('confirmed');
    try {
      await submitSignature(depot.id, result.attendanceId, png);
      setStep('signNotice');
    } catch (e) {
      fail(e);
    }
  };
  /** Refused, or no answer in time: "Please see reception", nothing signed in. */
  const onRefused = (message: string) => {
    setApproval(null);
    approvalPng.current = undefined;
    setError(message);
    setStep('error');
  };

  /** Cancel at the signature: home, nothing sent (issue 36). */
  const onSignCancel = () => {
    pending.current?.done(false);
    pending.current = null;
    setStep('idle');
    goHome();
  };

  return {
    inductionModal: induction.modal,
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
    onPhoto: photoStep.onPhoto,
    onPhotoCancel: photoStep.onPhotoCancel,
    approval,
    onApproved,
    onRefused,
    navigate,
    to,
    goHome,
    goHomeInPlace,
  };
}
