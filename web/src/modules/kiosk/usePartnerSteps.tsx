import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { Modal } from './ui/mantineModal';
import { useState } from 'react';
import { useKiosk } from './KioskContext';
import { KIOSK_TIMERS } from './kioskErrors';
import { kioskText } from './kioskText';
import { clockedInNotice, type PartnerNotice } from './partnerNotices';
import { usePartnerFlow, type PartnerJourney } from './usePartnerFlow';
import { useKioskTexts } from './useKioskTexts';
import { DEFAULT_CONTRACTOR_RULES } from '@contracts/rule-questions';
import { contractorRuleWords } from '../../i18n/rules';
import { isNetworkFailure } from './kioskErrors';
import { useKioskInduction } from './inductions/useKioskInduction';
import { PartnerNoticeModal } from './ui/PartnerNoticeModal';

const NO_FLAGS = { signFlag: false, badgeNumFlag: false, enterTemperature: false };

/**
 * The partner's house rules (Accept) and what follows (spec 4.5 steps 3-5): the badge screen, or the
 * clock-in with its 9 s notice (the signature first when the partner signs, then its 10 s notice). Shared by the
 * work id and temperature screens.
 */
export function usePartnerSteps() {
  const flow = usePartnerFlow();
  const { goHome, depot } = useKiosk();
  const induction = useKioskInduction(depot?.id);
  const [rulesFor, setRulesFor] = useState<{ p: PartnerJourney; origin: string } | null>(null);
  const [notice, setNotice] = useState<PartnerNotice | null>(null);
  const [heldFor, setHeldFor] = useState<string | null>(null);
  // Partners accept the contractor rules (issue 23: the tenant's own), not the visitors' house rules.
  const { texts } = useKioskTexts();
  const contractorRules = contractorRuleWords(texts?.contractorRules ?? DEFAULT_CONTRACTOR_RULES);

  const accept = async () => {
    const { p, origin } = rulesFor!;
    setRulesFor(null);
    try {
      // Issue 38: a course the partner needs and has not passed, before the badge and the clock-in (cancelled: home).
      if (!(await induction.run(p.workId))) return goHome();
      if (flow.afterRules(p, origin) === 'badge') return;
      const r = await flow.clockIn(p);
      if (r) setNotice(clockedInNotice(r));
    } catch (e) {
      setNotice({ text: flow.errorText(e), tone: 'error', ms: KIOSK_TIMERS.error, kind: 'error' });
    }
  };

  /** Issue 27: with the network down the work id cannot be looked up: the partner says in or out, and it is held. */
  const offerHeld = (workId: string, error: unknown) => {
    if (!isNetworkFailure(error)) return false;
    setHeldFor(workId);
    return true;
  };
  const sendHeld = async (kind: 'in' | 'out') => {
    const workId = heldFor!;
    setHeldFor(null);
    try {
      // Issue 38: offline, the courses kept for every partner are taken first; their answers go with the held clock-in.
      const inductions = kind === 'in' ? await induction.runOffline(workId) : [];
      if (inductions === null) return goHome();
      const r =
        kind === 'in'
          ? await flow.clockIn({ workId, name: '', organisation: '', flags: NO_FLAGS, inductions })
          : await flow.clockOut(workId);
      if (r) setNotice({ text: r.message, tone: 'success', ms: KIOSK_TIMERS.clockIn, kind: kind === 'in' ? 'clockIn' : 'clockOut' });
    } catch (e) {
      setNotice({ text: flow.errorText(e), tone: 'error', ms: KIOSK_TIMERS.error, kind: 'error' });
    }
  };

  const modals = (
    <>
      <Modal
        opened={!!heldFor}
        onClose={goHome}
        title={kioskText.partnerOfflineTitle}
        withCloseButton={false}
        size="lg"
        data-testid="partner-offline"
      >
        <Stack gap="md">
          <Text>{kioskText.partnerOfflineBody(heldFor ?? '')}</Text>
          <Group grow>
            <Button size="lg" onClick={() => void sendHeld('in')} data-testid="partner-offline-in">
              {kioskText.clockIn}
            </Button>
            <Button size="lg" onClick={() => void sendHeld('out')} data-testid="partner-offline-out">
              {kioskText.clockOut}
            </Button>
          </Group>
          <Button size="lg" variant="default" onClick={goHome}>
            {kioskText.cancel}
          </Button>
        </Stack>
      </Modal>
      <Modal opened={!!rulesFor} onClose={goHome} title={kioskText.contractorRules} size="lg" data-testid="partner-rules">
        <Stack gap="md">
          {rulesFor?.p.askAgain ? (
            <Alert color="orange" variant="light" data-testid="partner-rules-changed">
              {kioskText.rulesChanged}
            </Alert>
          ) : null}
          <List spacing="xs" data-testid="contractor-rules">
            {contractorRules.map((r, i) => (
              <List.Item key={i}>
                <span dir="auto">{r}</span>
              </List.Item>
            ))}
          </List>
          <Button size="lg" onClick={() => void accept()} data-testid="partner-rules-accept">
            {kioskText.accept}
          </Button>
        </Stack>
      </Modal>
      <PartnerNoticeModal
        notice={notice}
        onDone={() => {
          setNotice(null);
          flow.save(null);
          goHome();
        }}
      />
      {flow.signatureModal}
      {induction.modal}
    </>
  );
  return { ...flow, startRules: (p: PartnerJourney, origin: string) => setRulesFor({ p, origin }), modals, setNotice, offerHeld };
}
