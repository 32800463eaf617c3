import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { localErrors } from '../../app/apollo';
import { pat } from '../../i18n/preArrival';
import { KioskInductionModal, type KioskCourse } from '../kiosk/inductions/KioskInductionModal';
import { TakePreArrivalInductionDocument } from './documents';
import type { View } from './PreArrivalParts';

/**
 * The induction courses the visit needs (issue 38): each one due opens the kiosk's course window (its text, PDF, video
 * and questions), graded on the server as at the kiosk; a pass is recorded there and then, so the kiosk does not ask it
 * again. Passed ones are listed with their expiry. On a phone the window takes the whole screen.
 */
export function PreArrivalCourses({ view, token, lng, onChanged }: { view: View; token: string; lng: string; onChanged: () => void }) {
  const [open, setOpen] = useState<KioskCourse | null>(null);
  const [take] = useMutation(TakePreArrivalInductionDocument, { context: localErrors });
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  if (!view.courses.length && !view.coursesPassed.length) return null;
  const submit = async (courseId: string, answers: number[][]) => {
    const r = await take({ variables: { input: { token, courseId, answers } } });
    return r.data!.takePreArrivalInduction;
  };
  return (
    <Stack gap="sm" data-testid="prearrival-courses">
      <Title order={2} size="h3">
        {pat('coursesTitle')}
      </Title>
      {view.courses.length ? <Text c="dimmed">{pat('coursesNote')}</Text> : null}
      {view.courses.map((c) => (
        <Stack key={c.id} gap={6}>
          <Text fw={600} dir="auto">
            {c.title}
          </Text>
          <Button
            size="md"
            variant="light"
            onClick={() => setOpen(c)}
            data-testid="prearrival-course-take"
            h="auto"
            py="xs"
            styles={{ label: { whiteSpace: 'normal' } }}
          >
            {pat('courseTake')}
          </Button>
        </Stack>
      ))}
      {view.coursesPassed.map((c) => (
        <Group key={c.title} gap="xs" wrap="nowrap" align="flex-start" data-testid="prearrival-course-passed">
          <ThemeIcon color="green" variant="light" radius="xl" size="md" aria-hidden>
            ✓
          </ThemeIcon>
          <Text dir="auto">
            {pat('coursePassed', { title: c.title, date: new Date(c.expiresAt).toLocaleDateString(lng, { dateStyle: 'long' }) })}
          </Text>
        </Group>
      ))}
      {open ? (
        <KioskInductionModal
          key={open.id}
          course={open}
          intro="visitor"
          fullScreen={phone}
          submit={(answers) => submit(open.id, answers)}
          onPassed={() => {
            setOpen(null);
            onChanged();
          }}
          onCancel={() => setOpen(null)}
        />
      ) : null}
    </Stack>
  );
}
