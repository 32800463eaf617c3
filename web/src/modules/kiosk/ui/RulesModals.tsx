import { Button, Checkbox, Group, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  HEALTH_QUESTIONS,
  healthAndSafetyProceed,
  houseRulesProceed,
  otherRulesProceed,
  securityRulesProceed,
  type Answers,
  type RuleKey,
} from '@contracts/kiosk-rules';
import { ruleWords } from '../../../i18n/rules';
import { tm } from '../../../i18n/messages';
import { RULE_QUESTIONS } from '@contracts/rule-questions';
import { kioskText } from '../kioskText';
import { useKioskTexts } from '../useKioskTexts';

type Item = { key: RuleKey; text: string; question?: boolean };
type Page = { id: string; title: string; intro: string; items: Item[]; proceed: (a: Answers) => boolean };

/** The kiosk's pages ask these keys; the words are the contract's, so the staff questionnaire prints what was asked. */
const items = (...keys: RuleKey[]): Item[] =>
  keys.map((key) => ({ key, text: RULE_QUESTIONS[key].text, question: RULE_QUESTIONS[key].question }));
/** The house rules page: spec 5's keys plus hr_6 (issue 23: the kiosk asks it too; the server does not require it). */
export const HOUSE = items('hr_1', 'hr_2', 'hr_3', 'hr_6', 'hr_7', 'hsr_5');
const SECURITY = items('sr_1', 'sr_2');
const HEALTH = items('hsr_1', 'hsr_2', 'hsr_3', 'hsr_4', 'hsr_6', 'hr_4', 'hr_5');
const OTHER = items('or_1', 'or_2');

/**
 * The rules modals (spec 4.1, 5, 9). Planned and walk-in visits: house rules (with the security rules),
 * then health and safety (with the other rules): 'Page 1 of 2', 'Page 2 of 2'. Regular visitors: house,
 * security, health and safety, other: 'Page 1 of 4' .. 'Page 4 of 4'. Proceed is enabled by the same
 * pure rules the server checks (contracts/kiosk-rules).
 */
/** A rule accepted, a question answered (either way). */
const acceptedKey = (a: Answers, k: RuleKey) => typeof a[k] === 'string' && a[k]!.trim() !== '' && a[k]!.trim().toLowerCase() !== 'no';
const answeredKey = (a: Answers, k: RuleKey) => typeof a[k] === 'string' && a[k]!.trim() !== '';
const withHr6 = (proceed: (a: Answers) => boolean) => (a: Answers) => proceed(a) && acceptedKey(a, 'hr_6');

/**
 * The pages in the tenant's words (issue 23); the questionnaire's questions it set (q1..q6) end the last page, each
 * to be answered yes or no, so the page count (and 'Page n of m') stays spec 9's.
 */
function pagesFor(flow: 'short' | 'full', texts: Partial<Record<RuleKey, string>>, questions: RuleKey[]): Page[] {
  const words = (page: Page): Page => ({ ...page, items: page.items.map((i) => ({ ...i, text: ruleWords(i.key, texts[i.key]) })) });
  const pages = basePages(flow).map(words);
  if (questions.length === 0) return pages;
  const last = pages[pages.length - 1];
  const asked = questions.map((key) => ({ key, text: ruleWords(key, texts[key]), question: true }));
  pages[pages.length - 1] = {
    ...last,
    items: [...last.items, ...asked],
    proceed: (a) => last.proceed(a) && questions.every((k) => answeredKey(a, k)),
  };
  return pages;
}

