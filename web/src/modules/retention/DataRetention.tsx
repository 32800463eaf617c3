import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Modal, NumberInput, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Messages } from '@contracts/messages';
import { localErrors } from '../../app/apollo';
import { retentionUi as ui } from '../../app/messages';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { ResponsiveRows, type RowColumn } from '../../ui/ResponsiveRows';
import { graphQLErrorText } from '../auth/errors';
import type { DataSubjectQuery, RetentionQuery } from '../../gql/graphql';
import {
  DataSubjectDocument,
  EraseDataSubjectDocument,
  ExportDataSubjectDocument,
  RetentionDocument,
  SetRetentionDocument,
} from './documents';

type Run = RetentionQuery['retention']['runs'][number];
type Person = DataSubjectQuery['dataSubject'][number];
type Counts = Run['counts'];

const COUNT_WORDS: [keyof Omit<Counts, '__typename'>, string, string][] = [
  ['visitors', 'visitor', 'visitors'],
  ['partners', 'partner', 'partners'],
  ['attendances', 'sign-in', 'sign-ins'],
  ['signatures', 'signature', 'signatures'],
  ['regularVisitors', 'regular registration', 'regular registrations'],
  ['evacuationEntries', 'roll-call line', 'roll-call lines'],
  ['refusedKioskEntries', 'refused kiosk entry', 'refused kiosk entries'],
  ['mailRecords', 'e-mail record', 'e-mail records'],
  ['importFiles', 'upload file', 'upload files'],
  ['exportFiles', 'export file', 'export files'],
];
/** "3 sign-ins, 1 visitor" (the kinds with something in them), or "nothing"; an export removed nothing. */
export const removedText = (c: Counts, kind: string) => {
  const text =
    COUNT_WORDS.filter(([k]) => (c[k] as number) > 0)
      .map(([k, one, many]) => `${c[k] as number} ${(c[k] as number) === 1 ? one : many}`)
      .join(', ') || 'nothing';
  return kind === 'export' ? `nothing (exported ${text})` : text;
};
const utc = (iso: string | null | undefined) => (iso ? String(iso).slice(0, 16).replace('T', ' ') : '—');

/** The tenant's retention setting and its latest runs (issue 25). */
export function RetentionSetting({ tenantId }: { tenantId: string }) {
  const { data, loading } = useQuery(RetentionDocument, { variables: { tenantId }, fetchPolicy: 'network-only' });
  if (loading || !data) return <Skeleton h={220} radius="md" />;
  return <RetentionEditor key={data.retention.days} retention={data.retention} />;
}

