import { Button, List, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useKiosk } from './KioskContext';
import { KIOSK_TIMERS } from './kioskErrors';
import { kioskText } from './kioskText';
import { usePartnerFlow, type PartnerJourney, type PartnerNotice } from './usePartnerFlow';
import { useKioskTexts } from './useKioskTexts';
import { DEFAULT_CONTRACTOR_RULES } from '@contracts/rule-questions';
import { contractorRuleWords } from '../../i18n/rules';
import { TimedModal } from './ui/TimedModal';

/**
 * The partner's house rules (Accept) and what follows (spec 4.5 steps 3-5): the badge screen, or the
 * clock-in with its 9 s notice, or the signature page. Shared by the work id and temperature screens.
 */
export function usePartnerSteps() {
  const flow = usePartnerFlow();
  const { goHome } = useKiosk();
  const [rulesFor, setRulesFor] = useState<{ p: PartnerJourney; origin: string } | null>(null);
  const [notice, setNotice] = useState<PartnerNotice | null>(null);
  // Partners accept the contractor rules (issue 23: the tenant's own), not the visitors' house rules.
  const { texts } = useKioskTexts();
  const contractorRules = contractorRuleWords(texts?.contractorRules ?? DEFAULT_CONTRACTOR_RULES);

  const accept = async () => {
    const { p, origin } = rulesFor!;
    setRulesFor(null);
    if (flow.afterRules(p, origin) === 'badge') return;
    try {
      const r = await flow.clockIn(p);
      if (!flow.afterClockIn(p)) setNotice({ text: r.message, tone: 'success', ms: KIOSK_TIMERS.clockIn, kind: 'clockIn' });
    } catch (e) {
      setNotice({ text: flow.errorText(e), tone: 'error', ms: KIOSK_TIMERS.error, kind: 'error' });
    }
  };

  const modals = (
    <>
      <Modal
        opened={!!rulesFor}
        onClose={goHome}
        title={kioskText.contractorRules}
        centered
        size="lg"
        radius="lg"
        data-testid="partner-rules"
      >
        <Stack gap="md">
          <List spacing="xs" data-testid="contractor-rules">
            {contractorRules.map((r, i) => (
              <List.Item key={i}>{r}</List.Item>
            ))}
          </List>
          <Button size="lg" onClick={() => void accept()} data-testid="partner-rules-accept">
            {kioskText.accept}
          </Button>
        </Stack>
      </Modal>
      <TimedModal
        opened={!!notice}
        message={notice?.text ?? ''}
        tone={notice?.tone}
        ms={notice?.ms ?? KIOSK_TIMERS.error}
        testId={notice?.kind === 'clockIn' ? 'clock-in-notice' : 'kiosk-error'}
        onDone={() => {
          setNotice(null);
          flow.save(null);
          goHome();
        }}
      />
    </>
  );
  return { ...flow, startRules: (p: PartnerJourney, origin: string) => setRulesFor({ p, origin }), modals, setNotice };
}
