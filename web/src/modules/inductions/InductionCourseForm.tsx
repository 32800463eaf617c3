import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Group, Modal, MultiSelect, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { graphQLErrorFields, graphQLErrorText } from '../auth/errors';
import { RolesDocument } from '../roles/documents';
import { AddInductionCourseDocument, InductionCoursesDocument, InductionStatusDocument, UpdateInductionCourseDocument } from './documents';
import type { Course } from './InductionCourses';
import { VisitorInductionStatusDocument } from './visitorDocuments';
import { optionLines, QuestionEditor, type DraftQuestion } from './QuestionEditor';
import { st } from '../../i18n/staff';
import { VisitorAudienceFields } from './VisitorAudienceFields';

/** Adds a course, or edits one (its version goes up when anything changes): text, questions, pass mark, who, months. */
export function InductionCourseForm({ tenantId, course, onDone }: { tenantId: string | null; course?: Course; onDone: () => void }) {
  const [title, setTitle] = useState(course?.title ?? '');
  const [body, setBody] = useState(course?.body ?? '');
  const [passMark, setPassMark] = useState<number | string>(course?.passMark ?? 80);
  const [validMonths, setValidMonths] = useState<number | string>(course?.validMonths ?? 12);
  const [allPartners, setAllPartners] = useState(course?.allPartners ?? false);
  const [roleIds, setRoleIds] = useState<string[]>(course?.roleIds ?? []);
  const [regularVisitors, setRegularVisitors] = useState(course?.regularVisitors ?? false);
  const [reasonIds, setReasonIds] = useState<string[]>(course?.reasonIds ?? []);
  const [questions, setQuestions] = useState<DraftQuestion[]>(
    course?.questions.map((q) => ({ text: q.text, options: q.options.join('\n'), correct: q.correct })) ?? [],
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const roles = useQuery(RolesDocument);
  const refetchQueries = [InductionCoursesDocument, InductionStatusDocument, VisitorInductionStatusDocument];
  const [add, adding] = useMutation(AddInductionCourseDocument, { context: localErrors, refetchQueries });
  const [update, updating] = useMutation(UpdateInductionCourseDocument, { context: localErrors, refetchQueries });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setErrors({});
    const fields = {
      tenantId,
      title,
      body,
      passMark: Number(passMark),
      validMonths: Number(validMonths),
      allPartners,
      roleIds: allPartners ? [] : roleIds,
      regularVisitors,
      reasonIds,
      questions: questions.map((q) => ({ text: q.text, options: optionLines(q), correct: q.correct })),
    };
    try {
      const saved = course
        ? (await update({ variables: { input: { id: course.id, ...fields } } })).data?.updateInductionCourse
        : (await add({ variables: { input: fields } })).data?.addInductionCourse;
      toastSuccess(st('inductions.saved', { title: title.trim(), version: saved?.version ?? 1 }), { autoClose: 4000 });
      onDone();
    } catch (err) {
      setErrors(graphQLErrorFields(err));
      setError(graphQLErrorText(err) ?? st('inductions.notSaved'));
    }
  };
  const err = (f: string) => errors[f]?.[0];
  return (
    <Modal opened onClose={onDone} title={course ? st('inductions.editCourse') : st('inductions.addCourse')} size="xl" radius="md">
      <form onSubmit={(e) => void submit(e)} data-testid="induction-form">
        <Stack gap="sm">
          {error ? <ErrorBox testId="induction-form-error">{error}</ErrorBox> : null}
          <TextInput
            label={st('inductions.label.title')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            withAsterisk
            maxLength={200}
            error={err('title')}
            data-testid="induction-title"
          />
          <Textarea
            label={st('inductions.label.body')}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            withAsterisk
            autosize
            minRows={4}
            maxRows={14}
            error={err('body')}
            data-testid="induction-body"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label={st('inductions.label.passMark')}
              value={passMark}
              onChange={setPassMark}
              min={0}
              max={100}
              allowDecimal={false}
              error={err('passMark')}
              data-testid="induction-pass-mark"
            />
            <NumberInput
              label={st('inductions.label.validMonths')}
              value={validMonths}
              onChange={setValidMonths}
              min={1}
              max={120}
              allowDecimal={false}
              error={err('validMonths')}
              data-testid="induction-months"
            />
          </SimpleGrid>
          <Checkbox
            label={st('inductions.label.allPartners')}
            checked={allPartners}
            onChange={(e) => setAllPartners(e.currentTarget.checked)}
            data-testid="induction-all"
          />
          {allPartners ? null : (
            <MultiSelect
              label={st('inductions.label.roleIds')}
              data={(roles.data?.roles ?? []).map((r) => ({ value: r.id, label: r.roleName }))}
              value={roleIds}
              onChange={setRoleIds}
              searchable
              error={err('roleIds')}
              data-testid="induction-roles"
            />
          )}
          <VisitorAudienceFields
            {...{ tenantId, regularVisitors, reasonIds, onRegular: setRegularVisitors, onReasons: setReasonIds, error: err('reasonIds') }}
          />
          <QuestionEditor questions={questions} onChange={setQuestions} />
          {err('questions') ? <ErrorBox testId="induction-questions-error">{err('questions')}</ErrorBox> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone}>
              {st('inductions.cancel')}
            </Button>
            <Button type="submit" loading={adding.loading || updating.loading} data-testid="induction-save">
              {st('inductions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
