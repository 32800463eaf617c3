import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Modal, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { localErrors } from '../../../app/apollo';
import { toastSuccess } from '../../../app/notify';
import { paths } from '../../../app/paths';
import { Messages, required } from '@contracts/messages';
import { graphQLErrorText } from '../../../modules/auth/errors';
import { AddShiftDocument, DeleteShiftDocument, EditShiftDocument, ShiftsDocument } from '../../../modules/staff/documents';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { ErrorBox } from '../../../ui/ErrorBox';
import { FormikSubmit } from '../../../ui/FormikSubmit';

type Shift = { id: string; shiftName: string; startTime: string; endTime: string };
type Mode = { kind: 'add' } | { kind: 'view' | 'edit' | 'remove'; shift: Shift } | null;

/** Shifts (spec 2.2, 3, 4.7, 5): a list with add, view, edit and remove modals; times HH:mm on the depot's clock. */
export function ShiftsPage() {
  const navigate = useNavigate();
  const { data, refetch } = useQuery(ShiftsDocument, { fetchPolicy: 'cache-and-network' });
  const [mode, setMode] = useState<Mode>(null);
  const [add] = useMutation(AddShiftDocument, { context: localErrors });
  const [edit] = useMutation(EditShiftDocument, { context: localErrors });
  const [remove] = useMutation(DeleteShiftDocument, { context: localErrors });
  const current = mode && mode.kind !== 'add' ? mode.shift : null;
  const formik = useFormik({
    enableReinitialize: true,
    initialValues: { shiftName: current?.shiftName ?? '', startTime: current?.startTime ?? '', endTime: current?.endTime ?? '' },
    validate: (v) => ({ ...(v.startTime ? {} : { startTime: required('Start time') }), ...(v.endTime ? {} : { endTime: required('End time') }) }),
    onSubmit: async (v, h) => {
      try {
        if (mode?.kind === 'edit') { await edit({ variables: { id: mode.shift.id, input: v } }); toastSuccess(Messages.shiftUpdated); }
        else { await add({ variables: { input: v } }); toastSuccess(Messages.shiftAdded); }
        done();
      } catch (e) { h.setStatus(graphQLErrorText(e)); }
    },
  });
  const done = () => { setMode(null); formik.resetForm(); void refetch(); navigate(paths.shifts); };
  const del = async () => {
    try { await remove({ variables: { id: current!.id } }); toastSuccess(Messages.shiftDeleted); done(); } catch (e) { formik.setStatus(graphQLErrorText(e)); }
  };
  return (
    <StaffPage section="Manage Visits" tabs="visit">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between"><Text fw={700} fz="lg">Shift Details</Text><Button onClick={() => setMode({ kind: 'add' })} data-testid="shift-add">Add shift</Button></Group>
          <Table striped highlightOnHover data-testid="shift-table">
            <Table.Thead><Table.Tr><Table.Th>Shift</Table.Th><Table.Th>Start</Table.Th><Table.Th>End</Table.Th><Table.Th /></Table.Tr></Table.Thead>
            <Table.Tbody>
              {(data?.shifts ?? []).map((s) => (
                <Table.Tr key={s.id} data-testid="shift-row">
                  <Table.Td>{s.shiftName}</Table.Td><Table.Td>{s.startTime}</Table.Td><Table.Td>{s.endTime}</Table.Td>
                  <Table.Td><Group gap="xs" justify="flex-end">
                    <Button size="xs" variant="default" onClick={() => setMode({ kind: 'view', shift: s })}>View</Button>
                    <Button size="xs" variant="light" onClick={() => setMode({ kind: 'edit', shift: s })}>Edit</Button>
                    <Button size="xs" variant="light" color="red" onClick={() => setMode({ kind: 'remove', shift: s })}>Remove</Button>
                  </Group></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {data && !data.shifts.length ? <Text c="dimmed">No shifts yet.</Text> : null}
        </Stack>
      </Paper>
      <Modal opened={!!mode} onClose={() => setMode(null)} title={mode?.kind === 'add' ? 'Add shift' : mode?.kind === 'edit' ? 'Edit shift' : mode?.kind === 'remove' ? 'Remove shift?' : 'Shift'} centered data-testid="shift-modal">
        {mode?.kind === 'remove' || mode?.kind === 'view' ? (
          <Stack>
            <Text>{current?.shiftName}: {current?.startTime} to {current?.endTime}</Text>
            {formik.status ? <ErrorBox testId="shift-error">{formik.status as string}</ErrorBox> : null}
            {mode.kind === 'remove' ? <Button color="red" onClick={() => void del()} data-testid="shift-remove-confirm">Remove</Button> : null}
          </Stack>
        ) : (
          <form onSubmit={formik.handleSubmit}>
            <Stack>
              <TextInput label="Shift name" name="shiftName" value={formik.values.shiftName} onChange={formik.handleChange} data-testid="shift-name" />
              <TimeInput label="Start time" required value={formik.values.startTime} onChange={(e) => formik.setFieldValue('startTime', e.currentTarget.value)} error={formik.errors.startTime} data-testid="shift-start" />
              <TimeInput label="End time" required value={formik.values.endTime} onChange={(e) => formik.setFieldValue('endTime', e.currentTarget.value)} error={formik.errors.endTime} data-testid="shift-end" />
              {formik.status ? <ErrorBox testId="shift-error">{formik.status as string}</ErrorBox> : null}
              <FormikSubmit formik={formik} testId="shift-save">Save</FormikSubmit>
            </Stack>
          </form>
        )}
      </Modal>
    </StaffPage>
  );
}
