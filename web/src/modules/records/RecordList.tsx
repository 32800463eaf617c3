import { TABLE_SCROLL } from '../../ui/tableScroll';
import { Button, Group, Modal, Paper, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useFormik } from 'formik';
import { useState } from 'react';
import { partnerUi, validationMessages } from '../../app/messages';
import { ErrorBox } from '../../ui/ErrorBox';
import { TIME_FORMAT } from '../../app/time';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { graphQLErrorText } from '../auth/errors';
import { RowActions } from '../../ui/RowActions';

export type RecordField<V> = { name: keyof V & string; label: string; type?: 'text' | 'time'; required?: boolean };

type Mode = { kind: 'add' } | { kind: 'view' | 'edit' | 'remove'; id: string } | null;

export interface RecordListProps<R extends { id: string }, V extends Record<string, string>> {
  testId: string;
  records: R[];
  loading?: boolean;
  fields: RecordField<V>[];
  /** The table's columns: header and cell. */
  columns: { header: string; cell: (r: R) => React.ReactNode }[];
  empty: string;
  addLabel: string;
  detailsTitle: string;
  removeTitle: string;
  removeBody: (r: R) => string;
  blank: V;
  toValues: (r: R) => V;
  onAdd: (v: V) => Promise<unknown>;
  onSave: (id: string, v: V) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
}

/**
 * A list with add, view, edit and remove modals (spec 2.2 /shifts and /role). The detail view is
 * read-only until Update, then Save (spec 4.7); submit is disabled while the form is pristine or
 * invalid (spec 5). Server errors show in the modal's error box: the spec swallows them, we do not.
 */
