import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Messages } from '@contracts/messages';
import { KIOSK_TIMERS } from '../../../modules/kiosk/kioskErrors';
import { kioskText } from '../../../modules/kiosk/kioskText';
import { useKiosk } from '../../../modules/kiosk/KioskContext';
import { KioskShell } from '../../../modules/kiosk/ui/KioskShell';
import { TimedModal } from '../../../modules/kiosk/ui/TimedModal';
import { VirtualKeyboard } from '../../../modules/kiosk/ui/VirtualKeyboard';
import type { PartnerJourney } from '../../../modules/kiosk/usePartnerFlow';
import { usePartnerSteps } from '../../../modules/kiosk/usePartnerSteps';
import { PartnerPromptModal, type PartnerPrompt } from './PartnerPromptModal';

type Notice = { text: string; tone: 'info' | 'success' | 'error'; ms: number; testId: string } | null;

/**
 * Partner clock-in and clock-out by work id (spec 4.5): shift validation first, then the decision table;
 * the identity question; temperature, house rules, badge and signature as the partner needs them.
 */
export function PartnerKioskPage() {
  const { to, goHome } = useKiosk();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const steps = usePartnerSteps();
  const [workId, setWorkId] = useState(params.get('workId') ?? '');
  const [prompt, setPrompt] = useState<PartnerPrompt>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const valid = /^\d{1,18}$/.test(workId.trim());

  const fail = (e: unknown) => {
    setPrompt(null);
    setWorkId('');
    setNotice({ text: steps.errorText(e), tone: 'error', ms: KIOSK_TIMERS.error, testId: 'kiosk-error' });
  };

  const clockIn = async (id: string) => {
    setPrompt(null);
    setBusy(true);
    try {
      const r = await steps.lookup(id);
      if (r.next === 'SHIFT' || r.next === 'SINGLE_SIGN_WARNING')
        setNotice({ text: r.message ?? '', tone: 'info', ms: KIOSK_TIMERS.error, testId: 'partner-warning' });
      else if (r.next === 'SIGN_IN_VALIDATION') setPrompt({ kind: 'signInValidation', text: r.message ?? '', workId: id });
      else setPrompt({ kind: 'identity', p: r.partner! });
    } catch (e) {
      if (!steps.offerHeld(id, e)) fail(e);
    } finally {
      setBusy(false);
    }
  };

  const clockOut = async (id: string) => {
    setPrompt(null);
    setBusy(true);
    try {
      const r = await steps.clockOut(id);
      // The server's message names the partner once and, for a badge holder, asks for the badge back.
      setNotice({ text: r.message, tone: 'success', ms: KIOSK_TIMERS.clockOut, testId: 'clock-out-notice' });
    } catch (e) {
      const text = steps.errorText(e);
      // In and out already today: the spec's question, answered here (Yes: clock in again; No: home).
      if (text === Messages.alreadySignedOutSignIn) setPrompt({ kind: 'signOutValidation', text, workId: id });
      else fail(e);
    } finally {
      setBusy(false);
    }
  };

  const confirmed = (p: PartnerJourney) => {
    setPrompt(null);
    steps.save(p);
    if (p.flags.enterTemperature) navigate(to('partner-temperature'));
    else steps.startRules(p, 'partner');
  };

  return (
    <KioskShell title={kioskText.partnerTitle}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) void clockIn(workId.trim());
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={kioskText.workId}
            value={workId}
            onChange={(e) => setWorkId(e.currentTarget.value.replace(/\D/g, ''))}
            size="xl"
            inputMode="numeric"
            autoComplete="off"
            required
            data-testid="partner-work-id"
          />
          <VirtualKeyboard
            value={workId}
            onChange={(v) => setWorkId(v.replace(/\D/g, ''))}
            layout="digits"
            always
            testId="partner-keypad"
          />
          <SimpleGrid cols={2} spacing="sm">
            <Button type="submit" size="xl" px="xs" disabled={!valid || busy} data-testid="partner-clock-in">
              {kioskText.clockIn}
            </Button>
            <Button
              size="xl"
              px="xs"
              color="teal"
              disabled={!valid || busy}
              onClick={() => void clockOut(workId.trim())}
              data-testid="partner-clock-out"
            >
              {kioskText.clockOut}
            </Button>
          </SimpleGrid>
        </Stack>
      </form>
      <PartnerPromptModal
        prompt={prompt}
        onClose={() => setPrompt(null)}
        onNotMe={() => {
          setPrompt(null);
          setWorkId('');
        }}
        onConfirmed={confirmed}
        onNo={goHome}
        onYes={(p) => void (p.kind === 'signInValidation' ? clockOut(p.workId) : clockIn(p.workId))}
      />
      <TimedModal
        opened={!!notice}
        message={notice?.text ?? ''}
        tone={notice?.tone}
        ms={notice?.ms ?? KIOSK_TIMERS.error}
        testId={notice?.testId ?? 'kiosk-error'}
        onDone={() => {
          const success = notice?.tone === 'success';
          setNotice(null);
          if (success) goHome();
        }}
      />
      {steps.modals}
    </KioskShell>
  );
}
