import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import { kt } from '../../i18n/kiosk';

export type KioskQuestion = { text: string; options: string[]; multiple: boolean };

/**
 * A course's questions at the kiosk: one answer (radio buttons) or every right answer (check boxes); a question answered
 * wrongly at the last try is marked, by number (the right answers never reach the kiosk).
 */
export function InductionQuestions({
  questions,
  answers,
  wrong,
  onChange,
}: {
  questions: KioskQuestion[];
  answers: number[][];
  wrong: number[];
  onChange: (answers: number[][]) => void;
}) {
  const set = (i: number, chosen: number[]) => onChange(answers.map((a, j) => (j === i ? chosen : a)));
  return (
    <Stack gap="lg">
      {questions.map((q, i) => {
        const label = (
          <Text fw={600} component="span">
            {kt('inductionQuestion', { n: i + 1 })}: <bdi>{q.text}</bdi>
          </Text>
        );
        const error = wrong.includes(i + 1) ? ' ' : undefined;
        const description = q.multiple ? kt('inductionChooseAll') : kt('inductionChooseOne');
        const options = q.options.map((o, k) =>
          q.multiple ? (
            <Checkbox key={k} value={String(k)} label={<span dir="auto">{o}</span>} size="md" />
          ) : (
            <Radio key={k} value={String(k)} label={<span dir="auto">{o}</span>} size="md" />
          ),
        );
        // the group's heading, hint, mark and test ids, whichever kind of answer; its options stacked
        const group = { label, description, error, 'data-testid': `induction-question-${i + 1}`, 'data-wrong': error ? 'true' : undefined };
        const stacked = (
          <Stack gap="sm" mt="xs">
            {options}
          </Stack>
        );
        return q.multiple ? (
          <Checkbox.Group key={i} {...group} value={answers[i].map(String)} onChange={(v) => set(i, v.map(Number))}>
            {stacked}
          </Checkbox.Group>
        ) : (
          <Radio.Group key={i} {...group} value={answers[i].length ? String(answers[i][0]) : null} onChange={(v) => set(i, [Number(v)])}>
            {stacked}
          </Radio.Group>
        );
      })}
    </Stack>
  );
}