function basePages(flow: 'short' | 'full'): Page[] {
  if (flow === 'short') {
    return [
      {
        id: 'house',
        title: kioskText.houseRules,
        intro: kioskText.houseRulesIntro,
        items: [...HOUSE, ...SECURITY],
        proceed: withHr6(houseRulesProceed),
      },
      {
        id: 'health',
        title: kioskText.healthRules,
        intro: kioskText.healthRulesIntro,
        items: [...HEALTH, ...OTHER],
        proceed: healthAndSafetyProceed,
      },
    ];
  }
  return [
    {
      id: 'house',
      title: kioskText.houseRules,
      intro: kioskText.houseRulesIntro,
      items: HOUSE,
      proceed: withHr6((a) => houseRulesProceed({ ...a, sr_1: 'yes', sr_2: 'yes' })),
    },
    { id: 'security', title: kioskText.securityRules, intro: kioskText.securityRulesIntro, items: SECURITY, proceed: securityRulesProceed },
    {
      id: 'health',
      title: kioskText.healthRules,
      intro: kioskText.healthRulesIntro,
      items: HEALTH,
      proceed: (a) => healthAndSafetyProceed({ ...a, or_1: 'yes', or_2: 'yes' }),
    },
    { id: 'other', title: kioskText.otherRules, intro: kioskText.otherRulesIntro, items: OTHER, proceed: otherRulesProceed },
  ];
}

/** Every rule as accepted and every health question answered 'no' (the print page of a regular visitor). */
export const ALL_RULES_ACCEPTED: Answers = Object.fromEntries(
  [...HOUSE, ...SECURITY, ...HEALTH, ...OTHER].map((i) => [i.key, i.question ? 'no' : 'yes']),
);
export const RULE_TEXTS: Item[] = [...HOUSE, ...SECURITY, ...HEALTH, ...OTHER];

export function RulesModals({
  opened,
  flow,
  onDone,
  onCancel,
}: {
  opened: boolean;
  flow: 'short' | 'full';
  onDone: (a: Answers) => void;
  onCancel: () => void;
}) {
  const { texts } = useKioskTexts();
  const pages = pagesFor(flow, texts?.texts ?? {}, texts?.questions ?? []);
  const [page, setPage] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const p = pages[Math.min(page, pages.length - 1)];
  const set = (k: RuleKey, v: string | undefined) => setAnswers((a) => ({ ...a, [k]: v }));
  const close = () => {
    setPage(0);
    setAnswers({});
    onCancel();
  };
  const next = () => {
    if (page + 1 < pages.length) {
      setPage(page + 1);
      return;
    }
    const a = answers;
    setPage(0);
    setAnswers({});
    onDone(a);
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={p.title}
      centered
      size="lg"
      radius="lg"
      data-testid={`rules-${p.id}`}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Text c="dimmed">{p.intro}</Text>
          <Text fw={600} fz="sm" data-testid="rules-page">
            {kioskText.rulesPage(page + 1, pages.length)}
          </Text>
        </Group>
        {p.items.map((i) =>
          i.question ? (
            <Radio.Group
              key={i.key}
              label={i.text}
              value={answers[i.key] ?? ''}
              onChange={(v) => set(i.key, v)}
              data-testid={`rule-${i.key}`}
            >
              <Group mt={6}>
                <Radio value="no" label={kioskText.no} size="md" data-testid={`rule-${i.key}-no`} />
                <Radio value="yes" label={kioskText.yes} size="md" data-testid={`rule-${i.key}-yes`} />
              </Group>
            </Radio.Group>
          ) : (
            <Checkbox
              key={i.key}
              label={i.text}
              size="md"
              checked={answers[i.key] === 'yes'}
              onChange={(e) => set(i.key, e.currentTarget.checked ? 'yes' : undefined)}
              data-testid={`rule-${i.key}`}
            />
          ),
        )}
        {p.items.some((i) => HEALTH_QUESTIONS.includes(i.key) && answers[i.key] === 'yes') ? (
          <Text c="red.8" fw={600} data-testid="health-refused">
            {tm('healthAnswerRefused')}
          </Text>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" size="lg" onClick={close}>
            {kioskText.cancel}
          </Button>
          <Button size="lg" disabled={!p.proceed(answers)} onClick={next} data-testid="rules-proceed">
            {kioskText.proceed}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
