import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { kt } from '../../../i18n/kiosk';
import type { KioskInductionsQuery } from '../../../gql/graphql';
import { kioskErrorText } from '../kioskErrors';
import { InductionQuestions } from '../../inductions/InductionQuestions';
import { KioskCourseMaterial } from './KioskCourseMaterial';

/** A button whose words wrap on a narrow screen (a phone's: "Submit my answers" in two lines, not cut off). */
const WRAP = { h: 'auto', mih: 50, py: 'xs', styles: { label: { whiteSpace: 'normal' as const } } };

export type KioskCourse = KioskInductionsQuery['kioskInductions'][number];
export type Graded = { passed: boolean; score: number; passMark: number; wrong: number[] };

/**
 * A course the partner (or visitor) must pass before the clock-in (sign-in) completes (issue 38): its text, its questions, Submit (graded on
 * the server); failed: the score, the pass mark and which questions to look at again, and they retry; Cancel goes home.
 */
export function KioskInductionModal({
  course,
  offline = false,
  submit,
  onPassed,
  onCancel,
  intro = 'partner',
  fullScreen = false,
}: {
  course: KioskCourse;
  /** Issue 38: shown from the device with the network down (answers go with the held clock-in). */
  offline?: boolean;
  submit: (answers: number[][]) => Promise<Graded>;
  /** Passed: with the answers given (a visitor's sign-in carries them). */
  onPassed: (answers: number[][]) => void;
  onCancel: () => void;
  /** Whose step it is: a partner's clock-in or a visitor's sign-in (the intro's words). */
  intro?: 'partner' | 'visitor';
  /** The whole screen (a phone: the pre-arrival page on the visitor's own device). */
  fullScreen?: boolean;
}) {
  const [answers, setAnswers] = useState<number[][]>(() => course.questions.map(() => []));
  const [result, setResult] = useState<Graded | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (answers.some((a) => a.length === 0)) return setMissing(true);
    setMissing(false);
    setError(null);
    setBusy(true);
    try {
      const r = await submit(answers);
      setResult(r);
      if (r.passed) onPassed(answers);
    } catch (e) {
      setError(kioskErrorText(e));
    } finally {
      setBusy(false);
    }
  };
  const failed = result && !result.passed ? result : null;
  return (
    <Modal
      opened
      onClose={onCancel}
      withCloseButton={false}
      title={<span dir="auto">{course.title}</span>}
      size="xl"
      radius={fullScreen ? 0 : 'lg'}
      fullScreen={fullScreen}
    >
      <Stack gap="md" data-testid="kiosk-induction">
        <Title order={3} size="h5" c="dimmed">
          {kt('inductionLabel')}
        </Title>
        <Text>{intro === 'visitor' ? kt('inductionIntroVisitor') : kt('inductionIntro')}</Text>
        {course.body.split(/\n\s*\n/).map((p, i) => (
          <Text key={i} dir="auto" style={{ whiteSpace: 'pre-line' }} data-testid="induction-text">
            {p}
          </Text>
        ))}
        <KioskCourseMaterial material={course.material} offline={offline} />
        {offline ? (
          <Alert color="blue" variant="light" data-testid="induction-offline">
            {kt('inductionOffline')}
          </Alert>
        ) : null}
        <InductionQuestions questions={course.questions} answers={answers} wrong={failed?.wrong ?? []} onChange={setAnswers} />
        {failed ? (
          <Alert color="red" variant="light" data-testid="induction-failed" role="alert">
            {kt('inductionFailed', { score: failed.score, passMark: failed.passMark, questions: failed.wrong.join(', ') })}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {missing ? (
          <Alert color="orange" variant="light" role="alert">
            {kt('inductionAnswerAll')}
          </Alert>
        ) : null}
        <Group grow>
          <Button size="lg" variant="default" onClick={onCancel} {...WRAP}>
            {kt('cancel')}
          </Button>
          <Button size="lg" onClick={() => void send()} loading={busy} data-testid="induction-submit" {...WRAP}>
            {kt('inductionSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