export function RecordList<R extends { id: string }, V extends Record<string, string>>(p: RecordListProps<R, V>) {
  const [mode, setMode] = useState<Mode>(null);
  const current = mode && mode.kind !== 'add' ? (p.records.find((r) => r.id === mode.id) ?? null) : null;
  const close = () => setMode(null);
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const actions = (r: R) => (
    <Group gap={6} justify="flex-end" wrap="wrap">
      <RowActions
        testId={p.testId}
        onView={() => setMode({ kind: 'view', id: r.id })}
        onEdit={() => setMode({ kind: 'edit', id: r.id })}
        onRemove={() => setMode({ kind: 'remove', id: r.id })}
      />
    </Group>
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={p.testId}>
      <Stack gap="md">
        <Group justify="flex-end">
          <Button onClick={() => setMode({ kind: 'add' })} data-testid={`${p.testId}-add`}>
            {p.addLabel}
          </Button>
        </Group>
        {p.records.length === 0 && !p.loading ? (
          <Text c="dimmed" ta="center" py="xl" data-testid={`${p.testId}-empty`}>
            {p.empty}
          </Text>
        ) : narrow ? (
          // A phone: one card a record, its fields labelled, its actions below them (issue 23).
          <Stack gap="xs">
            {p.records.map((r) => (
              <Paper key={r.id} withBorder radius="md" p="sm" data-testid={`${p.testId}-row`}>
                <Stack gap="xs">
                  <Stack gap={2}>
                    {p.columns.map((c) => (
                      <Group key={c.header} gap={6} wrap="nowrap" align="baseline">
                        <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                          {c.header}
                        </Text>
                        <Text size="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
                          {c.cell(r)}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                  {actions(r)}
                </Stack>
              </Paper>
            ))}
          </Stack>
        ) : (
          <ScrollArea viewportProps={TABLE_SCROLL} type="auto">
            {/* No minimum width: on a phone the actions wrap rather than sit off-screen (issue 23). */}
            <Table striped highlightOnHover verticalSpacing="sm" styles={{ th: { whiteSpace: 'nowrap' } }}>
              <Table.Thead>
                <Table.Tr>
                  {p.columns.map((c) => (
                    <Table.Th key={c.header}>{c.header}</Table.Th>
                  ))}
                  <Table.Th ta="right">{partnerUi.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.records.map((r) => (
                  <Table.Tr key={r.id} data-testid={`${p.testId}-row`}>
                    {p.columns.map((c) => (
                      <Table.Td key={c.header}>{c.cell(r)}</Table.Td>
                    ))}
                    <Table.Td>{actions(r)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>

      <Modal opened={mode?.kind === 'add'} onClose={close} title={p.addLabel} centered size="md">
        {mode?.kind === 'add' ? (
          <RecordForm
            fields={p.fields}
            initial={p.blank}
            editing
            submitLabel={partnerUi.add}
            testId={`${p.testId}-form`}
            onSubmit={async (v) => {
              await p.onAdd(v);
              close();
            }}
          />
        ) : null}
      </Modal>

      <Modal
        opened={(mode?.kind === 'view' || mode?.kind === 'edit') && !!current}
        onClose={close}
        title={p.detailsTitle}
        centered
        size="md"
      >
        {current && (mode?.kind === 'view' || mode?.kind === 'edit') ? (
          <RecordForm
            key={`${current.id}:${mode.kind}`}
            fields={p.fields}
            initial={p.toValues(current)}
            editing={mode.kind === 'edit'}
            onUpdate={() => setMode({ kind: 'edit', id: current.id })}
            submitLabel={partnerUi.save}
            testId={`${p.testId}-form`}
            onSubmit={async (v) => {
              await p.onSave(current.id, v);
              close();
            }}
          />
        ) : null}
      </Modal>

      <Modal opened={mode?.kind === 'remove' && !!current} onClose={close} title={p.removeTitle} centered size="sm">
        {current ? (
          <RemoveConfirm
            body={p.removeBody(current)}
            testId={`${p.testId}-confirm`}
            onCancel={close}
            onConfirm={async () => {
              await p.onDelete(current.id);
              close();
            }}
          />
        ) : null}
      </Modal>
    </Paper>
  );
}

export function RecordForm<V extends Record<string, string>>({
  fields,
  initial,
  editing,
  onUpdate,
  submitLabel,
  testId,
  onSubmit,
}: {
  fields: RecordField<V>[];
  initial: V;
  editing: boolean;
  onUpdate?: () => void;
  submitLabel: string;
  testId: string;
  onSubmit: (v: V) => Promise<void>;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<V>({
    initialValues: initial,
    validateOnMount: true,
    validate: (v) => {
      const e: Record<string, string> = {};
      for (const f of fields) if (f.required && !String(v[f.name] ?? '').trim()) e[f.name] = validationMessages.required(f.label);
      return e;
    },
    onSubmit: async (v) => {
      setServerError(null);
      try {
        await onSubmit(v);
      } catch (e) {
        setServerError(graphQLErrorText(e) ?? (e instanceof Error ? e.message : null));
      }
    },
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate data-testid={testId}>
      <Stack gap="md">
        {serverError ? <ErrorBox testId={`${testId}-error`}>{serverError}</ErrorBox> : null}
        {fields.map((f) => (
          <TextInput
            key={f.name}
            label={f.label}
            // a time is typed HH:mm (app/time.ts), never a native time input's locale clock
            {...(f.type === 'time' ? { placeholder: TIME_FORMAT, inputMode: 'numeric' as const, maxLength: 5 } : {})}
            withAsterisk={f.required && editing}
            readOnly={!editing}
            variant={editing ? 'default' : 'filled'}
            {...formik.getFieldProps(f.name)}
            error={formik.touched[f.name] ? (formik.errors[f.name] as string | undefined) : undefined}
            data-testid={`${testId}-${f.name}`}
          />
        ))}
        {editing ? (
          <FormikSubmit formik={formik} testId={`${testId}-submit`}>
            {submitLabel}
          </FormikSubmit>
        ) : (
          <Button size="lg" fullWidth variant="light" onClick={onUpdate} data-testid={`${testId}-update`}>
            {partnerUi.update}
          </Button>
        )}
      </Stack>
    </form>
  );
}

export function RemoveConfirm({
  body,
  testId,
  onCancel,
  onConfirm,
}: {
  body: string;
  testId: string;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="md" data-testid={testId}>
      {error ? <ErrorBox testId={`${testId}-error`}>{error}</ErrorBox> : null}
      <Text>{body}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {partnerUi.cancel}
        </Button>
        <Button
          color="red"
          loading={busy}
          data-testid={`${testId}-yes`}
          onClick={() => {
            setBusy(true);
            setError(null);
            onConfirm()
              .catch((e: unknown) => setError(graphQLErrorText(e) ?? (e instanceof Error ? e.message : null)))
              .finally(() => setBusy(false));
          }}
        >
          {partnerUi.yesRemove}
        </Button>
      </Group>
    </Stack>
  );
}
