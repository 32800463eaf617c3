import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphqlFetch } from '../../app/graphqlFetch';
import { localErrors } from '../../app/transport';
import { Messages } from '@contracts/messages';
import { translateMessage } from '../../i18n/messages';
import { KioskVisitorDocument, QrInfoDocument, VisitorCheckOutDocument } from './documents';
import { useKiosk } from './KioskContext';
import type { Journey } from './kioskTypes';
import { KIOSK_TIMERS, kioskErrorText } from './kioskErrors';
import { kioskText } from './kioskText';
import { TimedModal } from './ui/TimedModal';
import type { KioskVisitorQuery } from '../../gql/graphql';
import { Modal } from './ui/lazy';

type Visitor = KioskVisitorQuery['kioskVisitor'];
type Prompt = { kind: 'signOut' | 'recheckin' | 'wrongDepot'; visitor: Visitor } | null;

/** A resolved visitor as the journey's starting point (identity read-only, flags from the booking). */
export const journeyOf = (v: Visitor, reference: string): Journey => ({
  kind: v.visittype === 'Regular' ? 'Regular' : 'Planned',
  reference,
  person: { firstName: v.firstName, lastName: v.lastName, email: v.email, company: v.company, meetingWith: v.meetingWith, carReg: '' },
  flags: { signFlag: v.signFlag, badgeNumFlag: v.badgeNumFlag, enterTemperature: v.enterTemperature, printLabel: v.printLabel },
  answers: {},
  ...(v.preArrived ? { preArrived: { signed: v.preArrivalSigned } } : {}),
});

/**
 * Reference resolution at the kiosk (spec 4.2): QR-Info gives the kind, then the visitor's state decides:
 * the form, the sign-out prompt, the quick re-check-in, the wrong-depot warning; errors show 3 s and go home.
 * `onRegularRecheckIn` starts the journey without the form (a regular visitor back the same day).
 */
export function useResolve(onRecheckIn: (j: Journey) => void) {
  const navigate = useNavigate();
  const { depot, setJourney, to, goHome } = useKiosk();
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [info, setInfo] = useState<{ text: string; tone: 'error' | 'info' | 'success' } | null>(null);
  const [busy, setBusy] = useState(false);

  const open = (v: Visitor, reference: string) => {
    // Issue 38: a planned visitor who arrived ready goes straight to the rest of the sign-in (no form, no rules).
    if (v.next === 'PLANNED_FORM' && v.preArrived) return onRecheckIn(journeyOf(v, reference));
    if (v.next === 'PLANNED_FORM' || v.next === 'REGULAR_FORM') {
      setJourney(journeyOf(v, reference));
      navigate(to('planned-visit'));
      return;
    }
    setPrompt({ kind: v.next === 'SIGN_OUT_PROMPT' ? 'signOut' : v.next === 'WRONG_DEPOT' ? 'wrongDepot' : 'recheckin', visitor: v });
  };

  /** By reference (QR or typed), or by e-mail/RV code + passcode (the regular-visitor screen). */
  const resolve = async (
    reference: string,
    passCode?: { posOne: number; posTwo: number; posThree: number; charPosOne: string; charPosTwo: string; charPosThree: string },
  ) => {
    if (!depot) return false;
    setBusy(true);
    try {
      if (!passCode) {
        const kind = await graphqlFetch(QrInfoDocument, { ref: reference }, localErrors);
        if (kind.qrInfo.visittype === 'Partner') {
          navigate(`${to('partner')}?workId=${encodeURIComponent(reference)}`);
          return true;
        }
      }
      const r = await graphqlFetch(
        KioskVisitorDocument,
        { input: { depotId: depot.id, meetingRef: reference, passCode: passCode ?? null } },
        localErrors,
      );
      open(r.kioskVisitor, r.kioskVisitor.meetingReference);
      return true;
    } catch (e) {
      const text = kioskErrorText(e);
      if (passCode) throw e;
      setInfo({ text, tone: text === Messages.noMeetingScheduled ? 'info' : 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const signOut = async (v: Visitor, anyDepot = false) => {
    setPrompt(null);
    try {
      await graphqlFetch(
        VisitorCheckOutDocument,
        { input: { depotId: depot!.id, meetingReference: v.meetingReference, anyDepot } },
        localErrors,
      );
      setInfo({ text: kioskText.checkedOutBody(`${v.firstName} ${v.lastName}`), tone: 'success' });
    } catch (e) {
      setInfo({ text: kioskErrorText(e), tone: 'error' });
    }
  };

  const promptText =
    prompt?.kind === 'signOut'
      ? Messages.alreadySignedInSignOut
      : prompt?.kind === 'wrongDepot'
        ? Messages.signedInAtAnotherDepot
        : Messages.alreadySignedOutSignIn;
  const modals = (
    <>
      <Modal opened={!!prompt} onClose={goHome} size="md" withCloseButton={false} data-testid="resolve-prompt">
        <Stack gap="lg">
          <Text fz="lg" data-testid="resolve-prompt-text">
            {translateMessage(promptText)}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" size="lg" onClick={goHome} data-testid="resolve-no">
              {kioskText.no}
            </Button>
            <Button
              size="lg"
              data-testid="resolve-yes"
              onClick={() => {
                const v = prompt!.visitor;
                if (prompt!.kind === 'signOut') void signOut(v);
                else if (prompt!.kind === 'wrongDepot') void signOut(v, true);
                else {
                  setPrompt(null);
                  onRecheckIn(journeyOf(v, v.meetingReference));
                }
              }}
            >
              {kioskText.yes}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <TimedModal
        opened={!!info}
        message={info?.text ?? ''}
        tone={info?.tone}
        ms={info?.tone === 'success' ? KIOSK_TIMERS.confirmation : KIOSK_TIMERS.error}
        testId={info?.tone === 'success' ? 'checked-out' : 'kiosk-error'}
        onDone={() => {
          setInfo(null);
          goHome();
        }}
      />
    </>
  );
  return { resolve, modals, busy };
}