function RetentionEditor({ retention: r }: { retention: RetentionQuery['retention'] }) {
  const [save] = useMutation(SetRetentionDocument, { context: localErrors, refetchQueries: [RetentionDocument] });
  const [days, setDays] = useState<number | string>(r.days);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSaving(true);
    try {
      await save({ variables: { input: { tenantId: r.tenantId, days: typeof days === 'number' ? days : Number.NaN } } });
      toastSuccess(Messages.retentionSaved, { autoClose: 4000 });
    } catch (err) {
      setError(graphQLErrorText(err) ?? ui.notSaved);
    } finally {
      setSaving(false);
    }
  };
  const columns: RowColumn<Run>[] = [
    { key: 'when', header: ui.runWhen, cell: (x) => utc(x.createdAt), nowrap: true },
    { key: 'kind', header: ui.runKind, cell: (x) => ui.kinds[x.kind] ?? x.kind, tableOnly: true },
    { key: 'cutoff', header: ui.runCutoff, cell: (x) => utc(x.cutoff), nowrap: true },
    { key: 'removed', header: ui.runRemoved, cell: (x) => <Text size="sm">{removedText(x.counts, x.kind)}</Text> },
  ];
  return (
    <Stack gap="md">
      <Paper
        component="form"
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        onSubmit={(e) => void submit(e)}
        data-testid="retention-form"
      >
        <Stack gap="sm">
          <Title order={3} size="h4">
            {ui.settingTitle}
          </Title>
          <Text c="dimmed" fz="sm">
            {ui.settingIntro(r.minDays, r.maxDays, r.defaultDays)}
          </Text>
          <NumberInput
            label={ui.days}
            value={days}
            onChange={setDays}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            size="md"
            w={{ base: '100%', sm: 240 }}
            data-testid="retention-days"
          />
          {error ? <ErrorBox testId="retention-error">{error}</ErrorBox> : null}
          <Group>
            <Button type="submit" size="md" loading={saving} data-testid="retention-save">
              {ui.save}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {ui.runsTitle}
          </Title>
          {r.runs.length ? (
            <ResponsiveRows
              rows={r.runs}
              columns={columns}
              rowAttrs={(x) => ({ 'data-testid': 'retention-run', 'data-kind': x.kind })}
              title={(x) => ui.kinds[x.kind] ?? x.kind}
              testId="retention-runs"
            />
          ) : (
            <Text c="dimmed" fz="sm" data-testid="retention-no-runs">
              {ui.noRuns}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** Saves a text as a file in the browser. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A person who asks (issue 25): find by e-mail within the tenant, export everything as JSON, erase now (confirmed). */
export function DataSubjectPanel({ tenantId }: { tenantId: string }) {
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'export' | 'erase' | null>(null);
  const { data, loading, refetch } = useQuery(DataSubjectDocument, {
    variables: { input: { tenantId, email: email ?? '' } },
    skip: !email,
    fetchPolicy: 'network-only',
    context: localErrors,
  });
  const [exportSubject] = useMutation(ExportDataSubjectDocument, { context: localErrors });
  const [eraseSubject] = useMutation(EraseDataSubjectDocument, { context: localErrors, refetchQueries: [RetentionDocument] });
  const people = email ? (data?.dataSubject ?? []) : [];

  const find = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!draft.trim()) return setError(Messages.subjectEmail);
    const wanted = draft.trim().toLowerCase();
    if (email === wanted) void refetch().catch((err: unknown) => setError(graphQLErrorText(err) ?? ui.failed));
    setEmail(wanted);
  };
  const doExport = async () => {
    setError(null);
    setBusy('export');
    try {
      const { data: d } = await exportSubject({ variables: { input: { tenantId, email: email! } } });
      download(d!.exportDataSubject.fileName, d!.exportDataSubject.json);
      toastSuccess(ui.exported(d!.exportDataSubject.fileName), { autoClose: 4000 });
    } catch (err) {
      setError(graphQLErrorText(err) ?? ui.failed);
    } finally {
      setBusy(null);
    }
  };
  const doErase = async () => {
    setError(null);
    setBusy('erase');
    try {
      const { data: d } = await eraseSubject({ variables: { input: { tenantId, email: email! } } });
      const c = d!.eraseDataSubject.counts;
      const total = COUNT_WORDS.reduce((n, [k]) => n + (c[k] as number), 0);
      toastSuccess(Messages.subjectErased(total), { autoClose: 6000 });
      setConfirming(false);
      await refetch();
    } catch (err) {
      setConfirming(false);
      setError(graphQLErrorText(err) ?? ui.failed);
    } finally {
      setBusy(null);
    }
  };
  const columns: RowColumn<Person>[] = [
    { key: 'kind', header: ui.personKind, cell: (p) => p.kind, tableOnly: true },
    { key: 'name', header: ui.personName, cell: (p) => p.name, tableOnly: true },
    { key: 'company', header: ui.personCompany, cell: (p) => p.company || '—' },
    { key: 'visits', header: ui.personVisits, cell: (p) => p.visits, ta: 'right' },
    { key: 'attendances', header: ui.personAttendances, cell: (p) => p.attendances, ta: 'right' },
  ];

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="data-subject">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {ui.subjectTitle}
        </Title>
        <Text c="dimmed" fz="sm">
          {ui.subjectIntro}
        </Text>
        <form onSubmit={find}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={ui.email}
              type="email"
              size="md"
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              w={{ base: '100%', sm: 360 }}
              data-testid="subject-email"
            />
            <Button type="submit" size="md" loading={loading} data-testid="subject-find">
              {ui.find}
            </Button>
          </Group>
        </form>
        {error ? <ErrorBox testId="subject-error">{error}</ErrorBox> : null}
        {email && data && !people.length ? (
          <Text fz="sm" data-testid="subject-nobody">
            {ui.nobody}
          </Text>
        ) : null}
        {people.length ? (
          <>
            <ResponsiveRows
              rows={people}
              columns={columns}
              rowAttrs={(p) => ({ 'data-testid': 'subject-person', 'data-kind': p.kind })}
              title={(p) => `${p.name} (${p.kind})`}
              state={(p) => (p.regularVisitor ? <Badge variant="light">{ui.regular}</Badge> : null)}
              testId="subject-people"
            />
            <Group gap="sm">
              <Button size="md" variant="light" loading={busy === 'export'} onClick={() => void doExport()} data-testid="subject-export">
                {ui.export}
              </Button>
              <Button size="md" color="red" onClick={() => setConfirming(true)} data-testid="subject-erase">
                {ui.erase}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={ui.eraseTitle} centered size="md">
        <Stack gap="md">
          <Text fz="sm" data-testid="subject-erase-text">
            {email ? Messages.subjectEraseConfirm(email) : ''}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button size="md" variant="default" onClick={() => setConfirming(false)}>
              {ui.cancel}
            </Button>
            <Button size="md" color="red" loading={busy === 'erase'} onClick={() => void doErase()} data-testid="subject-erase-confirm">
              {ui.confirmErase}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
