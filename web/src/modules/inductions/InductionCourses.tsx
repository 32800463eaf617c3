import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { graphQLErrorText } from '../auth/errors';
import type { InductionCoursesQuery } from '../../gql/graphql';
import { InductionCoursesDocument, InductionStatusDocument, RemoveInductionCourseDocument } from './documents';
import { InductionCourseForm } from './InductionCourseForm';
import { courseWho } from './courseWho';
import { InductionMaterialEdit } from './InductionMaterialEdit';
import { st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';

export type Course = InductionCoursesQuery['inductionCourses'][number];

/** The tenant's courses (admins): each with who needs it and its terms; add, edit (version up), remove. */
export function InductionCourses({ tenantId }: { tenantId: string | null }) {
  const { data, loading } = useQuery(InductionCoursesDocument, { variables: { tenantId }, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Course | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [remove] = useMutation(RemoveInductionCourseDocument, {
    context: localErrors,
    refetchQueries: [InductionCoursesDocument, InductionStatusDocument],
  });
  const drop = async (c: Course) => {
    if (!window.confirm(st('inductions.removeConfirm', { title: c.title }))) return;
    try {
      await remove({ variables: { id: c.id } });
      toastSuccess(st('inductions.removed', { title: c.title }), { autoClose: 4000 });
    } catch (err) {
      setError(graphQLErrorText(err) ?? st('inductions.notSaved'));
    }
  };
  const courses = data?.inductionCourses ?? [];
  return (
    <Panel
      title={st('inductions.coursesTitle')}
      testId="induction-courses"
      action={
        <Button onClick={() => setEditing('new')} data-testid="induction-add">
          {st('inductions.addCourse')}
        </Button>
      }
    >
      {error ? <ErrorBox testId="induction-error">{error}</ErrorBox> : null}
      {loading && !data ? <Skeleton h={80} radius="md" /> : null}
      {data && !courses.length ? (
        <Text c="dimmed" fz="sm">
          {st('inductions.noCourses')}
        </Text>
      ) : null}
      {courses.map((c) => (
        <Paper key={c.id} withBorder radius="sm" p="sm" data-testid="induction-course" data-title={c.title}>
          <Group justify="space-between" align="start" wrap="wrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {c.title}
              </Text>
              <Text fz="sm" c="dimmed">
                {courseWho(c)} ·{' '}
                {st('inductions.summary', {
                  questions: c.questions.length,
                  passMark: c.passMark,
                  months: c.validMonths,
                  version: c.version,
                })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button variant="default" onClick={() => setEditing(c)}>
                {st('inductions.edit')}
              </Button>
              <Button variant="subtle" color="red" onClick={() => void drop(c)}>
                {st('inductions.remove')}
              </Button>
            </Group>
          </Group>
          <InductionMaterialEdit course={c} />
        </Paper>
      ))}
      {editing ? (
        <InductionCourseForm tenantId={tenantId} course={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      ) : null}
    </Panel>
  );
}
