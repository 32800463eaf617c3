import { Button, Checkbox, Group, Paper, Stack, TextInput, Textarea } from '@mantine/core';
import { st } from '../../i18n/staff';

/** A question as the form edits it: its options as lines of text. */
export type DraftQuestion = { text: string; options: string; correct: number[] };

export const optionLines = (q: DraftQuestion) =>
  q.options
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);

/** The course's questions: text, options (a line each) and which are right (check boxes under the options). */
export function QuestionEditor({ questions, onChange }: { questions: DraftQuestion[]; onChange: (q: DraftQuestion[]) => void }) {
  const set = (i: number, q: Partial<DraftQuestion>) => onChange(questions.map((x, j) => (j === i ? { ...x, ...q } : x)));
  return (
    <Stack gap="sm">
      {questions.map((q, i) => {
        const options = optionLines(q);
        return (
          <Paper key={i} withBorder radius="sm" p="sm" data-testid={`induction-q-${i + 1}`}>
            <Stack gap="xs">
              <TextInput
                label={st('inductions.label.question', { n: i + 1 })}
                value={q.text}
                maxLength={500}
                onChange={(e) => set(i, { text: e.currentTarget.value })}
                data-testid="induction-q-text"
              />
              <Textarea
                label={st('inductions.label.options')}
                value={q.options}
                autosize
                minRows={2}
                onChange={(e) => set(i, { options: e.currentTarget.value, correct: [] })}
                data-testid="induction-q-options"
              />
              {options.length ? (
                <Checkbox.Group
                  label={st('inductions.label.correct')}
                  value={q.correct.map(String)}
                  onChange={(v) => set(i, { correct: v.map(Number).sort((a, b) => a - b) })}
                  data-testid="induction-q-correct"
                >
                  <Group gap="md" mt={4}>
                    {options.map((o, k) => (
                      <Checkbox key={k} value={String(k)} label={o} />
                    ))}
                  </Group>
                </Checkbox.Group>
              ) : null}
              <Group justify="flex-end">
                <Button variant="subtle" color="red" size="xs" onClick={() => onChange(questions.filter((_, j) => j !== i))}>
                  {st('inductions.removeQuestion', { n: i + 1 })}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          onClick={() => onChange([...questions, { text: '', options: '', correct: [] }])}
          data-testid="induction-add-question"
        >
          {st('inductions.addQuestion')}
        </Button>
      </Group>
    </Stack>
  );
}
