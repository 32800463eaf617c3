import { Button, Checkbox, Group, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  healthAndSafetyProceed, houseRulesProceed, otherRulesProceed, securityRulesProceed, type Answers, type RuleKey,
} from '@contracts/kiosk-rules';
import { Messages } from '@contracts/messages';
import { kioskText } from '../kioskText';

type Item = { key: RuleKey; text: string; question?: boolean };
type Page = { id: string; title: string; intro: string; items: Item[]; proceed: (a: Answers) => boolean };

export const HOUSE: Item[] = [
  { key: 'hr_1', text: 'I will wear my visitor badge where it can be seen at all times.' },
  { key: 'hr_2', text: 'I will stay with my host or in the areas I was allowed into.' },
  { key: 'hr_3', text: 'I will follow the site speed limit and the pedestrian walkways.' },
  { key: 'hr_7', text: 'I will sign out and return my badge when I leave.' },
  { key: 'hsr_5', text: 'I will wear the protective equipment the area requires (high-visibility vest, safety shoes).' },
];
const SECURITY: Item[] = [
  { key: 'sr_1', text: 'I will not take photographs or recordings on site without permission.' },
  { key: 'sr_2', text: 'I accept that vehicles and bags may be searched on entry and exit.' },
];
const HEALTH: Item[] = [
  { key: 'hsr_1', text: 'In the last 14 days, have you had a fever, a new cough or shortness of breath?', question: true },
  { key: 'hsr_2', text: 'In the last 14 days, have you been in close contact with someone with an infectious illness?', question: true },
  { key: 'hsr_3', text: 'In the last 14 days, have you been told to self-isolate?', question: true },
  { key: 'hsr_4', text: 'Are you feeling unwell today?', question: true },
  { key: 'hsr_6', text: 'I know where the fire exits and assembly point are and will follow the emergency instructions.' },
  { key: 'hr_4', text: 'I will not smoke or vape except in the marked areas.' },
  { key: 'hr_5', text: 'I am not under the influence of alcohol or drugs.' },
];
const OTHER: Item[] = [
  { key: 'or_1', text: 'I will report any accident, near miss or hazard to my host at once.' },
  { key: 'or_2', text: 'I accept that my visit details are recorded for site safety.' },
];

/**
 * The rules modals (spec 4.1, 5, 9). Planned and walk-in visits: house rules (with the security rules),
 * then health and safety (with the other rules): 'Page 1 of 2', 'Page 2 of 2'. Regular visitors: house,
 * security, health and safety, other: 'Page 1 of 4' .. 'Page 4 of 4'. Proceed is enabled by the same
 * pure rules the server checks (contracts/kiosk-rules).
 */
function pagesFor(flow: 'short' | 'full'): Page[] {
  if (flow === 'short') {
    return [
      { id: 'house', title: 'House rules', intro: 'Please read and accept the house rules.', items: [...HOUSE, ...SECURITY], proceed: houseRulesProceed },
      { id: 'health', title: 'Health and safety', intro: 'Please answer the health questions and accept the rules.', items: [...HEALTH, ...OTHER], proceed: healthAndSafetyProceed },
    ];
  }
  return [
    { id: 'house', title: 'House rules', intro: 'Please read and accept the house rules.', items: HOUSE, proceed: (a) => houseRulesProceed({ ...a, sr_1: 'yes', sr_2: 'yes' }) },
    { id: 'security', title: 'Security rules', intro: 'Please accept the security rules.', items: SECURITY, proceed: securityRulesProceed },
    { id: 'health', title: 'Health and safety', intro: 'Please answer the health questions and accept the rules.', items: HEALTH, proceed: (a) => healthAndSafetyProceed({ ...a, or_1: 'yes', or_2: 'yes' }) },
    { id: 'other', title: 'Other rules', intro: 'Please accept the other rules.', items: OTHER, proceed: otherRulesProceed },
  ];
}

/** Every rule as accepted and every health question answered 'no' (the print page of a regular visitor). */
export const ALL_RULES_ACCEPTED: Answers = Object.fromEntries(
  [...HOUSE, ...SECURITY, ...HEALTH, ...OTHER].map((i) => [i.key, i.question ? 'no' : 'yes']),
);
export const RULE_TEXTS: Item[] = [...HOUSE, ...SECURITY, ...HEALTH, ...OTHER];

export function RulesModals({ opened, flow, onDone, onCancel }: { opened: boolean; flow: 'short' | 'full'; onDone: (a: Answers) => void; onCancel: () => void }) {
  const pages = pagesFor(flow);
  const [page, setPage] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const p = pages[Math.min(page, pages.length - 1)];
  const set = (k: RuleKey, v: string | undefined) => setAnswers((a) => ({ ...a, [k]: v }));
  const close = () => { setPage(0); setAnswers({}); onCancel(); };
  const next = () => {
    if (page + 1 < pages.length) { setPage(page + 1); return; }
    const a = answers;
    setPage(0); setAnswers({});
    onDone(a);
  };
  return (
    <Modal opened={opened} onClose={close} title={p.title} centered size="lg" radius="lg" data-testid={`rules-${p.id}`}
      scrollAreaComponent={ScrollArea.Autosize}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text c="dimmed">{p.intro}</Text>
          <Text fw={600} fz="sm" data-testid="rules-page">{`Page ${page + 1} of ${pages.length}`}</Text>
        </Group>
        {p.items.map((i) => (i.question ? (
          <Radio.Group key={i.key} label={i.text} value={answers[i.key] ?? ''} onChange={(v) => set(i.key, v)} data-testid={`rule-${i.key}`}>
            <Group mt={6}>
              <Radio value="no" label={kioskText.no} size="md" data-testid={`rule-${i.key}-no`} />
              <Radio value="yes" label={kioskText.yes} size="md" data-testid={`rule-${i.key}-yes`} />
            </Group>
          </Radio.Group>
        ) : (
          <Checkbox key={i.key} label={i.text} size="md" checked={answers[i.key] === 'yes'} onChange={(e) => set(i.key, e.currentTarget.checked ? 'yes' : undefined)} data-testid={`rule-${i.key}`} />
        )))}
        {p.items.some((i) => i.question && answers[i.key] === 'yes') ? (
          <Text c="red.8" fw={600} data-testid="health-refused">{Messages.healthAnswerRefused}</Text>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" size="lg" onClick={close}>{kioskText.cancel}</Button>
          <Button size="lg" disabled={!p.proceed(answers)} onClick={next} data-testid="rules-proceed">{kioskText.proceed}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
