import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RecordForm } from './RecordForm';
import { RecordRows } from './RecordRows';
import { RemoveConfirm } from './RemoveConfirm';
import { st } from '../../i18n/staff';

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
        ) : (
          <RecordRows
            testId={p.testId}
            records={p.records}
            columns={p.columns}
            onView={(id) => setMode({ kind: 'view', id })}
            onEdit={(id) => setMode({ kind: 'edit', id })}
            onRemove={(id) => setMode({ kind: 'remove', id })}
          />
        )}
      </Stack>

      <Modal opened={mode?.kind === 'add'} onClose={close} title={p.addLabel} centered size="md">
        {mode?.kind === 'add' ? (
          <RecordForm
            fields={p.fields}
            initial={p.blank}
            editing
            submitLabel={st('partners.add')}
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
            submitLabel={st('partners.save')}
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
