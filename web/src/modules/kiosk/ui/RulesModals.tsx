import { Button, Checkbox, Group, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { Modal } from './mantineModal';
import { useState } from 'react';
import { HEALTH_QUESTIONS, type Answers, type RuleKey } from '@contracts/kiosk-rules';
import { tm } from '../../../i18n/messages';
import { kioskText } from '../kioskText';
import { useKioskTexts } from '../useKioskTexts';
import { pagesFor } from '../rulePages';

/**
 * The rules modals (spec 4.1, 5, 9). Planned and walk-in visits: house rules (with the security rules),
 * then health and safety (with the other rules): 'Page 1 of 2', 'Page 2 of 2'. Regular visitors: house,
 * security, health and safety, other: 'Page 1 of 4' .. 'Page 4 of 4'. Proceed is enabled by the same
 * pure rules the server checks (contracts/kiosk-rules).
 */
export function RulesModals({
  opened,
  flow,
  healthYesAsks = false,
  onDone,
  onCancel,
}: {
  opened: boolean;
  flow: 'short' | 'full';
  /** Issue 37: a walk-in at a FLAGGED depot may go on with a "yes" to a health question (staff are asked). */
  healthYesAsks?: boolean;
  onDone: (a: Answers) => void;
  onCancel: () => void;
}) {
  const { texts } = useKioskTexts();
  const pages = pagesFor(flow, texts?.texts ?? {}, texts?.questions ?? [], healthYesAsks);
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
      size="lg"
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
              label={<span dir="auto">{i.text}</span>}
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
              label={<span dir="auto">{i.text}</span>}
              size="md"
              checked={answers[i.key] === 'yes'}
              onChange={(e) => set(i.key, e.currentTarget.checked ? 'yes' : undefined)}
              data-testid={`rule-${i.key}`}
            />
          ),
        )}
        {p.items.some((i) => HEALTH_QUESTIONS.includes(i.key) && answers[i.key] === 'yes') ? (
          healthYesAsks ? (
            <Text fw={600} data-testid="health-asks-approval">
              {kioskText.approvalHealthYes}
            </Text>
          ) : (
            <Text c="red.8" fw={600} data-testid="health-refused">
              {tm('healthAnswerRefused')}
            </Text>
          )
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
